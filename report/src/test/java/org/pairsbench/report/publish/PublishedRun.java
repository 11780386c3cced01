package org.pairsbench.report.publish;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.harness.driver.Pacing;
import org.pairsbench.harness.record.RunEnvironment;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.run.BenchmarkRun;
import org.pairsbench.harness.run.EngineDrive;
import org.pairsbench.harness.run.ReferenceValidation;
import org.pairsbench.harness.run.RunRequest;
import org.pairsbench.harness.run.RunWorkload;
import org.pairsbench.harness.run.Workload;
import org.pairsbench.harness.run.Workloads;
import org.pairsbench.harness.sink.KitAnswerLog;
import org.pairsbench.reference.ReferenceEngine;

/**
 * A real run for the bundle tests: the reference engine on the generated SF 1 smoke stream, replayed 40 times
 * faster than real time (about 3 s), validated and recorded in a run database.
 */
final class PublishedRun {

    static final DatagenParameters DATA = DatagenParameters.standard(ScaleFactor.of(1)).withLength(ProfileLength.SMOKE);

    /** A translator that writes one file naming the strategies, so the bundle has a translation to list. */
    static final BundleWriter.Translator ONE_FILE = (engine, options, strategies) -> Optional.of(List.of(
            new TranslatedFile("rules.txt", engine + " " + strategies.size() + " strategies\n")));

    private PublishedRun() {
    }

    /** Runs and records; returns the run's report. */
    static RunReport record(Path results) throws Exception {
        RunRequest request = new RunRequest("reference", Map.of(), ScaleFactor.of(1), Pacing.scaled(40), results,
                false, Duration.ofSeconds(60), "pairs run --engine reference --sf 1 --profile smoke --rate-factor 40",
                "test");
        BenchmarkRun run = new BenchmarkRun(
                // The header names the kit's commit, as pairs run writes it: the audit compares the report page
                // byte for byte only with a bundle of its own commit.
                (dir, start, engine) -> List.of(new KitAnswerLog(RunFile.ANSWER_LOG.in(dir),
                        Map.of(RunEnvironment.KIT_COMMIT, RunEnvironment.kitCommit()))),
                new ReferenceValidation(), new EngineDrive());
        run.runLockFile(results.resolve("run.lock"));
        return run.execute(request, workload(), ReferenceEngine::new);
    }

    static Workload workload() {
        return Workloads.generated(DATA, null);
    }

    static RunWorkload recorded(RunReport report) {
        return new RunWorkload(DATA, null, null, workload());
    }

    /** The id of a process that has ended. */
    static long deadProcessId() throws Exception {
        Process finished = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-version").redirectErrorStream(true).start();
        finished.getInputStream().readAllBytes();
        finished.waitFor();
        return finished.pid();
    }
}
