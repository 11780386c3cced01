package org.pairsbench.harness.record;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Finds a stored run's folder and files. A run records them as paths seen from the working directory of
 * {@code pairs run} ({@code results/run-.../latency.hlog}), and its folder always lies directly in its results
 * folder: so they are looked for by name under the results folder the run was read from first (a copied or
 * moved results folder is read from itself, even while the original still exists), and at the recorded path
 * only when that folder is not there.
 */
public final class RunFiles {

    private RunFiles() {
    }

    /** The run folder under {@code resultsDir} by its name, else as recorded; empty if neither exists. */
    public static Optional<Path> folder(RunReport r, Path resultsDir) {
        String recorded = recorded(r, RunFile.FOLDER_KEY);
        if (recorded == null) {
            return Optional.empty();
        }
        Path as = Path.of(recorded);
        Path here = resultsDir.resolve(as.getFileName());
        if (Files.isDirectory(here)) {
            return Optional.of(here);
        }
        return Files.isDirectory(as) ? Optional.of(as) : Optional.empty();
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
