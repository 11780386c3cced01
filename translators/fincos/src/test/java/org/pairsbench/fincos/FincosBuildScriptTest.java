package org.pairsbench.fincos;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/fincos-build.sh refuses, before it fetches or compiles anything, arguments that cannot be FINCoS's
 * source: one line on stderr naming the argument, exit code 2, and no output folder made.
 */
class FincosBuildScriptTest {

    private static final Path SCRIPT = Path.of("../../scripts/fincos-build.sh");

    @TempDir
    Path folder;

    @Test
    void aMissingArgumentIsAUsageError() throws Exception {
        ScriptRun result = ScriptRun.of(SCRIPT, folder.toString());
        result.assertRefused("fincos-build.sh: expected 2 arguments, got 1; usage: scripts/fincos-build.sh "
                + "FINCOS_SRC FINCOS_DIR");
    }

    @Test
    void aSourceFolderWithoutFincosDaemonIsNamedAndNothingIsBuilt() throws Exception {
        Path src = Files.createDirectories(folder.resolve("src/pt/uc/dei/fincos/driver"));
        Files.writeString(src.resolve("Driver.java"), "package pt.uc.dei.fincos.driver;");
        ScriptRun result = ScriptRun.of(SCRIPT, folder.resolve("src").toString(), folder.resolve("out").toString());
        result.assertRefused("fincos-build.sh: " + folder.resolve("src") + ": no "
                + "pt/uc/dei/fincos/controller/DaemonServer.java (expected FINCoS's source tree)");
        assertFalse(Files.exists(folder.resolve("out")));
    }
}
