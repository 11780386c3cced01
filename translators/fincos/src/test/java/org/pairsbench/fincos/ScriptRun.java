package org.pairsbench.fincos;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** One run of a kit script under bash, with what it printed; for the scripts' tests. */
record ScriptRun(int exit, String out, String err) {

    static ScriptRun of(Path script, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("bash", script.toString()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).start();
        process.getOutputStream().close();
        byte[] out = process.getInputStream().readAllBytes();
        byte[] err = process.getErrorStream().readAllBytes();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError(script.getFileName() + " " + String.join(" ", args) + " did not end within 60 s");
        }
        return new ScriptRun(process.exitValue(), new String(out, StandardCharsets.UTF_8),
                new String(err, StandardCharsets.UTF_8));
    }

    /** The script refused its input: exit 2, nothing on stdout, exactly {@code line} on stderr. */
    void assertRefused(String line) {
        assertEquals(2, exit, err);
        assertEquals(line + "\n", err);
        assertEquals("", out);
    }
}
