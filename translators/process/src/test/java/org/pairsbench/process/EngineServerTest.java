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
    static final class ArithmeticEngine implements Engine {
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
}
