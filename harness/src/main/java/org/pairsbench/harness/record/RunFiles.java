package org.pairsbench.harness.record;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Finds a stored run's folder and files. A run records them as paths seen from the working directory of
 * {@code pairs run} ({@code results/run-.../latency.hlog}); read from another directory, or after the results
 * folder moved, they are found by name under the results folder the run was read from.
 */
public final class RunFiles {

    private RunFiles() {
    }

    /** The run folder as recorded, or under {@code resultsDir} by its name; empty if neither exists. */
    public static Optional<Path> folder(RunReport r, Path resultsDir) {
        String recorded = r.files() == null ? null : r.files().get("folder");
        if (recorded == null) {
            return Optional.empty();
        }
        Path as = Path.of(recorded);
        if (Files.isDirectory(as)) {
            return Optional.of(as);
        }
        Path moved = resultsDir.resolve(as.getFileName());
        return Files.isDirectory(moved) ? Optional.of(moved) : Optional.empty();
    }

    /**
     * The file recorded under {@code key} (e.g. "latencyHlog"), as recorded or, failing that, in the folder of
     * the same name under {@code resultsDir}; empty if the run recorded none or it exists in neither place.
     */
    public static Optional<Path> file(RunReport r, Path resultsDir, String key) {
        String recorded = r.files() == null ? null : r.files().get(key);
        if (recorded == null) {
            return Optional.empty();
        }
        Path as = Path.of(recorded);
        if (Files.isRegularFile(as)) {
            return Optional.of(as);
        }
        Path folder = as.getParent() == null ? null : as.getParent().getFileName();
        if (folder == null) {
            return Optional.empty();
        }
        Path moved = resultsDir.resolve(folder).resolve(as.getFileName());
        return Files.isRegularFile(moved) ? Optional.of(moved) : Optional.empty();
    }
}
