package org.pairsbench.cli;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** A real Kafka broker for a test, started and stopped with the kit's scripts/kafka.sh on free ports. */
final class KafkaBroker implements AutoCloseable {

    private static final Path SCRIPT = Path.of("../scripts/kafka.sh");

    private final Path folder;
    private final String bootstrap;

    private KafkaBroker(Path folder, int port) {
        this.folder = folder;
        this.bootstrap = "127.0.0.1:" + port;
    }

    /** Starts a broker whose data and log are in {@code folder}. */
    static KafkaBroker start(Path folder) throws Exception {
        KafkaBroker broker = new KafkaBroker(folder, ServiceScript.freePortPair());
        String out = broker.script("start", "--port", broker.bootstrap.substring(broker.bootstrap.indexOf(':') + 1));
        if (!out.startsWith("kafka.sh: broker running at " + broker.bootstrap)) {
            throw new IllegalStateException("kafka.sh start: " + out);
        }
        return broker;
    }

    String bootstrap() {
        return bootstrap;
    }

    /** Kills the broker's JVM at once (SIGKILL), as a crash or a pulled plug would, and waits until it is gone. */
    void kill() throws Exception {
        long pid = Long.parseLong(java.nio.file.Files.readString(folder.resolve("kafka.pid")).strip());
        java.util.Optional<ProcessHandle> broker = ProcessHandle.of(pid);
        if (broker.isPresent()) {
            broker.get().destroyForcibly();
            broker.get().onExit().get(60, TimeUnit.SECONDS);
        }
    }

    @Override
    public void close() throws Exception {
        script("stop");
    }

    private String script(String command, String... options) throws Exception {
        return ServiceScript.run(SCRIPT, folder, 120, command, options).out();
    }
}
