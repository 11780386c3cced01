package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.pairsbench.core.io.FolderFiles;
import org.pairsbench.report.publish.BundleAudit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "audit", mixinStandardHelpOptions = true,
        description = {"Re-check a bundle written by `pairs publish`, on any machine: every file against SHA256SUMS; "
                + "the data set regenerated from its manifest's parameters (or, with --ticks, the tick files "
                + "verified) against the recorded hashes; the strategies; every answer of the answer log "
                + "re-validated against the reference engine; the latencies and p_score recomputed from the answer "
                + "log and compared exactly with run.json (spec/execution.md section 10).",
            "Prints what held, then AUDITED, or DIFFERS and one line per difference; on stderr, the progress of "
                + "its two long steps, regenerating the data set and validating.",
            "Exit code 0: AUDITED; 1: something differs; 2: the bundle cannot be read (a missing file, a file that "
                + "does not parse), one line."})
final class AuditCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR", description = "the bundle's folder")
    Path bundle;

    @Option(names = "--ticks", paramLabel = "DIR",
            description = "the data set the run replayed, to verify instead of regenerating the stream")
    Path ticks;

    @Option(names = "--quiet", description = "no progress (a bar on a terminal, else a line on stderr every "
            + "10 s) of regenerating the data set and validating, each most of an hour at SF 2000 standard")
    boolean quiet;

    @Override
    public Integer call() throws Exception {
        Path work = Files.createTempDirectory("pairs-audit");
        BundleAudit.Result result;
        try {
            result = BundleAudit.audit(bundle, ticks, work, KitVersion.version(),
                    ProgressDisplay.of("pairs audit", spec.commandLine().getErr(), false, quiet));
        } finally {
            FolderFiles.deleteTree(work);
        }
        PrintWriter out = spec.commandLine().getOut();
        result.checks().forEach(line -> out.println("ok: " + line));
        result.notes().forEach(line -> out.println("note: " + line));
        if (result.audited()) {
            out.println("AUDITED");
            return PairsCli.EXIT_OK;
        }
        out.println("DIFFERS");
        result.differences().forEach(line -> out.println("differs: " + line));
        return PairsCli.EXIT_NEGATIVE_VERDICT;
    }
}
