package org.pairsbench.harness.record;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.json.Json;

/**
 * The run folders of a results folder and what each says about its run: its run.json ({@link RunFile#REPORT},
 * written when the run starts, RUNNING, and replaced when it ends) and process.json ({@link RunFile#PROCESS}, the
 * process that ran it).
 */
public final class RunFolders {

    /**
     * The file that marks a published bundle (pairs publish): a bundle holds a run.json too, and is not a run
     * folder.
     */
    public static final String BUNDLE_FILE = "bundle.json";
    /**
     * The largest run id a run.json may carry: the largest integer every JSON reader keeps exact (2^53 - 1). The
     * database numbers a new run above every id its folders carry, so a larger one (up to 2^63 - 1, where the
     * next id does not exist) would stop every later run.
     */
    public static final long MAX_RUN_ID = (1L << 53) - 1;
    /**
     * The disk space a run holds back in its results folder from its start to the end of its drive, under a
     * temporary name ({@code .record-reserve.PID-RANDOM.tmp}), so that a disk the logs fill still takes its record.
     */
    public static final String RESERVE_FILE = "record-reserve";

    private RunFolders() {
    }

    /**
     * The folders directly under {@code resultsDir} that hold a run.json (a file, or anything else by that name,
     * which {@link #report} then refuses in one line), by name; bundles ({@link #isBundle}) are not among them.
     */
    public static List<Path> list(Path resultsDir) {
        return children(resultsDir).stream().filter(d -> !isBundle(d)).toList();
    }

    /** The published bundles ({@link #BUNDLE_FILE}) directly under {@code resultsDir}, by name. */
    public static List<Path> bundles(Path resultsDir) {
        return children(resultsDir).stream().filter(RunFolders::isBundle).toList();
    }

    /** Whether {@code folder} is a published bundle (it holds {@link #BUNDLE_FILE}) rather than a run folder. */
    public static boolean isBundle(Path folder) {
        return Files.exists(folder.resolve(BUNDLE_FILE), LinkOption.NOFOLLOW_LINKS);
    }

    private static List<Path> children(Path resultsDir) {
        if (!Files.isDirectory(resultsDir)) {
            return List.of();
        }
        try (Stream<Path> children = Files.list(resultsDir)) {
            return children.filter(d -> Files.isDirectory(d)
                    && Files.exists(RunFile.REPORT.in(d), LinkOption.NOFOLLOW_LINKS)).sorted().toList();
        } catch (IOException e) {
            throw InvalidInputException.in(resultsDir, "cannot list the run folders: " + InvalidInputException.reason(e));
        }
    }

    /** The run.json of {@code folder}; a file that does not read as one is one line naming it. */
    public static RunReport report(Path folder) {
        return read(RunFile.REPORT.in(folder));
    }

    /** The drive.json of {@code folder}, if it has one (a run that was killed while validating). */
    public static java.util.Optional<RunReport> driven(Path folder) {
        Path file = RunFile.DRIVEN.in(folder);
        return Files.isRegularFile(file) ? java.util.Optional.of(read(file)) : java.util.Optional.empty();
    }

    private static RunReport read(Path file) {
        RunReport report;
        try {
            if (Files.isDirectory(file)) {
                throw InvalidInputException.in(file, "is a folder, not a run report");
            }
            report = Json.mapper().readValue(Files.readString(file), RunReport.class);
        } catch (IOException e) {
            throw InvalidInputException.in(file, "not a readable run report: " + RunStore.firstLine(e));
        }
        if (report.runId() < 0 || report.runId() > MAX_RUN_ID) {
            throw InvalidInputException.in(file, "runId " + report.runId() + " is out of range: run ids are 1 to "
                    + MAX_RUN_ID + " (0 before the run database gave one)");
        }
        return report;
    }

    /** The process that ran the run of {@code folder}, or null when the folder does not say (older kits). */
    public static RunProcess process(Path folder) {
        Path file = RunFile.PROCESS.in(folder);
        if (!Files.isRegularFile(file)) {
            return null;
        }
        try {
            return Json.mapper().readValue(Files.readString(file), RunProcess.class);
        } catch (IOException e) {
            throw InvalidInputException.in(file, "not a readable process record: " + RunStore.firstLine(e));
        }
    }

    /** The run ids the readable run.json files under {@code resultsDir} carry, ascending. */
    public static SortedSet<Long> runIds(Path resultsDir) {
        SortedSet<Long> ids = new TreeSet<>();
        for (Path folder : list(resultsDir)) {
            try {
                long id = report(folder).runId();
                if (id > 0) {
                    ids.add(id);
                }
            } catch (InvalidInputException unreadable) {
                // its id is unknown; `pairs runs import` names the file
            }
        }
        return ids;
    }
}
