package org.pairsbench.harness.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.engine.InstalledEngine;
import org.pairsbench.core.json.Json;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.progress.Progress;
import org.pairsbench.core.progress.ProgressSteps;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.harness.driver.Pacing;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.reference.ReferenceEngineFactory;
import org.pairsbench.validation.Verdict;

/** The harness's entry point of a run, as {@code pairs run} and the GUI's Run window call it. */
class RunSessionTest {

    private static final InstalledEngine REFERENCE = InstalledEngine.onClassPath(new ReferenceEngineFactory());

    @TempDir
    Path results;

    private RunSetup smoke(double rateFactor, String command) {
        DatagenParameters data = DatagenParameters.standard(ScaleFactor.of(1)).withLength(ProfileLength.SMOKE);
        Pacing pacing = Pacing.scaled(rateFactor);
        return new RunSetup(REFERENCE, REFERENCE.options(Map.of()), null, data, null, null,
                RunSetup.verification(false, pacing, data.length()), pacing, results, false, Duration.ofSeconds(60),
                command, "test");
    }

    /** Collects what a run tells its listener. */
    private static class Recorder implements RunListener {
        final List<String> phases = new CopyOnWriteArrayList<>();
        final List<SecondStats> seconds = new CopyOnWriteArrayList<>();

        @Override
        public void phase(String line) {
            phases.add(line);
        }

        @Override
        public void second(SecondStats row) {
            seconds.add(row);
        }

        final List<String> validationSteps = new CopyOnWriteArrayList<>();

        @Override
        public ProgressSteps validationProgress() {
            return (step, total, unit) -> {
                validationSteps.add(step);
                return Progress.NONE;
            };
        }
    }

    @Test
    void aShortReferenceRunIsDrivenValidatedScoredAndRecordedLikeACommandLineRun() throws Exception {
        String command = "pairs run --engine reference --sf 1 --profile smoke --rate-factor 40";
        RunSession session = RunSession.prepare(smoke(40, command));
        // 121 s of profile at 40 times real time
        assertEquals(121.0 / 40, session.plannedDriveSeconds(), 1e-9);
        assertTrue(session.announcement().get(0).startsWith("reference, SF 1, 25 strategies, profile smoke (3 s), "),
                session.announcement().get(0));
        Recorder listener = new Recorder();

        RunReport report = session.execute(listener);

        assertEquals(RunStatus.COMPLETED, report.status(), report.failure());
        assertEquals(Verdict.PASSED, report.validation().verdict(), String.valueOf(report.validation()));
        assertEquals(command, report.command());
        // The listener saw every tick the run sent, second by second, and its phases.
        assertEquals(report.ticksSent(), listener.seconds.stream().mapToLong(SecondStats::ticksSent).sum());
        assertTrue(listener.phases.stream().anyMatch(p -> p.contains("validating")), String.valueOf(listener.phases));
        assertEquals(List.of("validating"), listener.validationSteps);

        // Recorded as a CLI run is: run.json in its folder, the answer log's header, the database's row.
        Path runDir = Path.of(report.files().get("folder"));
        RunReport json = Json.mapper().readValue(Files.readString(RunFile.REPORT.in(runDir)), RunReport.class);
        assertEquals(report.runId(), json.runId());
        assertEquals(RunStatus.COMPLETED, json.status());
        List<String> header = Files.readAllLines(RunFile.ANSWER_LOG.in(runDir), StandardCharsets.UTF_8)
                .stream().takeWhile(l -> l.startsWith("#")).toList();
        // After the format line: the engine, what the run ran on, and last the start.
        assertTrue(header.get(1).startsWith("# engine: "), String.valueOf(header));
        assertTrue(header.contains("# command: " + command), String.valueOf(header));
        assertTrue(header.contains("# seed: " + DatagenParameters.DEFAULT_SEED), String.valueOf(header));
        assertTrue(header.get(header.size() - 1).startsWith("# start: "), String.valueOf(header));
        try (RunStore store = RunStore.open(results)) {
            RunStore.StoredRun stored = store.find(report.runId()).orElseThrow();
            assertEquals(RunStatus.COMPLETED, stored.report().status());
            assertEquals(report.pScore(), stored.report().pScore());
            assertEquals(listener.seconds.size(), stored.seconds().size());
        }
    }

    @Test
    void aCancelledRunEndsInterruptedIsValidatedOnWhatItSentAndIsRecorded() throws Exception {
        // Real time: the drive would take 121 s; it is cancelled once its first second is recorded.
        RunSession session = RunSession.prepare(smoke(1, "pairs run --engine reference --sf 1 --profile smoke"));
        Recorder listener = new Recorder() {
            @Override
            public void second(SecondStats row) {
                super.second(row);
                session.cancel("interrupted (cancelled)");
            }
        };

        RunReport report = session.execute(listener);

        assertEquals(RunStatus.INTERRUPTED, report.status());
        assertTrue(report.failure().startsWith("interrupted (cancelled) after " + report.ticksSent() + " ticks"),
                report.failure());
        assertTrue(report.driveSeconds() < 60, "stopped early: " + report.driveSeconds() + " s");
        // The reference engine answers every tick it was sent correctly: the prefix passes.
        assertEquals(Verdict.PASSED, report.validation().verdict(), String.valueOf(report.validation()));
        try (RunStore store = RunStore.open(results)) {
            assertEquals(RunStatus.INTERRUPTED, store.find(report.runId()).orElseThrow().report().status());
        }
    }
}
