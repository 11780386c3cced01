package org.pairsbench.cli;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.UnknownHostException;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.process.EngineServer;
import org.pairsbench.process.KafkaStreamSource;
import org.pairsbench.process.ListeningEngineServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Puts one of the kit's engines behind the Pairs engine protocol (spec/engine-protocol.md), so another kit, or
 * engine "process" in this one, drives it in another JVM: on stdin/stdout (one stream), on TCP connections or on
 * the streams of a Kafka broker (one after another, each with a fresh engine).
 */
@Command(name = "serve", aliases = "engine-server", mixinStandardHelpOptions = true,
        description = {"Runs an engine behind the Pairs engine protocol (spec/engine-protocol.md): on stdin/stdout, "
                + "on TCP connections with --port, or on the streams kits announce on a Kafka broker with --kafka. Also "
                + "called engine-server (with --kafka-bootstrap for --kafka), its name in distributed set-ups.",
            "Exit 0 after a whole stream (End, Done), 1 if the engine failed or the peer left early, 2 for bad input; "
                + "serving several streams, the last one's."})
final class ServeCommand implements Callable<Integer> {

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    EngineSelection engineSelection;

    @Option(names = "--port", paramLabel = "P", description = "listen on this TCP port (0: any free port, printed on "
            + "stderr) instead of speaking on stdin/stdout: one connection after another, each a stream with a new "
            + "engine, until --streams are served or the server is stopped")
    Integer port;

    @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = "127.0.0.1", description = "with --port: the "
            + "address to listen on (default ${DEFAULT-VALUE}, this machine only; 0.0.0.0 for every interface, so "
            + "that a kit on another machine connects)")
    String bind;

    @Option(names = {"--kafka", "--kafka-bootstrap"}, paramLabel = "HOST:PORT", description = "serve the streams kits announce on this Kafka "
            + "broker (engine 'process' with --engine-opt kafka=HOST:PORT), one after the other, each with a new "
            + "engine, until --streams are served or the server is stopped; a stream announced for another engine, "
            + "or other engine options (pairs run --transport kafka), is refused with an Error record")
    String kafka;

    @Option(names = "--streams", paramLabel = "N", description = "with --port or --kafka: serve N streams, then exit; "
            + "default: serve until stopped")
    Integer streams;

    @Override
    public Integer call() throws Exception {
        EngineSelection.Chosen chosen = engineSelection.choose(Optional.empty(), null);
        if (port != null && (port < 0 || port > 65535)) {
            throw new InvalidInputException("--port must be in 0..65535, not " + port);
        }
        if (port == null && spec.commandLine().getParseResult().hasMatchedOption("--bind")) {
            throw new InvalidInputException("--bind is the address --port listens on: give --port too");
        }
        if (kafka != null && port != null) {
            throw new InvalidInputException("give --port or --kafka, not both");
        }
        if (streams != null && (kafka == null && port == null || streams < 1)) {
            throw new InvalidInputException(kafka == null && port == null
                    ? "--streams needs --port or --kafka (stdin carries one stream)" : "--streams must be at least 1");
        }
        String name = chosen.engine().name();
        if (kafka != null) {
            return serveKafka(chosen, name);
        }
        PrintStream stdout = System.out;
        // The protocol owns stdout: whatever else would print there (an engine's banner, a library's log line)
        // goes to stderr instead of corrupting a record.
        OutputStream protocolOut = new FileOutputStream(FileDescriptor.out);
        System.setOut(System.err);
        try {
            if (port != null) {
                try (ServerSocket listening = listen(bind, port)) {
                    System.err.println("pairs serve: engine '" + name + "' listening on port " + listening.getLocalPort()
                            + " of " + listening.getInetAddress().getHostAddress());
                    return new ListeningEngineServer(listening, name, () -> chosen.engine().create(chosen.options()),
                            System.err).serve(streams);
                }
            }
            try (Engine engine = chosen.engine().create(chosen.options())) {
                return new EngineServer(engine, name, System.err).serve(new FileInputStream(FileDescriptor.in),
                        protocolOut);
            }
        } finally {
            System.setOut(stdout);
        }
    }

    /** Listens on {@code port} of {@code address}; a port another process holds is bad input, said in one line. */
    private static ServerSocket listen(String address, int port) throws IOException {
        InetAddress at;
        try {
            at = InetAddress.getByName(address);
        } catch (UnknownHostException e) {
            throw new InvalidInputException("--bind " + address + ": not an address of this machine: "
                    + e.getMessage());
        }
        try {
            return new ServerSocket(port, 50, at);
        } catch (BindException e) {
            throw new InvalidInputException("--port " + port + " of " + address + ": cannot listen on it: "
                    + e.getMessage());
        }
    }

    /** Serves announced streams one by one; the exit code is the last stream's. */
    private int serveKafka(EngineSelection.Chosen chosen, String name) throws Exception {
        KafkaStreamSource opened;
        try {
            opened = KafkaStreamSource.open(kafka, 10_000);
        } catch (IOException e) {
            System.err.println("pairs serve: Kafka " + kafka + ": " + e.getMessage());
            return EngineServer.EXIT_FAILED;
        }
        try (KafkaStreamSource source = opened) {
            System.err.println("pairs serve: engine '" + name + "' waiting for streams on Kafka " + kafka);
            int exit = EngineServer.EXIT_OK;
            for (int served = 0; streams == null || served < streams; served++) {
                try (KafkaStreamSource.Stream stream = source.next(System.err)) {
                    // A stream for another engine, or other options, is refused before an engine is made: its
                    // run would record answers under a name and options that did not produce them.
                    String refusal = stream.announcement().refusal(name, chosen.options().asMap());
                    if (refusal != null) {
                        String reason = "the engine server refused stream " + stream.id() + ": " + refusal;
                        System.err.println("pairs serve: " + reason);
                        EngineServer.refuse(stream.output(), reason);
                        exit = EngineServer.EXIT_FAILED;
                        continue;
                    }
                    try (Engine engine = chosen.engine().create(chosen.options())) {
                        System.err.println("pairs serve: serving stream " + stream.id());
                        exit = new EngineServer(engine, name, System.err).serve(stream);
                        System.err.println("pairs serve: stream " + stream.id() + " ended with exit code " + exit);
                    }
                }
            }
            return exit;
        }
    }
}
