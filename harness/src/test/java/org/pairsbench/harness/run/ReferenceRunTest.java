package org.pairsbench.harness.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.reference.ReferenceEngine;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.progress.RecordedSteps;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.harness.driver.Pacing;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.harness.sink.KitAnswerLog;
import org.pairsbench.validation.Validator;
import org.pairsbench.validation.Verdict;

/** The whole pipeline with the real generator, the reference engine and the validator. */
class ReferenceRunTest {

    @TempDir
    Path results;

    @Test
    void aSmokeRunOfTheReferenceEnginePassesIsScoredAndItsFincosLogValidatesToo() throws Exception {
        Workload workload = Workloads.generated(DatagenParameters.standard(ScaleFactor.of(1)).withLength(ProfileLength.SMOKE), null);
        // 121 s of ticks replayed 40x faster: about 3 s
        RunRequest request = new RunRequest("reference", Map.of(), ScaleFactor.of(1), Pacing.scaled(40), results, true,
                Duration.ofSeconds(60), "test", "test");
        BenchmarkRun run = new BenchmarkRun(
                (dir, start, engine) -> List.of(new KitAnswerLog(RunFile.ANSWER_LOG.in(dir), Map.of())),
                new ReferenceValidation(), new EngineDrive());
        RunReport report = run.execute(request, workload, ReferenceEngine::new);

        assertEquals(RunStatus.COMPLETED, report.status(), report.failure());
        assertEquals(Verdict.PASSED, report.validation().verdict(), String.valueOf(report.validation()));
        long answers = report.validation().streams().stream().mapToLong(RunReport.StreamCounts::expected).sum();
        assertTrue(answers > 0, "the smoke run has answers to check");
        assertEquals(answers, report.answers().received());
        assertEquals(0, report.answers().unattributed(), "every answer names a trigger the driver sent");
        assertEquals(25, report.strategies());
        if (report.latency().marketOrder().count() > 0) {
            assertNotNull(report.pScore());
        }

        // The FINCoS-format sink log of the same run passes the validator as well.
        RunReport.Validation fincos = new ReferenceValidation().validate(
                Path.of(report.files().get("fincosSinkLog")), workload, report.ticksSent(), results);
        assertEquals(Verdict.PASSED, fincos.verdict(), String.valueOf(fincos));
        assertEquals(report.validation().streams(), fincos.streams());

        try (RunStore store = RunStore.open(results)) {
            assertEquals(1, store.list().size());
        }
    }

    @Test
    void validationShowsItsProgressInTicksOutOfThoseSent() throws Exception {
        Workload workload = Workloads.generated(DatagenParameters.standard(ScaleFactor.of(1)).withLength(ProfileLength.SMOKE), null);
        RunRequest request = new RunRequest("reference", Map.of(), ScaleFactor.of(1), Pacing.flatOutPacing(), results, false,
                Duration.ofSeconds(60), "test", "test");
        RunReport report = new BenchmarkRun(
                (dir, start, engine) -> List.of(new KitAnswerLog(RunFile.ANSWER_LOG.in(dir), Map.of())),
                new ReferenceValidation(), new EngineDrive()).execute(request, workload, ReferenceEngine::new);
        assertTrue(report.ticksSent() > 2 * Validator.PROGRESS_STEP, "enough ticks to be told of twice");

        RecordedSteps steps = new RecordedSteps();
        RunReport.Validation validation = new ReferenceValidation(steps).validate(
                Path.of(report.files().get(RunFile.ANSWER_LOG.key())), workload, report.ticksSent(), results);

        assertEquals(Verdict.PASSED, validation.verdict(), String.valueOf(validation));
        long ticks = report.ticksSent();
        // the step ends on the ticks sent, not on the last whole PROGRESS_STEP before them
        assertEquals(List.of("validating (" + ticks + " ticks): last told " + ticks), steps.lines());
        List<Long> told = steps.steps().get(0).told();
        for (int i = 1; i < told.size(); i++) {
            assertTrue(told.get(i) > told.get(i - 1), "validating moves forward: " + told);
        }
    }
}
