package org.pairsbench.core.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.pairsbench.api.InvalidInputException;

/** The files of a folder tree named the same way on every system: for listings that are hashed or compared. */
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
}
