package org.pairsbench.core.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.pairsbench.api.InvalidInputException;

/**
 * The files of a folder tree: listed and named the same way on every system (for listings that are hashed or
 * compared), and removed as a whole (for the kit's temporary folders).
 */
public final class FolderFiles {

    private FolderFiles() {
    }

    /** Every regular file under {@code dir}, as a '/'-separated path relative to it, sorted. */
    public static List<String> relativePaths(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.filter(Files::isRegularFile)
                    .map(p -> dir.relativize(p).toString().replace(dir.getFileSystem().getSeparator(), "/"))
                    .sorted().toList();
        } catch (IOException e) {
            throw InvalidInputException.in(dir, "cannot list: " + InvalidInputException.reason(e));
        }
    }

    /** Deletes {@code dir} and everything under it, deepest first; a missing {@code dir} is an error of the walk. */
    public static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
