package org.pairsbench.harness.record;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.json.Json;

/**
 * {@code pairs runs import}: brings the run database in line with the run folders of a results folder, the
 * recovery path for every loss. A run folder's run.json is written when the run starts and replaced when it
 * ends, so each folder says what its run is:
 * <ul>
 *   <li>a run the database lacks (a database moved aside, deleted or from before the run) is added, under the
 *       id its run.json carries when that id is free, else under a new one (and its run.json then says so);</li>
 *   <li>a run the database has as RUNNING while run.json has its end (the database could not take the end) gets
 *       that end;</li>
 *   <li>a run the database has ended while run.json is RUNNING (run.json could not be written at the end) gets
 *       its run.json written from the database;</li>
 *   <li>a RUNNING run whose process is gone (killed) is recorded ABANDONED, in the database and its run.json;
 *       one killed while validating (its folder keeps the drive's report, drive.json, and the whole answer log)
 *       is validated now when a {@link Revalidation} is given, and recorded with its verdict.</li>
 * </ul>
 * A run the database already has ended is left as it is: the database is the record. Per-second series live
 * only in the database, so a run added from its folder has none (its latency.hlog keeps the histograms).
 */
public final class RunImport {

    /** What the import did: one line per folder it changed or could not read, and the counts. */
    public record Result(List<String> lines, List<String> unreadable, int added, int ended, int abandoned,
                         int unchanged) {
    }

    /**
     * Validates the answer log of a run killed while validating, from the drive's report it kept
     * (drive.json, {@link RunFile#DRIVEN}); returns the final report. Throws the one-line InvalidInputException when it
     * cannot (the workload's files are gone, say).
     */
    @FunctionalInterface
    public interface Revalidation {
        RunReport validate(Path folder, RunReport driven);
    }

    private RunImport() {
    }

    /** Imports without validating anything: a run killed while validating is recorded ABANDONED. */
    public static Result run(Path resultsDir) throws SQLException {
        return run(resultsDir, null);
    }

    public static Result run(Path resultsDir, Revalidation revalidation) throws SQLException {
        if (!Files.isDirectory(resultsDir)) {
            throw InvalidInputException.in(resultsDir, Files.exists(resultsDir) ? "is a file, not a folder"
                    : "no such results folder");
        }
        List<String> lines = new ArrayList<>();
        List<String> unreadable = new ArrayList<>();
        int added = 0;
        int ended = 0;
        int abandoned = 0;
        int unchanged = 0;
        // The space runs killed while driving held back for their records (a live run's stays).
        PendingFile.removeStale(resultsDir, name -> name.equals(RunFolders.RESERVE_FILE))
                .forEach(stale -> lines.add(stale.file().getFileName() + ": removed, the disk space a killed run held "
                        + "back for its record"));
        try (RunStore store = RunStore.open(resultsDir)) {
            for (Path bundle : RunFolders.bundles(resultsDir)) {
                lines.add(bundle.getFileName() + ": a published bundle (" + RunFolders.BUNDLE_FILE + "), not a run "
                        + "folder: not imported");
            }
            for (Path folder : RunFolders.list(resultsDir)) {
                RunReport report;
                RunProcess process;
                try {
                    report = RunFolders.report(folder);
                    process = RunFolders.process(folder);
                } catch (InvalidInputException e) {
                    unreadable.add(e.getMessage());
                    continue;
                }
                String name = folder.getFileName().toString();
                Optional<RunStore.StoredStatus> row = report.runId() > 0 ? store.storedStatus(report.runId())
                        : Optional.empty();
                boolean same = row.isPresent() && row.get().startedAt().equals(report.startedAt())
                        && row.get().engine().equals(report.engine());
                if (same && row.get().status() != RunStatus.RUNNING) {
                    if (report.status() == RunStatus.RUNNING) {
                        // The database took the end and run.json could not be written then (a full disk).
                        RunReport stored = store.find(report.runId()).orElseThrow().report();
                        write(folder, stored);
                        ended++;
                        lines.add("run " + report.runId() + " (" + name + "): run.json written from the database, "
                                + stored.status());
                    } else {
                        unchanged++;
                    }
                    continue;
                }
                RunProcess owner = same && row.get().process() != null ? row.get().process() : process;
                boolean running = report.status() == RunStatus.RUNNING;
                if (running && (owner == null || !owner.isGone())) {
                    // Still running (or of another machine): its own process records its end.
                    lines.add("run " + report.runId() + " (" + name + "): still running, left as it is");
                    continue;
                }
                RunReport recorded = report;
                String how = null;
                if (running) {
                    recorded = report.ended(RunStatus.ABANDONED, owner == null
                            ? "abandoned: its process ended without recording an end" : RunStore.abandonment(owner));
                    Optional<RunReport> driven;
                    try {
                        driven = RunFolders.driven(folder);
                    } catch (InvalidInputException e) {
                        // Recording it ABANDONED would be for good, and its answer log may be whole: left for the
                        // user to decide.
                        unreadable.add(e.getMessage() + "; run " + report.runId() + " is left as it is: restore "
                                + RunFile.DRIVEN.fileName() + " to have it validated, or delete it to have the run "
                                + "recorded ABANDONED");
                        continue;
                    }
                    if (driven.isPresent() && revalidation != null) {
                        try {
                            recorded = revalidation.validate(folder, driven.get().withRunId(report.runId()));
                            how = "killed while validating: validated now, " + recorded.status() + ", validation "
                                    + recorded.validation().verdict();
                        } catch (InvalidInputException e) {
                            how = "killed while validating, and cannot be validated now (" + e.getMessage() + ")";
                        }
                    }
                }
                boolean abandonedNow = recorded.status() == RunStatus.ABANDONED;
                if (same) {
                    if (abandonedNow) {
                        store.markAbandoned(report.runId(), recorded);
                        abandoned++;
                        lines.add("run " + report.runId() + " (" + name + "): recorded ABANDONED"
                                + (how == null ? "" : "; " + how));
                    } else {
                        store.end(report.runId(), recorded, null);
                        ended++;
                        lines.add("run " + report.runId() + " (" + name + "): recorded its end, "
                                + (how == null ? recorded.status() : how));
                    }
                    if (recorded != report) {
                        write(folder, recorded);
                    }
                    continue;
                }
                long id = store.insertImported(recorded, owner);
                if (id != report.runId() || recorded != report) {
                    write(folder, recorded.withRunId(id));
                }
                added++;
                lines.add("run " + id + " (" + name + "): added, " + (how == null ? recorded.status() : how)
                        + (id != report.runId() && report.runId() > 0
                                ? " (its id " + report.runId() + " belongs to another run in this database)" : ""));
            }
        }
        return new Result(lines, unreadable, added, ended, abandoned, unchanged);
    }

    /** Rewrites a folder's run.json so it says what the database says; the drive's report is then spent. */
    private static void write(Path folder, RunReport report) {
        String json = Json.write(report);
        PendingFile.write(RunFile.REPORT.in(folder), out -> out.write(json.getBytes(StandardCharsets.UTF_8)));
        if (report.status() != RunStatus.RUNNING) {
            try {
                Files.deleteIfExists(RunFile.DRIVEN.in(folder));
            } catch (java.io.IOException e) {
                // ignored by the next import: run.json is no longer RUNNING
            }
        }
    }
}
