package org.pairsbench.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pairsbench.process.ShellEngines.STRATEGIES;
import static org.pairsbench.process.ShellEngines.answers;
import static org.pairsbench.process.ShellEngines.engine;
import static org.pairsbench.process.ShellEngines.into;
import static org.pairsbench.process.ShellEngines.sendThenFinish;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.pairsbench.api.engine.Engine;

/** Where a command engine runs and what may come before the handshakes, on both sides. */
@Timeout(60)
class CommandEngineTest {

    /** The engine's description once it has served a stream of three ticks whole. */
    private static String descriptionAfterAStream(String command) throws Exception {
        try (Engine engine = engine(command)) {
            engine.deploy(STRATEGIES, into(answers()));
            sendThenFinish(engine, 3);
            return engine.description();
        }
    }

    @Test
    void theCommandRunsInTheKitsWorkingFolder() throws Exception {
        // The engine names its working folder as its description; the kit's is this JVM's user.dir.
        String command = "echo Pairs-Engine-Protocol,1; "
                + "while IFS= read -r l; do case \"$l\" in Deploy*) break;; esac; done; echo \"Ready,$(pwd -P)\"; "
                + "while IFS= read -r l; do case \"$l\" in End*) echo Done,0;; esac; done";
        assertEquals(Path.of(System.getProperty("user.dir")).toRealPath() + " (via process)",
                descriptionAfterAStream(command));
    }

    @Test
    void commentsBeforeTheEnginesHandshakeAreSkipped() throws Exception {
        String command = "echo '# my engine 0.1, starting'; echo Pairs-Engine-Protocol,1; echo '# deploying'; "
                + "while IFS= read -r l; do case \"$l\" in Deploy*) break;; esac; done; echo Ready,commented; "
                + "while IFS= read -r l; do case \"$l\" in End*) echo '# done'; echo Done,0;; esac; done";
        assertEquals("commented (via process)", descriptionAfterAStream(command));
    }

    @Test
    void commentsBeforeTheKitsHandshakeAreSkippedByTheEngineSide() throws Exception {
        String input = "# a kit of another make\n" + Protocol.HELLO_LINE
                + "\n# strategies\nStrategy,st_00001,100,AAAAAA,BBBBBB,60,2,1.0,0.5\nDeploy,1\nEnd,0\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code;
        try (Engine served = new EngineServerTest.ArithmeticEngine()) {
            code = new EngineServer(served, "arithmetic", new PrintStream(new ByteArrayOutputStream(), true,
                    StandardCharsets.UTF_8)).serve(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out);
        }
        assertEquals(EngineServer.EXIT_OK, code);
        assertEquals(List.of(Protocol.HELLO_LINE, "Ready,arithmetic 1.0", "Done,0"),
                out.toString(StandardCharsets.UTF_8).lines().toList());
    }
}
