package org.pairsbench.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FolderFilesTest {

    @TempDir
    Path dir;

    @Test
    void relativePathsListsEveryFileSlashSeparatedAndSorted() throws IOException {
        Files.createDirectories(dir.resolve("b/c"));
        Files.writeString(dir.resolve("b/c/z.txt"), "z");
        Files.writeString(dir.resolve("a.txt"), "a");
        assertEquals(List.of("a.txt", "b/c/z.txt"), FolderFiles.relativePaths(dir));
    }

    @Test
    void deleteTreeRemovesTheFolderWithEverythingUnderItAndNothingBeside() throws IOException {
        Path tree = dir.resolve("tree");
        Files.createDirectories(tree.resolve("x/y"));
        Files.writeString(tree.resolve("x/y/file"), "1");
        Files.writeString(tree.resolve("top"), "2");
        Files.writeString(dir.resolve("beside"), "3");

        FolderFiles.deleteTree(tree);

        assertFalse(Files.exists(tree));
        assertTrue(Files.exists(dir.resolve("beside")));
    }
}
