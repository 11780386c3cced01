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
        String recorded = recorded(r, RunFile.FOLDER_KEY);
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
     * The run's {@code file}: the name recorded for it, in the run folder {@link #folder} finds, or its own name
     * there when the run recorded none (older runs); empty if the folder or the file is not there.
     */
    public static Optional<Path> file(RunReport r, Path resultsDir, RunFile file) {
        String name = fileName(r, file);
        return folder(r, resultsDir).map(f -> f.resolve(name)).filter(Files::isRegularFile);
    }

    /** The file name recorded for {@code file} (its path's last part), else its own name. */
    public static String fileName(RunReport r, RunFile file) {
        String recorded = recorded(r, file.key());
        return recorded == null ? file.fileName() : Path.of(recorded).getFileName().toString();
    }

    /** Whether the run recorded a path for {@code file} (one written only when asked for, say). */
    public static boolean isRecorded(RunReport r, RunFile file) {
        return recorded(r, file.key()) != null;
    }

    /** The path run.json's {@code files} records under {@code key}, else null. */
    public static String recorded(RunReport r, String key) {
        return r.files() == null || key == null ? null : r.files().get(key);
    }
}
