package org.pairsbench.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * An engine server of this build ({@code pairs engine-server --engine NAME --kafka-bootstrap ...}) in a JVM of its
 * own, for the Kafka transport's tests, with its stderr lines at hand as they come.
 */
final class EngineServerProcess implements AutoCloseable {

    private final Process process;
    private final LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();

    private EngineServerProcess(Process process) {
        this.process = process;
        Thread reader = new Thread(() -> {
            try (BufferedReader err = new BufferedReader(new InputStreamReader(process.getErrorStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = err.readLine(); line != null; line = err.readLine()) {
                    lines.add(line);
                }
            } catch (java.io.IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts a server of {@code engine} on the broker and returns once it waits for streams. */
    static EngineServerProcess start(String engine, String bootstrap, String... more) throws Exception {
        String command = "exec " + CliRun.pairsCommand() + " engine-server --engine " + engine + " --kafka-bootstrap "
                + bootstrap + (more.length == 0 ? "" : " " + String.join(" ", more));
        EngineServerProcess server = new EngineServerProcess(new ProcessBuilder("/bin/sh", "-c", command).start());
        server.awaitLine("pairs serve: engine '" + engine + "' waiting for streams on Kafka " + bootstrap);
        return server;
    }

    /**
     * Another {@code pairs} command in a JVM of its own with its stderr lines at hand, such as a driver process
     * ({@code pairs drive}); {@code args} are shell words, quoted as needed.
     */
    static EngineServerProcess pairs(String args) throws Exception {
        return new EngineServerProcess(new ProcessBuilder("/bin/sh", "-c", "exec " + CliRun.pairsCommand() + " "
                + args).start());
    }

    /** Waits for a stderr line starting with {@code start} and returns it; fails if the server ends first. */
    String awaitLine(String start) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        StringBuilder seen = new StringBuilder();
        while (System.nanoTime() < deadline) {
            String line = lines.poll(200, TimeUnit.MILLISECONDS);
            if (line != null) {
                seen.append(line).append('\n');
                if (line.startsWith(start)) {
                    return line;
                }
            } else if (!process.isAlive() && lines.isEmpty()) {
                break;
            }
        }
        throw new AssertionError("the engine server wrote no line starting '" + start + "'; it wrote:\n" + seen);
    }

    Process process() {
        return process;
    }

    /** Its exit code, once it ended by itself. */
    int awaitExit() throws Exception {
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            throw new AssertionError("the engine server did not end");
        }
        return process.exitValue();
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }

    /** Runs {@code pairs} in this JVM on another thread, so the test can act while it runs. */
    static CompletableFuture<CliRun> runAsync(String... args) {
        return CompletableFuture.supplyAsync(() -> CliRun.of(args));
    }

    /** The run.json the console summary names. */
    static JsonNode runJson(CliRun run) throws Exception {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("report +(\\S+run\\.json)").matcher(run.out());
        if (!m.find()) {
            throw new AssertionError("no report named:\n" + run.out() + run.err());
        }
        return new ObjectMapper().readTree(Path.of(m.group(1)).toFile());
    }
}
