package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class RecordedCommandTest {

    @Test
    void aRecordedRunCommandWithAQuotedEngineCommandRebuildsItsWorkload() {
        // A run of an engine in another process records its start command, spaces and all.
        String recorded = "pairs run --engine process --sf 3 --profile smoke --engine-opt "
                + "'command=exec java -jar /opt/pairs-cli.jar serve --engine reference'";

        assertEquals(3, RunCommand.recordedWorkload(recorded).parameters().scaleFactor().value());
    }
}
