package org.pairsbench.cli;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The kit's service scripts as the tests call them (scripts/kafka.sh, scripts/flink-cluster.sh: {@code COMMAND
 * --dir FOLDER OPTIONS}), and the free ports they need: one way for every test that starts a real broker or
 * cluster.
 */
final class ServiceScript {

    /** What one call of a script printed (stdout and stderr) and its exit code. */
    record Outcome(int exitCode, String out) {
    }

    private ServiceScript() {
    }

    /** Runs {@code bash script command --dir folder options...}, failing when it does not end within the timeout. */
    static Outcome run(Path script, Path folder, long timeoutSeconds, String command, String... options)
            throws Exception {
        List<String> args = new ArrayList<>(List.of("bash", script.toString(), command, "--dir", folder.toString()));
        args.addAll(List.of(options));
        Process process = new ProcessBuilder(args).redirectErrorStream(true).start();
        process.getOutputStream().close();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException(script.getFileName() + " " + command + " did not end within "
                    + timeoutSeconds + " s");
        }
        return new Outcome(process.exitValue(), out);
    }

    /** A free port whose successor is free too: the scripts take the second (a controller or RPC port) from it. */
    static int freePortPair() throws IOException {
        for (int attempt = 0; attempt < 50; attempt++) {
            int port;
            try (ServerSocket socket = new ServerSocket(0)) {
                port = socket.getLocalPort();
            }
            if (port < 65534) {
                try (ServerSocket next = new ServerSocket(port + 1)) {
                    return port;
                } catch (IOException taken) {
                    // try another pair
                }
            }
        }
        throw new IOException("no two consecutive free ports");
    }
}
