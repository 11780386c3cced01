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
     * The run's file recorded under {@code key} (e.g. "latencyHlog"): the recorded file name in the run folder
     * {@link #folder} finds, or {@code fallbackName} there when the run recorded none; empty if the folder or the
     * file is not there, or nothing is recorded and there is no fallback.
     */
    public static Optional<Path> file(RunReport r, Path resultsDir, String key, String fallbackName) {
        String name = fileName(r, key, fallbackName);
        return name == null ? Optional.empty()
                : folder(r, resultsDir).map(f -> f.resolve(name)).filter(Files::isRegularFile);
    }

    /** The file name recorded under {@code key} (its path's last part), else {@code fallbackName}. */
    public static String fileName(RunReport r, String key, String fallbackName) {
        String recorded = r.files() == null ? null : r.files().get(key);
        return recorded == null ? fallbackName : Path.of(recorded).getFileName().toString();
    }
}
