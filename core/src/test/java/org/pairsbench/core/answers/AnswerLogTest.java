package org.pairsbench.core.answers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;

class AnswerLogTest {

    @TempDir
    Path dir;

    private Path write(String name, String content) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, content, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void writtenAnswersReadBackBitForBit() throws IOException {
        // 0.1 + 0.2 is not 0.3: Double.toString must keep every bit of such values.
        Indicator ind = new Indicator("st_00001", 0.1 + 0.2, 1.0 / 3.0, Math.nextUp(1.0), -0.0, 60_000, 123_456_789L);
        Indicator noTs = new Indicator("st_00002", 1e-300, 4.9e-324, 1.7976931348623157e308, 2.0, 5_000, Indicator.NO_TS);
        MarketOrder order = new MarketOrder("st_00001", OrderType.BUY, "ABCDEF", 1234, 5_000_000_000L, 60_000, 9L);
        StringWriter text = new StringWriter();
        Map<String, String> meta = new LinkedHashMap<>();
        meta.put("engine", "reference");
        try (AnswerLogWriter w = new AnswerLogWriter(text, meta)) {
            w.write(ind, 1_000L);
            w.writeTrigger(60_000, 123_456_789L);
            w.write(noTs, AnswerLogFormat.NO_ARRIVAL);
            w.write(order, 2_000L);
        }
        assertTrue(text.toString().startsWith("# Pairs answer log, format 1\n# engine: reference\nIndicator,st_00001,"));
        Path file = write("answers.log", text.toString());

        RecordingHandler h = new RecordingHandler();
        AnswerFiles.Info info = AnswerFiles.read(file, h);

        assertEquals(AnswerFiles.Kind.PAIRS_ANSWER_LOG, info.kind());
        assertEquals(Map.of("engine", "reference"), info.header());
        assertEquals(3, h.answers.size());
        assertEquals(ind, h.answers.get(0).answer());
        assertEquals(1_000L, h.answers.get(0).arrivalNs());
        assertEquals(3, h.answers.get(0).line());
        assertEquals(noTs, h.answers.get(1).answer());
        assertEquals(AnswerLogFormat.NO_ARRIVAL, h.answers.get(1).arrivalNs());
        assertEquals(order, h.answers.get(2).answer());
        assertEquals(1, h.triggers.size());
        assertEquals(123_456_789L, h.triggers.get(0)[1]);
        assertTrue(h.malformed.isEmpty());
    }

    @Test
    void malformedLinesAreReportedWithLineAndStreamAndReadingGoesOn() throws IOException {
        Path file = write("bad.log", "# Pairs answer log, format 1\n"
                + "Indicator,st_00001,1.0,1.0,1.0,1.0,5000,,\n"          // line 2: fine
                + "Indicator,st_00001,one,1.0,1.0,1.0,5000,,\n"          // line 3: ratio not a number
                + "MarketOrder,st_00001,HOLD,ABC,1,10,5000,,\n"          // line 4: bad type
                + "Quote,1,2\n"                                          // line 5: unknown record
                + "MarketOrder,st_00001,BUY,ABC,1,10,5000,,\n");         // line 6: fine
        RecordingHandler h = new RecordingHandler();
        AnswerFiles.read(file, h);
        assertEquals(2, h.answers.size());
        assertEquals(3, h.malformed.size());
        assertEquals(3, h.malformed.get(0).line());
        assertEquals(Optional.of(AnswerStream.INDICATOR), h.malformed.get(0).stream());
        assertEquals(file + ":3: ratio is not a number: 'one'", h.malformed.get(0).toString());
        assertEquals(Optional.of(AnswerStream.MARKET_ORDER), h.malformed.get(1).stream());
        assertEquals(Optional.empty(), h.malformed.get(2).stream());
    }

    @Test
    void truncatedLastLineIsReportedNotRead() throws IOException {
        Path file = write("cut.log", "# Pairs answer log, format 1\n"
                + "MarketOrder,st_00001,BUY,ABC,1,10,5000,,\n"
                + "MarketOrder,st_00001,SELL,ABC,1,10,50");
        RecordingHandler h = new RecordingHandler();
        AnswerFiles.read(file, h);
        assertEquals(1, h.answers.size());
        assertEquals(1, h.malformed.size());
        assertEquals(3, h.malformed.get(0).line());
        assertTrue(h.malformed.get(0).problem().startsWith("truncated last line"));
    }

    @Test
    void aLineLongerThanTheLimitIsUnusableInputAtItsLine() throws IOException {
        Path file = write("long.log", "# Pairs answer log, format 1\n# " + "x".repeat(1 << 20) + "\n");
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> AnswerFiles.read(file, new RecordingHandler()));
        assertEquals(file + ":2: line longer than 1048576 characters: '# " + "x".repeat(58) + "...'", e.getMessage());
    }

    @Test
    void wrongHeaderOrVersionOrMissingFileIsUnusable() throws IOException {
        Path other = write("other.log", "strategy,ratio\n");
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> AnswerFiles.read(other, new RecordingHandler()));
        assertTrue(e.getMessage().startsWith(other + ":1: neither a Pairs answer log"), e.getMessage());

        Path v2 = write("v2.log", "# Pairs answer log, format 2\n");
        e = assertThrows(InvalidInputException.class, () -> AnswerFiles.read(v2, new RecordingHandler()));
        assertTrue(e.getMessage().contains("format 2 is not supported"), e.getMessage());

        Path missing = dir.resolve("missing.log");
        e = assertThrows(InvalidInputException.class, () -> AnswerFiles.read(missing, new RecordingHandler()));
        assertEquals(missing + ": no such answer file", e.getMessage());
    }

    @Test
    void aHeaderHoldingACarriageReturnIsReportedOnOneLine() throws IOException {
        // Found by AnswerLogFuzzTest: the quoted header broke the message into two lines.
        Path file = write("answers.log", "# Pairs answer log, form\rt 2\n");
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> AnswerFiles.read(file, new RecordingHandler()));
        assertEquals(file + ":1: not a Pairs answer log header: '# Pairs answer log, form\\rt 2'", e.getMessage());
    }

    @Test
    void aRecordHoldingALineFeedEscapeIsReportedOnOneLine() throws IOException {
        Path file = write("answers.log", "# Pairs answer log, format 1\nTrig\rger,1,2\n");
        RecordingHandler h = new RecordingHandler();
        AnswerFiles.read(file, h);
        assertEquals(file + ":2: unknown record type 'Trig\\rger'; expected Indicator, MarketOrder or Trigger",
                h.malformed.get(0).toString());
    }
}
