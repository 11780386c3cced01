package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pairsbench.core.engine.InstalledEngine;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.report.publish.BundleWriter;
import org.pairsbench.report.publish.RunPublication;
import org.pairsbench.report.result.ResultRecord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "publish", mixinStandardHelpOptions = true,
        description = {"Publish a recorded run in two parts (spec/execution.md section 10). Its evidence, a bundle "
                + "anyone can audit with `pairs audit` (run.json, the report, the answer log, the latency .hlog, the "
                + "data set's manifest and correlations.json, the strategies, the engine's translation, bundle.json "
                + "and SHA256SUMS over every file), becomes one archive SHA256.tar.gz in the evidence folder, kept "
                + "outside any repository. DIR, which a repository keeps, gets what is small: the result record "
                + "result.json (spec/result-record.md) naming the archive by its SHA-256, run.json, report.html and "
                + "report.json, and the bundle's SHA256SUMS as bundle.SHA256SUMS.",
            "Every file is written under a temporary name and renamed when complete; a run already published in DIR "
                + "is replaced only with --force. The workload is rebuilt from the run's recorded command: run "
                + "publish from the folder the run was started in when that command has relative paths.",
            "Exit code 0; 2 for bad input (no such run, a run without validated answers, a missing run file, a data "
                + "set changed since the run, a run already published in DIR), one line."})
final class PublishCommand implements Callable<Integer> {

    /** The evidence folder under a results folder: bundle archives, outside any repository. */
    static final String EVIDENCE = "evidence";

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "ID", description = "run id, as `pairs runs list` shows it")
    long id;

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "the folder for the record, run.json, the report and the bundle's SHA256SUMS")
    Path out;

    @Option(names = "--evidence", paramLabel = "DIR",
            description = "the folder for the bundle archive (default: RESULTS/evidence, the machine's results folder)")
    Path evidence;

    @Option(names = "--results", defaultValue = RunsCommand.DEFAULT_RESULTS, paramLabel = "DIR",
            description = "results folder holding the run database (default ${DEFAULT-VALUE})")
    Path results;

    @Option(names = "--force", description = "replace a run published in DIR before")
    boolean force;

    @Option(names = "--engine-path", paramLabel = "DIR",
            description = "an engine plug-in folder to find the run's engine in, for its translation; repeatable")
    List<Path> enginePath = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        PendingFile.discardUnfinishedOnExit();
        BundleWriter.Translator translator = (engine, options, strategies) -> {
            InstalledEngine installed = EngineSelection.catalog(Optional.empty(), enginePath).engine(engine);
            return installed.translator().map(t -> t.translate(strategies, installed.options(options)));
        };
        RunPublication.Published published = RunPublication.publish(results, id,
                report -> RunCommand.recordedWorkload(report.command()), translator, out,
                evidence != null ? evidence : results.resolve(EVIDENCE), force);
        PrintWriter text = spec.commandLine().getOut();
        text.println("publish: run " + id + " in " + published.folder() + " (" + ResultRecord.FILE_NAME + ", "
                + String.join(", ", published.record().standing().pairsResult() ? List.of("a Pairs result")
                : published.record().standing().reasons()) + ")");
        text.println("evidence: " + published.archive().file() + " (" + published.archive().bytes() + " bytes, SHA-256 "
                + published.archive().sha256() + ")");
        return PairsCli.EXIT_OK;
    }
}
