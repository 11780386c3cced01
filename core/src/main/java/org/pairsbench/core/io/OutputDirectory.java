package org.pairsbench.core.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.pairsbench.api.InvalidInputException;

/** Creating a tool's output directory, with the one-line errors every tool gives. */
public final class OutputDirectory {

    private OutputDirectory() {
    }

    /**
     * Refuses, before any work, a folder to be written that is something else already: a regular file given where
     * a folder is expected is {@code "DIR: is a file, not a folder"}. A missing folder passes (it is made later).
     */
    public static Path requireFolderOrNothing(Path dir) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw InvalidInputException.in(dir, "is a file, not a folder");
        }
        return dir;
    }

    /** Creates {@code dir} and its parents if missing; anything in the way is an {@link InvalidInputException}. */
    public static Path create(Path dir) {
        try {
            return Files.createDirectories(dir);
        } catch (FileAlreadyExistsException e) {
            throw InvalidInputException.in(dir, "exists and is not a directory");
        } catch (AccessDeniedException e) {
            throw InvalidInputException.in(dir, "cannot create the output directory: permission denied");
        } catch (FileSystemException e) {
            throw InvalidInputException.in(dir, "cannot create the output directory: "
                    + (e.getReason() == null ? e.getClass().getSimpleName() : e.getReason()));
        } catch (IOException e) {
            throw InvalidInputException.in(dir, "cannot create the output directory: " + e.getMessage());
        }
    }
}
