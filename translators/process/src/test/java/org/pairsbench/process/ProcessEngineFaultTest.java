package org.pairsbench.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pairsbench.process.ShellEngines.GREET;
import static org.pairsbench.process.ShellEngines.INDICATOR;
import static org.pairsbench.process.ShellEngines.STRATEGIES;
import static org.pairsbench.process.ShellEngines.answers;
import static org.pairsbench.process.ShellEngines.engine;
import static org.pairsbench.process.ShellEngines.into;
import static org.pairsbench.process.ShellEngines.sendThenFinish;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.Answer;

/**
 * Each way an engine behind the protocol can go wrong ends in one line naming the engine and the fault, thrown
 * by the driver's next call, with the answers read so far delivered. The engines are real sh commands.
 */
@Timeout(60)
class ProcessEngineFaultTest {

    private static void assertOneLine(Exception e, String... fragments) {
        String m = e.toString();
        assertEquals(1, m.lines().count(), m);
        assertTrue(m.startsWith("engine 'process': "), m);
        for (String fragment : fragments) {
            assertTrue(m.contains(fragment), "'" + fragment + "' in: " + m);
        }
    }

    @Test
    void commandThatExitsBeforeReadyFailsDeployWithItsExitCodeAndLastStderrLine() throws Exception {
        try (Engine engine = engine("echo starting >&2; echo 'no licence for this host' >&2; exit 3")) {
            Exception e = assertThrows(ProcessEngineException.class, () -> engine.deploy(STRATEGIES, into(answers())));
            assertOneLine(e, "the command exited with code 3 before its Ready record",
                    "last stderr line: 'no licence for this host'");
        }
    }

    @Test
    void commandThatExitsMidStreamFailsTheNextCallAndItsAnswersAreKept() throws Exception {
        List<Answer> answers = answers();
        try (Engine engine = engine(GREET + "read -r t; read -r t; echo '" + INDICATOR + "'; echo crashed >&2; exit 4")) {
            engine.deploy(STRATEGIES, into(answers));
            Exception e = assertThrows(ProcessEngineException.class, () -> sendThenFinish(engine, 10_000_000));
            assertOneLine(e, "the command exited with code 4 before", "(1 answers read)", "last stderr line: 'crashed'");
        }
        assertEquals(1, answers.size(), "the answer written before the exit is delivered");
    }

    @Test
    void malformedRecordFailsQuotedWithItsLineNumber() throws Exception {
        List<Answer> answers = answers();
        try (Engine engine = engine(GREET + "echo '" + INDICATOR + "'; echo 'Indicator,st_00001,1.0,abc,1.0,1.0,5000,,'; "
                + "cat > /dev/null")) {
            Exception e = assertThrows(ProcessEngineException.class, () -> {
                engine.deploy(STRATEGIES, into(answers));
                sendThenFinish(engine, 10);
            });
            assertOneLine(e, "malformed record on line 4 of the engine's output: avgRatio is not a number: 'abc': "
                    + "'Indicator,st_00001,1.0,abc,1.0,1.0,5000,,'");
        }
        assertEquals(1, answers.size());
    }

    @Test
    void engineThatNeverWritesDoneFailsFinishAtTheFinishTimeout() throws Exception {
        List<Answer> answers = answers();
        try (Engine engine = engine(GREET + "echo '" + INDICATOR + "'; cat > /dev/null", "finishTimeout", "1")) {
            engine.deploy(STRATEGIES, into(answers));
            Exception e = assertThrows(ProcessEngineException.class, () -> sendThenFinish(engine, 10));
            assertOneLine(e, "no Done record within 1 s of End (option finishTimeout)");
        }
        assertEquals(1, answers.size());
    }

    @Test
    void engineThatLeavesItsInputUnreadFailsSendAtTheStallTimeout() throws Exception {
        try (Engine engine = engine(GREET + "sleep 30", "stallTimeout", "1")) {
            engine.deploy(STRATEGIES, into(answers()));
            Exception e = assertThrows(ProcessEngineException.class, () -> sendThenFinish(engine, 10_000_000));
            assertOneLine(e, "the engine read none of its input for 1 s (the kit's buffer is full; option stallTimeout)");
        }
    }

    @Test
    void errorRecordFailsWithTheEnginesOwnMessage() throws Exception {
        try (Engine engine = engine(GREET + "echo 'Error,out of licences, sorry'; cat > /dev/null")) {
            Exception e = assertThrows(ProcessEngineException.class, () -> {
                engine.deploy(STRATEGIES, into(answers()));
                sendThenFinish(engine, 10);
            });
            assertOneLine(e, "the engine reported an error: out of licences, sorry");
        }
    }

    @Test
    void errorRecordHoldingCarriageReturnsFailsInOneLine() throws Exception {
        // Found by EngineOutputFuzzTest: the engine's text was quoted as it was, and the failure took three lines.
        try (Engine engine = engine(GREET + "printf 'Error,out of\\r\\rmemory\\n'; cat > /dev/null")) {
            Exception e = assertThrows(ProcessEngineException.class, () -> {
                engine.deploy(STRATEGIES, into(answers()));
                sendThenFinish(engine, 10);
            });
            assertOneLine(e, "the engine reported an error: out of\\r\\rmemory");
        }
    }

    @Test
    void doneThatCountsOtherAnswersThanArrivedFails() throws Exception {
        try (Engine engine = engine(GREET + "while IFS= read -r l; do case \"$l\" in End*) break;; esac; done; "
                + "echo '" + INDICATOR + "'; echo Done,2")) {
            engine.deploy(STRATEGIES, into(answers()));
            Exception e = assertThrows(ProcessEngineException.class, () -> sendThenFinish(engine, 10));
            assertOneLine(e, "its Done record counts 2 answers, the kit read 1");
        }
    }

    @Test
    void otherProtocolVersionIsRefusedAtDeploy() throws Exception {
        try (Engine engine = engine("echo Pairs-Engine-Protocol,2; cat > /dev/null")) {
            Exception e = assertThrows(ProcessEngineException.class, () -> engine.deploy(STRATEGIES, into(answers())));
            assertOneLine(e, "malformed record on line 1 of the engine's output: the engine speaks protocol version 2;"
                    + " this kit speaks 1");
        }
    }

    @Test
    void lineWithoutEndFailsAtTheLineBoundInsteadOfFillingMemory() throws Exception {
        try (Engine engine = engine(GREET + "head -c 100000000 /dev/zero | tr '\\0' x; cat > /dev/null")) {
            Exception e = assertThrows(ProcessEngineException.class, () -> {
                engine.deploy(STRATEGIES, into(answers()));
                sendThenFinish(engine, 10);
            });
            assertOneLine(e, "malformed record on line 3 of the engine's output: longer than 4096 bytes: 'xxxx");
        }
    }

    @Test
    void aPortNobodyListensOnFailsDeployAfterConnectTimeoutNamingIt() throws Exception {
        int port;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            port = s.getLocalPort();
        }
        ProcessEngineFactory factory = new ProcessEngineFactory();
        try (Engine engine = factory.create(org.pairsbench.api.engine.EngineOptions.resolve("process",
                factory.options(), java.util.Map.of("connect", "127.0.0.1:" + port, "connectTimeout", "1")))) {
            Exception e = assertThrows(ProcessEngineException.class, () -> engine.deploy(STRATEGIES, into(answers())));
            assertOneLine(e, "cannot connect to 127.0.0.1:" + port + ": Connection refused (", " tries in 1 s, option "
                    + "connectTimeout)");
        }
    }

    /** A Linux pipe's 64 KiB and the 8 KiB buffer of a Process's input stream. */
    private static final int PIPE_AND_STREAM_BYTES = (1 << 16) + (1 << 13);

    @Test
    void floodingEngineIsHeldBackByItsOwnPipeWhileTheListenerTakesNoAnswers() throws Exception {
        Path written = Files.createTempFile("pairs-flood", ".count");
        CountDownLatch release = new CountDownLatch(1);
        AnswerListener stuck = AnswerListener.of(a -> {
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        // The count is written to a temporary file and renamed over the counter, so a read never sees the counter
        // truncated and empty (which, twice in a row on a loaded machine, looked like a stopped engine at 0).
        try (Engine engine = engine(GREET + "i=0; while echo '" + INDICATOR + "'; do i=$((i+1)); echo $i > " + written
                + ".tmp; mv -f " + written + ".tmp " + written + "; done")) {
            engine.deploy(STRATEGIES, stuck);
            long now = count(written);
            while (now == 0) {
                // The flood has not started yet (a loaded machine starts sh slowly).
                Thread.sleep(100);
                now = count(written);
            }
            long last = -1;
            while (now != last) {
                // Until the engine stops writing: it is blocked on its full stdout, the kit reads no further.
                last = now;
                Thread.sleep(500);
                now = count(written);
            }
            // One answer in the listener, at most one buffer of the reader's and one pipe's worth in between.
            long bound = (LineInput.BUFFER_BYTES + PIPE_AND_STREAM_BYTES) / INDICATOR.length() + 100;
            assertTrue(now > 0 && now < bound, "the engine wrote " + now + " answers; a reader buffering them would "
                    + "let it write on; bound " + bound);
            release.countDown();
        } finally {
            release.countDown();
            Files.delete(written);
            Files.deleteIfExists(Path.of(written + ".tmp"));
        }
    }

    private static long count(Path file) throws IOException {
        String text = Files.readString(file).strip();
        try {
            return text.isEmpty() ? 0 : Long.parseLong(text);
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
