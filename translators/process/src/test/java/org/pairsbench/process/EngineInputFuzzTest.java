package org.pairsbench.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * Fuzz target: any bytes as the kit's side of the engine protocol, read by {@link EngineServer} (what
 * {@code pairs serve} runs) in front of an engine that takes everything. The server must end with its exit code:
 * 0 after a whole stream, 1 when the input stopped before End, 2 for a malformed record, reported as one
 * {@code Error} record (and one log line) that names the line of the kit's input. Anything it throws is a finding.
 */
class EngineInputFuzzTest {

    /** Takes every strategy and tick, answers nothing, never fails: every exit code comes from the input. */
    private static final class QuietEngine implements Engine {
        @Override
        public String description() {
            return "quiet";
        }

        @Override
        public void deploy(List<Strategy> strategies, AnswerListener listener) {
        }

        @Override
        public void send(StockTick tick, long ts) {
        }

        @Override
        public void close() {
        }
    }

    @FuzzTest(maxDuration = "2s")
    void kitInput(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        int code = new EngineServer(new QuietEngine(), "quiet", new PrintStream(log, true, StandardCharsets.UTF_8))
                .serve(new ByteArrayInputStream(bytes), out);
        List<String> records = out.toString(StandardCharsets.UTF_8).lines().toList();
        String logText = log.toString(StandardCharsets.UTF_8);
        assertEquals(Protocol.HELLO_LINE, records.get(0));
        switch (code) {
            case EngineServer.EXIT_OK -> assertTrue(records.get(records.size() - 1).startsWith(Protocol.DONE + ","));
            case EngineServer.EXIT_FAILED -> assertTrue(logText.contains("before End"), logText);
            case EngineServer.EXIT_BAD_INPUT -> {
                String error = records.get(records.size() - 1);
                assertTrue(error.startsWith(Protocol.ERROR + ",malformed record on line "), error);
                assertTrue(error.contains(" of the kit's input: "), error);
                assertFalse(error.indexOf('\r') >= 0, error);
                assertEquals(1, logText.lines().count(), logText);
            }
            default -> throw new AssertionError("exit code " + code);
        }
    }
}
