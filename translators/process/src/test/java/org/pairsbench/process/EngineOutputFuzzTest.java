package org.pairsbench.process;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.OutputStream;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;

/**
 * Fuzz target: any bytes as an engine's output, read by the kit's {@link AnswerReader} after the kit has sent
 * End (so a Done record is in order). Whatever the bytes, the reader ends with the answers it read and at most
 * one failure: one line, and for a malformed record one that names the line of the engine's output. A parsing
 * exception would surface as "could not take answer" (the listener here never throws): a finding.
 */
class EngineOutputFuzzTest {

    private static final String ENGINE = "engine 'process': ";

    @FuzzTest(maxDuration = "2s")
    void engineOutput(byte[] bytes) {
        InputStream input = new ByteArrayInputStream(bytes);
        Connection connection = new Connection() {
            @Override
            public InputStream input() {
                return input;
            }

            @Override
            public OutputStream output() {
                return OutputStream.nullOutputStream();
            }

            @Override
            public String lostReason(String when) {
                return "its output ended " + when;
            }

            @Override
            public void abort() {
            }

            @Override
            public void close(long millis) {
            }
        };
        EngineState state = new EngineState();
        AnswerReader reader = new AnswerReader(connection, new AnswerListener() {
            @Override
            public void onIndicator(Indicator indicator) {
            }

            @Override
            public void onOrder(MarketOrder order) {
            }
        }, state, ENGINE);
        reader.endSent();
        reader.run();
        String failure = state.failure();
        if (failure == null) {
            assertTrue(state.isDone(), "an output that ends without failure ended with Done");
            return;
        }
        assertTrue(failure.startsWith(ENGINE), failure);
        assertFalse(failure.indexOf('\n') >= 0 || failure.indexOf('\r') >= 0, () -> "a failure of several lines: "
                + failure);
        assertFalse(failure.startsWith(ENGINE + "the kit could not take answer"), () -> "a parser threw: " + failure);
        // An Error record may quote any text, "malformed record" included: only the kit's own verdict is checked.
        if (!failure.startsWith(ENGINE + "the engine reported an error: ") && failure.contains("malformed record")) {
            assertTrue(failure.startsWith(ENGINE + "malformed record on line ")
                    && failure.contains(" of the engine's output: "), failure);
        }
    }
}
