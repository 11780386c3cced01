package org.pairsbench.harness.record;

import java.io.IOException;
import java.nio.file.Files;
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

    private RunFolders() {
    }

    /** The folders directly under {@code resultsDir} that hold a run.json, by name. */
    public static List<Path> list(Path resultsDir) {
        if (!Files.isDirectory(resultsDir)) {
            return List.of();
        }
        try (Stream<Path> children = Files.list(resultsDir)) {
            return children.filter(d -> Files.isRegularFile(RunFile.REPORT.in(d))).sorted().toList();
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
        try {
            return Json.mapper().readValue(Files.readString(file), RunReport.class);
        } catch (IOException e) {
            throw InvalidInputException.in(file, "not a readable run report: " + RunStore.firstLine(e));
        }
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
