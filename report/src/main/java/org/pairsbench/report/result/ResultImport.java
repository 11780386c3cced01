package org.pairsbench.report.result;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.Sha256;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunFolders;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.report.publish.Bundle;
import org.pairsbench.report.publish.RunPublication;
import org.pairsbench.report.publish.Sha256Sums;

/**
 * {@code pairs results import}: a {@link ResultRecord} for each run published before records existed. A published
 * run is a folder holding a run.json outside any bundle; its evidence is what the folder shows: a bundle folder
 * beside it ({@code bundle/}, which the repository's commit holds), the SHA256SUMS of a bundle kept outside the
 * repository ({@code bundle.SHA256SUMS} and its note {@code bundle-outside.txt}), or none.
 */
public final class ResultImport {

    private static final String BUNDLE_FOLDER = "bundle";
    private static final String OUTSIDE_NOTE = "bundle-outside.txt";
    private static final Pattern LISTED_SIZE = Pattern.compile("^  \\S+ (\\d+)$");

    /**
     * Where the repository keeps a folder: the commit holding it and its path from the repository's top.
     */
    public interface Repository {
        /** The commit and path that hold {@code folder}; refuses a folder with changes not committed. */
        ResultRecord.GitPlace place(Path folder);

        /**
         * The bytes of the files {@code place} holds, as the commit has them: a sparse or partial checkout lacks the
         * large files of a bundle folder, which the record still counts.
         */
        long bytes(ResultRecord.GitPlace place);
    }

    /**
     * @param written the records written
     * @param kept    the records already there, left as they were
     */
    public record Imported(List<Path> written, List<Path> kept) {
    }

    private ResultImport() {
    }

    /** The published runs under {@code root}: every run.json outside a bundle folder, in path order. */
    public static List<Path> publishedRuns(Path root) {
        if (!Files.isDirectory(root)) {
            throw InvalidInputException.in(root, "no such folder of published runs");
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.getFileName().toString().equals(RunFile.REPORT.fileName()))
                    .filter(f -> !root.relativize(f).toString().replace('\\', '/').matches("(.*/)?" + BUNDLE_FOLDER + "/.*"))
                    .map(Path::getParent).sorted().toList();
        } catch (IOException e) {
            throw InvalidInputException.in(root, "cannot list: " + InvalidInputException.reason(e));
        }
    }

    /**
     * Writes a record beside each published run under {@code root} that has none ({@code replace}: every one). A
     * record replaced keeps the commit and path of its bundle folder when the folder has left the tree since.
     */
    public static Imported importAll(Path root, Repository repository, boolean replace) {
        List<Path> written = new ArrayList<>();
        List<Path> kept = new ArrayList<>();
        for (Path folder : publishedRuns(root)) {
            Path file = folder.resolve(ResultRecord.FILE_NAME);
            ResultRecord old = Files.exists(file) ? ResultRecords.read(file) : null;
            if (old != null && !replace) {
                kept.add(file);
                continue;
            }
            ResultRecords.write(record(folder, repository, old), file);
            written.add(file);
        }
        return new Imported(List.copyOf(written), List.copyOf(kept));
    }

    static ResultRecord record(Path folder, Repository repository, ResultRecord old) {
        RunReport run = RunFolders.report(folder);
        Path bundleFolder = folder.resolve(BUNDLE_FOLDER);
        boolean bundleHere = Files.isRegularFile(bundleFolder.resolve(Bundle.NAME));
        Bundle bundle = bundleHere ? Bundle.read(bundleFolder) : null;
        ResultRecord.Evidence evidence;
        if (bundleHere) {
            ResultRecord.GitPlace place = repository.place(bundleFolder);
            evidence = new ResultRecord.Evidence(ResultRecord.Evidence.FOLDER,
                    Sha256.of(bundleFolder.resolve(Sha256Sums.NAME)), repository.bytes(place),
                    BUNDLE_FOLDER + "/" + Sha256Sums.NAME, keptInGit(place), place);
        } else if (old != null && old.evidence().git() != null) {
            ResultRecord.Evidence was = old.evidence();
            evidence = new ResultRecord.Evidence(was.form(), was.sha256(), repository.bytes(was.git()), was.sums(),
                    keptInGit(was.git()), was.git());
        } else if (Files.isRegularFile(folder.resolve(RunPublication.SUMS))) {
            evidence = new ResultRecord.Evidence(ResultRecord.Evidence.FOLDER,
                    Sha256.of(folder.resolve(RunPublication.SUMS)), listedBytes(folder.resolve(OUTSIDE_NOTE)),
                    RunPublication.SUMS, "outside the repository, on the machine that ran it (" + OUTSIDE_NOTE
                    + " beside this record says where)", null);
        } else {
            evidence = new ResultRecord.Evidence(ResultRecord.Evidence.NONE, null, 0, null,
                    "nowhere: published before bundles existed (run.json, report and console only)", null);
        }
        ResultRecord record = ResultRecordBuilder.of(run, bundle, evidence, report(folder, run));
        return bundle == null && old != null && old.evidence().git() != null ? withBundleFacts(record, old) : record;
    }

    /** Where a bundle folder the repository holds or held is kept, and the two ways to have it back. */
    static String keptInGit(ResultRecord.GitPlace place) {
        return "in the repository at commit " + place.commit() + ", the folder " + place.path() + " (pairs audit "
                + "reads it from there; git restore --source=" + place.commit() + " -- " + place.path()
                + " puts it back in the tree)";
    }

    /**
     * {@code fresh} with what {@code old} took from a bundle.json that has left the tree since: the kit's commit,
     * the CPU model (when run.json has none), the JVM's collectors and flags.
     */
    private static ResultRecord withBundleFacts(ResultRecord fresh, ResultRecord old) {
        ResultRecord.Machine m = fresh.machine();
        String cpu = "unknown".equals(m.cpu()) ? old.machine().cpu() : m.cpu();
        ResultRecord.Machine machine = new ResultRecord.Machine(cpu, m.cores(), m.memoryBytes(), m.maxHeapBytes(),
                m.jvm(), m.os(), old.machine().gc(), old.machine().jvmFlags());
        return new ResultRecord(fresh.schema(), fresh.engine(), old.kit(), machine, fresh.run(), fresh.validation(),
                fresh.keepingUp(), fresh.latency(), fresh.load(), fresh.pScore(), fresh.pScoreNote(), fresh.standing(),
                fresh.heap(), fresh.evidence(), fresh.command(), fresh.report());
    }

    /** The run's report page in its folder: run-ID.html, else the bundle's report.html; null when neither. */
    private static String report(Path folder, RunReport run) {
        String page = "run-" + run.runId() + ".html";
        if (Files.isRegularFile(folder.resolve(page))) {
            return page;
        }
        String inBundle = BUNDLE_FOLDER + "/" + Bundle.REPORT + ".html";
        return Files.isRegularFile(folder.resolve(inBundle)) ? inBundle : null;
    }

    /** The bundle's size from the "Files (bytes):" list of its note; 0 when there is no note. */
    private static long listedBytes(Path note) {
        if (!Files.isRegularFile(note)) {
            return 0;
        }
        long bytes = 0;
        try {
            for (String line : Files.readAllLines(note, StandardCharsets.UTF_8)) {
                Matcher m = LISTED_SIZE.matcher(line);
                if (m.matches()) {
                    bytes += Long.parseLong(m.group(1));
                }
            }
        } catch (IOException e) {
            throw InvalidInputException.in(note, "cannot read: " + InvalidInputException.reason(e));
        }
        return bytes;
    }
}
