package org.pairsbench.cli;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real Flink session cluster for a test (a JobManager and TaskManagers, each a JVM), started and stopped with the
 * kit's scripts/flink-cluster.sh on free ports.
 */
final class FlinkCluster implements AutoCloseable {

    private static final Path SCRIPT = Path.of("../scripts/flink-cluster.sh");

    private final Path folder;
    private final String address;

    private FlinkCluster(Path folder, int port) {
        this.folder = folder;
        this.address = "127.0.0.1:" + port;
    }

    /** Starts a cluster of {@code taskManagers} TaskManagers with {@code slots} slots each, its files in folder. */
    static FlinkCluster start(Path folder, int taskManagers, int slots) throws Exception {
        int port = freePortPair();
        FlinkCluster cluster = new FlinkCluster(folder, port);
        String out = script(folder, "start", "--port", Integer.toString(port), "--taskmanagers",
                Integer.toString(taskManagers), "--slots", Integer.toString(slots)).out();
        if (!out.startsWith("flink-cluster.sh: cluster running at " + cluster.address)) {
            script(folder, "stop");
            throw new IllegalStateException("flink-cluster.sh start: " + out);
        }
        return cluster;
    }

    /** What one call of the script printed (stdout and stderr) and its exit code. */
    record Outcome(int exitCode, String out) {
    }

    /** Runs scripts/flink-cluster.sh COMMAND --dir folder OPTIONS. */
    static Outcome script(Path folder, String command, String... options) throws Exception {
        List<String> args = new ArrayList<>(List.of("bash", SCRIPT.toString(), command, "--dir", folder.toString()));
        args.addAll(List.of(options));
        Process process = new ProcessBuilder(args).redirectErrorStream(true).start();
        process.getOutputStream().close();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(180, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("flink-cluster.sh " + command + " did not end within 180 s");
        }
        return new Outcome(process.exitValue(), out);
    }

    Path folder() {
        return folder;
    }

    /** The REST address, HOST:PORT, as option cluster takes it. */
    String address() {
        return address;
    }

    /** The pid of TaskManager {@code n} (1-based), from the script's pid file. */
    long taskManagerPid(int n) throws IOException {
        return Long.parseLong(Files.readString(folder.resolve("taskmanager-" + n + ".pid")).strip());
    }

    @Override
    public void close() throws Exception {
        script(folder, "stop");
    }

    /** A free port whose successor (the JobManager's RPC port) is free too. */
    private static int freePortPair() throws IOException {
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
