package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.pairsbench.core.io.FolderFiles;
import java.util.ArrayList;
import java.util.List;
import org.pairsbench.harness.record.RunFolders;
import org.pairsbench.report.publish.AuditTarget;
import org.pairsbench.report.publish.BundleAudit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "audit", mixinStandardHelpOptions = true,
        description = {"Re-check a run's evidence, on any machine: a bundle archive (SHA256.tar.gz) written by `pairs "
                + "publish`, a bundle folder, or a result record (result.json, or its folder), whose bundle is found by "
                + "its SHA-256: the archive in the --evidence folders, the bundle/ folder beside the record, or the "
                + "commit and path of this repository that hold it (read from git). Then: every file against SHA256SUMS; "
                + "the data set regenerated from its manifest's parameters (or, with --ticks, the tick files "
                + "verified) against the recorded hashes; the strategies; every answer of the answer log "
                + "re-validated against the reference engine; the latencies and p_score recomputed from the answer "
                + "log and compared exactly with run.json; bundle.json, report.json and report.html (the page report.json "
                + "draws) held against run.json (spec/execution.md section 10).",
            "Prints what held, then AUDITED, or DIFFERS and one line per difference; on stderr, the progress of "
                + "its two long steps, regenerating the data set and validating.",
            "Exit code 0: AUDITED; 1: something differs; 2: the bundle cannot be read or is not the one named (a "
                + "missing file, a file that does not parse, a record that fails its schema, an archive whose SHA-256 "
                + "differs from its record's, a truncated or altered archive, an entry leaving the bundle's folder, a "
                + "symbolic link in a bundle folder, a p_score or time out of any run's range), "
                + "one line."})
final class AuditCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "TARGET",
            description = "a bundle archive (.tar.gz), a bundle folder, or a result record (result.json or its folder)")
    Path bundle;

    @Option(names = "--evidence", paramLabel = "DIR",
            description = "a folder to find a record's bundle archive in; repeatable (default: results/evidence)")
    List<Path> evidence = new ArrayList<>();

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
        AuditTarget target;
        String recordDiffers = null;
        try {
            List<Path> places = evidence.isEmpty()
                    ? List.of(Path.of(RunsCommand.DEFAULT_RESULTS, PublishCommand.EVIDENCE)) : evidence;
            target = AuditTarget.resolve(bundle, places, Files.createDirectory(work.resolve("target")));
            result = BundleAudit.audit(target.bundle(), ticks, work, KitVersion.version(),
                    ProgressDisplay.of("pairs audit", spec.commandLine().getErr(), false, quiet));
            if (target.record() != null) {
                recordDiffers = AuditTarget.compareWithRun(target.record(), RunFolders.report(target.bundle()));
            }
        } finally {
            FolderFiles.deleteTree(work);
        }
        PrintWriter out = spec.commandLine().getOut();
        target.checks().forEach(line -> out.println("ok: " + line));
        if (target.record() != null && recordDiffers == null) {
            out.println("ok: the result record's engine, SF, verdict and p_score are those of the bundle's run.json");
        }
        result.checks().forEach(line -> out.println("ok: " + line));
        result.notes().forEach(line -> out.println("note: " + line));
        if (result.audited() && recordDiffers == null) {
            out.println("AUDITED");
            return PairsCli.EXIT_OK;
        }
        out.println("DIFFERS");
        if (recordDiffers != null) {
            out.println("differs: " + recordDiffers);
        }
        result.differences().forEach(line -> out.println("differs: " + line));
        return PairsCli.EXIT_NEGATIVE_VERDICT;
    }
}
