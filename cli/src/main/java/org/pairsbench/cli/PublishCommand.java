package org.pairsbench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pairsbench.core.engine.InstalledEngine;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.report.publish.BundleWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "publish", mixinStandardHelpOptions = true,
        description = {"Write a recorded run as a bundle anyone can audit with `pairs audit`: run.json, the report "
                + "(HTML and JSON), the answer log, the latency .hlog, the data set's manifest and correlations.json, "
                + "the strategies, the engine's translation, bundle.json (engine and options, workload, machine and "
                + "JVM, kit version) and SHA256SUMS over every file (spec/execution.md section 10).",
            "The bundle is written in a temporary folder beside DIR and renamed to DIR when complete; a DIR that is "
                + "not empty is refused unless --force. The workload is rebuilt from the run's recorded command: run "
                + "publish from the folder the run was started in when that command has relative paths.",
            "Exit code 0; 2 for bad input (no such run, a run without validated answers, a missing run file, a data "
                + "set changed since the run, DIR not empty), one line."})
final class PublishCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "ID", description = "run id, as `pairs runs list` shows it")
    long id;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "the bundle's folder")
    Path out;

    @Option(names = "--results", defaultValue = RunsCommand.DEFAULT_RESULTS, paramLabel = "DIR",
            description = "results folder holding the run database (default ${DEFAULT-VALUE})")
    Path results;

    @Option(names = "--force", description = "replace DIR when it is not empty")
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
        Path bundle = BundleWriter.write(results, id, report -> RunCommand.recordedWorkload(report.command()),
                translator, out, force);
        spec.commandLine().getOut().println("publish: run " + id + " in " + bundle);
        return PairsCli.EXIT_OK;
    }
}
