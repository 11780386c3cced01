package org.pairsbench.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/** The protocol end to end: the kit's engine "process" and the EngineServer over a real TCP connection. */
@Timeout(60)
class EngineServerTest {

    /**
     * A small real engine: an Indicator for every tick, with doubles whose decimal text is long (a third, a tenth
     * plus a fifth), and a MarketOrder for every third; inputTS carried through.
     */
    static class ArithmeticEngine implements Engine {
        private AnswerListener listener;

        @Override
        public String description() {
            return "arithmetic 1.0";
        }

        @Override
        public void deploy(List<Strategy> strategies, AnswerListener listener) {
            this.listener = listener;
        }

        @Override
        public void send(StockTick tick, long ts) {
            double r = tick.price() / 3.0;
            listener.onIndicator(new Indicator("st_00001", r, 0.1 + 0.2, r * Math.PI, -r, tick.tickTS(), ts));
            if (tick.tickTS() % 3 == 0) {
                listener.onOrder(new MarketOrder("st_00001", OrderType.SELL, tick.symbol(), tick.price(),
                        1L << 40, tick.tickTS(), ts));
            }
        }

        @Override
        public void close() {
        }
    }

    @Test
    void answersCrossTheProtocolBitForBitWithTheirInputTS() throws Exception {
        int ticks = 20_000;
        List<Answer> expected = new ArrayList<>();
        try (Engine local = new ArithmeticEngine()) {
            local.deploy(ShellEngines.STRATEGIES, AnswerListener.of(expected::add));
            ShellEngines.sendThenFinish(local, ticks);
        }
        AtomicInteger exit = new AtomicInteger(-1);
        List<Answer> answers = ShellEngines.answers();
        String description;
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Thread serving = new Thread(() -> {
                try (Socket socket = server.accept(); Engine engine = new ArithmeticEngine()) {
                    exit.set(new EngineServer(engine, "arithmetic", System.err)
                            .serve(socket.getInputStream(), socket.getOutputStream()));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            serving.start();
            ProcessEngineFactory factory = new ProcessEngineFactory();
            try (Engine remote = factory.create(EngineOptions.resolve("process", factory.options(),
                    Map.of("connect", "127.0.0.1:" + server.getLocalPort())))) {
                remote.deploy(ShellEngines.STRATEGIES, ShellEngines.into(answers));
                ShellEngines.sendThenFinish(remote, ticks);
                description = remote.description();
            }
            serving.join(30_000);
        }
        assertEquals(expected, answers);
        assertEquals(0, exit.get(), "the server saw End, wrote Done and then the kit's end of input");
        assertEquals("arithmetic 1.0 (via process)", description);
    }

    @Test
    void malformedKitInputIsAnsweredWithAnErrorRecordAndExitCode2() throws Exception {
        String input = Protocol.HELLO_LINE + "\nStrategy,st_00001,100,AAAAAA\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        int code;
        try (Engine engine = new ArithmeticEngine()) {
            code = new EngineServer(engine, "arithmetic", new PrintStream(log, true, StandardCharsets.UTF_8))
                    .serve(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out);
        }
        assertEquals(EngineServer.EXIT_BAD_INPUT, code);
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(List.of(Protocol.HELLO_LINE, "Error,malformed record on line 2 of the kit's input: a Strategy "
                + "record has 9 fields, got 4: 'Strategy,st_00001,100,AAAAAA'"), lines);
        assertTrue(log.toString(StandardCharsets.UTF_8).contains("malformed record on line 2"), log.toString());
    }

    @Test
    void inputEndingBeforeTheHandshakeIsTheKitGoneExitCode1NotMalformedInput() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        int code;
        try (Engine engine = new ArithmeticEngine()) {
            code = new EngineServer(engine, "arithmetic", new PrintStream(log, true, StandardCharsets.UTF_8))
                    .serve(new ByteArrayInputStream(new byte[0]), out);
        }
        assertEquals(EngineServer.EXIT_FAILED, code);
        assertEquals(List.of(Protocol.HELLO_LINE), out.toString(StandardCharsets.UTF_8).lines().toList(),
                "no Error record: nobody is left to read it");
        assertTrue(log.toString(StandardCharsets.UTF_8).contains("the kit closed the input before End, before the handshake"),
                log.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aConnectionSilentPastTheHandshakeLimitFailsItsReadAndOneThatSpokeWaitsAsLongAsItTakes() throws Exception {
        try (ServerSocket listening = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
             Socket silent = new Socket(InetAddress.getLoopbackAddress(), listening.getLocalPort());
             Socket accepted = listening.accept()) {
            java.io.InputStream in = ListeningEngineServer.heardWithin(accepted, 200);
            java.net.SocketTimeoutException e = org.junit.jupiter.api.Assertions.assertThrows(
                    java.net.SocketTimeoutException.class, in::read);
            assertEquals("nothing came within 200 ms of connecting (no handshake)", e.getMessage());
        }
        try (ServerSocket listening = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
             Socket speaking = new Socket(InetAddress.getLoopbackAddress(), listening.getLocalPort());
             Socket accepted = listening.accept()) {
            java.io.InputStream in = ListeningEngineServer.heardWithin(accepted, 200);
            speaking.getOutputStream().write('P');
            assertEquals('P', in.read());
            Thread.sleep(400); // twice the limit, after the first byte
            speaking.getOutputStream().write('a');
            assertEquals('a', in.read());
            assertEquals(0, accepted.getSoTimeout(), "no limit once the kit spoke");
        }
    }

    @Test
    void aTickWithANegativePriceIsMalformedInputNotPassedToTheEngine() throws Exception {
        // The same rules as a tick file's (spec 3.1): an engine server must not feed an engine impossible ticks.
        String input = Protocol.HELLO_LINE + "\nStrategy,st_00001,100,AAAAAA,BBBBBB,60,2,1.0,0.5\nDeploy,1\n"
                + "Tick,AAAAAA,-5,100,1000,77\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code;
        try (Engine engine = new ArithmeticEngine()) {
            code = new EngineServer(engine, "arithmetic", new PrintStream(new ByteArrayOutputStream(), true,
                    StandardCharsets.UTF_8)).serve(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out);
        }
        assertEquals(EngineServer.EXIT_BAD_INPUT, code);
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals("Error,malformed record on line 4 of the kit's input: price must be a positive 32-bit integer "
                + "(cents), got -5: 'Tick,AAAAAA,-5,100,1000,77'", lines.get(lines.size() - 1), String.valueOf(lines));
    }

    @Test
    void symbolWithACommaCannotBeSent() throws Exception {
        byte[] buf = new byte[200];
        StockTick tick = new StockTick("AB,CD", 1, 1, 1);
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> TickEncoder.encode(tick, 1, buf, 0));
        assertTrue(e.getMessage().contains("symbol 'AB,CD' contains a comma"), e.getMessage());
    }

    private static Engine connectedTo(int port, String... options) {
        Map<String, String> given = new java.util.HashMap<>(Map.of("connect", "127.0.0.1:" + port));
        for (int i = 0; i < options.length; i += 2) {
            given.put(options[i], options[i + 1]);
        }
        ProcessEngineFactory factory = new ProcessEngineFactory();
        return factory.create(EngineOptions.resolve("process", factory.options(), given));
    }

    /** Serves {@code streams} connections of {@code server} on a thread; its exit code lands in {@code exit}. */
    private static Thread serving(ListeningEngineServer server, int streams, AtomicInteger exit) {
        Thread thread = new Thread(() -> {
            try {
                exit.set(server.serve(streams));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        thread.start();
        return thread;
    }

    @Test
    void aListeningServerServesOneConnectionAfterAnotherEachWithAFreshEngine() throws Exception {
        AtomicInteger made = new AtomicInteger();
        AtomicInteger exit = new AtomicInteger(-1);
        try (ServerSocket listening = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            ListeningEngineServer server = new ListeningEngineServer(listening, "arithmetic", () -> {
                made.incrementAndGet();
                return new ArithmeticEngine();
            }, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
            Thread thread = serving(server, 2, exit);
            for (int stream = 0; stream < 2; stream++) {
                List<Answer> answers = ShellEngines.answers();
                try (Engine remote = connectedTo(listening.getLocalPort())) {
                    remote.deploy(ShellEngines.STRATEGIES, ShellEngines.into(answers));
                    ShellEngines.sendThenFinish(remote, 30);
                }
                // An Indicator for each of the 30 ticks, a MarketOrder for each tickTS divisible by 3 (0, 30, ...).
                assertEquals(30 + 10, answers.size(), "stream " + stream);
            }
            thread.join(30_000);
        }
        assertEquals(2, made.get(), "a fresh engine per connection");
        assertEquals(0, exit.get());
    }

    @Test
    void anEngineFailureReachesTheKitAsItsErrorRecordWhileTheKitStillSends() throws Exception {
        // The engine fails on the first tick while the kit sends on flat out: the kit's failure is the engine's Error
        // record, not a lost connection (the server ends its output, then reads the kit's input to its end).
        AtomicInteger exit = new AtomicInteger(-1);
        try (ServerSocket listening = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            ListeningEngineServer server = new ListeningEngineServer(listening, "failing", () -> new ArithmeticEngine() {
                @Override
                public void send(StockTick tick, long ts) {
                    throw new IllegalStateException("no licence");
                }
            }, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
            Thread thread = serving(server, 1, exit);
            Exception e;
            try (Engine remote = connectedTo(listening.getLocalPort())) {
                remote.deploy(ShellEngines.STRATEGIES, ShellEngines.into(ShellEngines.answers()));
                e = org.junit.jupiter.api.Assertions.assertThrows(ProcessEngineException.class,
                        () -> ShellEngines.sendThenFinish(remote, 10_000_000));
            }
            thread.join(30_000);
            assertEquals("engine 'process': the engine reported an error: engine 'failing' threw in send() of tick #1: "
                    + "java.lang.IllegalStateException: no licence", e.getMessage());
        }
        assertEquals(EngineServer.EXIT_FAILED, exit.get());
    }

    @Test
    void anEngineThatStartsListeningLateIsReachedWithinConnectTimeout() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        java.util.concurrent.CountDownLatch connecting = new java.util.concurrent.CountDownLatch(1);
        AtomicInteger exit = new AtomicInteger(-1);
        // The engine binds its port only a while after the kit has begun to connect (an engine still starting):
        // the kit's first tries are refused, and it tries again until connectTimeout.
        Thread late = new Thread(() -> {
            try {
                connecting.await();
                Thread.sleep(5 * SocketConnection.RETRY_MILLIS);
                try (ServerSocket listening = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
                    exit.set(new ListeningEngineServer(listening, "arithmetic", ArithmeticEngine::new,
                            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)).serve(1));
                }
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        late.start();
        String description;
        try (Engine remote = connectedTo(port, "connectTimeout", "30")) {
            connecting.countDown();
            remote.deploy(ShellEngines.STRATEGIES, ShellEngines.into(ShellEngines.answers()));
            ShellEngines.sendThenFinish(remote, 3);
            description = remote.description();
        }
        late.join(30_000);
        assertEquals("arithmetic 1.0 (via process)", description);
        assertEquals(0, exit.get());
    }
}
