package org.pairsbench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

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
        int port = ServiceScript.freePortPair();
        FlinkCluster cluster = new FlinkCluster(folder, port);
        String out = script(folder, "start", "--port", Integer.toString(port), "--taskmanagers",
                Integer.toString(taskManagers), "--slots", Integer.toString(slots)).out();
        if (!out.startsWith("flink-cluster.sh: cluster running at " + cluster.address)) {
            script(folder, "stop");
            throw new IllegalStateException("flink-cluster.sh start: " + out);
        }
        return cluster;
    }

    /** Runs scripts/flink-cluster.sh COMMAND --dir folder OPTIONS. */
    static ServiceScript.Outcome script(Path folder, String command, String... options) throws Exception {
        return ServiceScript.run(SCRIPT, folder, 180, command, options);
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

}
