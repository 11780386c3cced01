package org.pairsbench.fincos;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
        Result result = run(folder.toString());
        assertRefused(result, "fincos-build.sh: expected 2 arguments, got 1; usage: scripts/fincos-build.sh "
                + "FINCOS_SRC FINCOS_DIR");
    }

    @Test
    void aSourceFolderWithoutFincosDaemonIsNamedAndNothingIsBuilt() throws Exception {
        Path src = Files.createDirectories(folder.resolve("src/pt/uc/dei/fincos/driver"));
        Files.writeString(src.resolve("Driver.java"), "package pt.uc.dei.fincos.driver;");
        Result result = run(folder.resolve("src").toString(), folder.resolve("out").toString());
        assertRefused(result, "fincos-build.sh: " + folder.resolve("src") + ": no "
                + "pt/uc/dei/fincos/controller/DaemonServer.java (expected FINCoS's source tree)");
        assertFalse(Files.exists(folder.resolve("out")));
    }

    private static void assertRefused(Result result, String line) {
        assertEquals(2, result.exit(), result.err());
        assertEquals(line + "\n", result.err());
        assertEquals("", result.out());
    }

    private record Result(int exit, String out, String err) {
    }

    private static Result run(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("bash", SCRIPT.toString()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).start();
        process.getOutputStream().close();
        byte[] out = process.getInputStream().readAllBytes();
        byte[] err = process.getErrorStream().readAllBytes();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("fincos-build.sh " + String.join(" ", args) + " did not end within 60 s");
        }
        return new Result(process.exitValue(), new String(out, StandardCharsets.UTF_8),
                new String(err, StandardCharsets.UTF_8));
    }
}
