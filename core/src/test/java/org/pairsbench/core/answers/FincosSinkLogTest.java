package org.pairsbench.core.answers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;

class FincosSinkLogTest {

    @TempDir
    Path dir;

    private static String header(String mode, String resolution, String rate) {
        return "FINCoS Sink Log File.\n"
                + " Sink Alias: SINK01\n"
                + " Sink Address: 127.0.0.1\n"
                + " Connection: Esper (sample)\n"
                + " Start time: Tue Mar 31 12:51:52 WEST 2020\n"
                + " Response Time Mode: " + mode + "\n"
                + " Response Time Resolution: " + resolution + "\n"
                + " Log Sampling rate: " + rate + "\n";
    }

    private Path write(String content) throws IOException {
        Path file = dir.resolve("SINK01.log");
        Files.writeString(file, content);
        return file;
    }

    @Test
    void millisecondLogWithAllFieldsConvertsTimestampsToNanoseconds() throws IOException {
        // fieldsToLog=all, END_TO_END, ms: logTS,stream,<7 fields with inputTS last>,arrivalTS
        Path file = write(header("END_TO_END", "milliseconds", "1.0")
                + "1585655112349,Indicator,st_00001,1.25,1.5,2.0,1.0,60000,1585655112300,1585655112310\n"
                + "1585655112349,MarketOrder,st_00001,BUY,ABCDEF,1234,80,60000,1585655112300,1585655112311\n");
        RecordingHandler h = new RecordingHandler();
        AnswerFiles.Info info = AnswerFiles.read(file, h);
        assertEquals(AnswerFiles.Kind.FINCOS_SINK_LOG, info.kind());
        assertEquals("SINK01", info.header().get("Sink Alias"));
        assertEquals(1.0, info.samplingRate());
        assertEquals(new Indicator("st_00001", 1.25, 1.5, 2.0, 1.0, 60_000, 1_585_655_112_300L * 1_000_000L),
                h.answers.get(0).answer());
        assertEquals(1_585_655_112_310L * 1_000_000L, h.answers.get(0).arrivalNs());
        assertEquals(new MarketOrder("st_00001", OrderType.BUY, "ABCDEF", 1234, 80, 60_000,
                1_585_655_112_300L * 1_000_000L), h.answers.get(1).answer());
        assertEquals(10, h.answers.get(1).line());
    }

    @Test
    void nanosecondLogWithoutInputTsAndDoublePrices() throws IOException {
        // The query selected inputTickTS last (so it is the causer) and declared price and size as doubles.
        Path file = write(header("ADAPTER", "nanoseconds", "1.0")
                + "1585655112349,MarketOrder,st_00002,SELL,ABCDEF,1234.0,80.0,65000,6137595636425\n");
        RecordingHandler h = new RecordingHandler();
        AnswerFiles.read(file, h);
        assertEquals(new MarketOrder("st_00002", OrderType.SELL, "ABCDEF", 1234, 80, 65_000, Indicator.NO_TS),
                h.answers.get(0).answer());
        assertEquals(6_137_595_636_425L, h.answers.get(0).arrivalNs());
    }

    @Test
    void noRtLogHasNoArrivalColumn() throws IOException {
        Path file = write(header("NO_RT", "", "0.5")
                + "1585655112349,Indicator,st_00001,1.25,1.5,2.0,1.0,60000\n");
        RecordingHandler h = new RecordingHandler();
        AnswerFiles.Info info = AnswerFiles.read(file, h);
        assertEquals(0.5, info.samplingRate());
        assertEquals(AnswerLogFormat.NO_ARRIVAL, h.answers.get(0).arrivalNs());
        assertEquals(Indicator.NO_TS, h.answers.get(0).answer().inputTS());
    }

    @Test
    void timestampsOnlyLogCannotBeValidated() throws IOException {
        Path file = write(header("END_TO_END", "nanoseconds", "1.0")
                + "1585655112349,MarketOrder,6137594832377,6137595636425\n");
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> AnswerFiles.read(file, new RecordingHandler()));
        assertTrue(e.getMessage().startsWith(file + ":9: record holds only timestamps"), e.getMessage());
    }

    @Test
    void brokenHeaderLineIsNamed() throws IOException {
        Path file = write(header("END_TO_END", "seconds", "1.0"));
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> AnswerFiles.read(file, new RecordingHandler()));
        assertTrue(e.getMessage().startsWith(file + ":7: Response Time Resolution"), e.getMessage());

        Path shortHeader = write("FINCoS Sink Log File.\n Sink Alias: SINK01\n");
        e = assertThrows(InvalidInputException.class, () -> AnswerFiles.read(shortHeader, new RecordingHandler()));
        assertTrue(e.getMessage().startsWith(shortHeader + ":3: FINCoS sink log header"), e.getMessage());
    }

    @Test
    void badRecordsAreMalformedWithStream() throws IOException {
        Path file = write(header("END_TO_END", "nanoseconds", "1.0")
                + "1585655112349,Indicator,st_00001,1.25,1.5,60000,1,2\n"       // 4 payload fields
                + "1585655112349,Alerts,x,1\n"
                + "1585655112349,MarketOrder,st_00001,BUY,ABCDEF,12.5,80,60000,1,2\n"); // fractional price
        RecordingHandler h = new RecordingHandler();
        AnswerFiles.read(file, h);
        assertEquals(0, h.answers.size());
        assertEquals(3, h.malformed.size());
        assertEquals(AnswerStream.INDICATOR, h.malformed.get(0).stream().orElseThrow());
        assertTrue(h.malformed.get(1).stream().isEmpty());
        assertTrue(h.malformed.get(2).problem().startsWith("price is not an integer"), h.malformed.get(2).problem());
    }

    @Test
    void aNanosecondHeaderOverEpochMillisecondArrivalsIsWarnedAbout() throws IOException {
        // arrivalTS 1585655112310 is 39 ms before the line's logTS 1585655112349: the same wall clock, so ms.
        Path file = write(header("END_TO_END", "nanoseconds", "1.0")
                + "1585655112349,Indicator,st_00001,1.25,1.5,2.0,1.0,60000,1585655112300,1585655112310\n");
        AnswerFiles.Info info = AnswerFiles.read(file, new RecordingHandler());
        assertTrue(info.warning().orElseThrow().contains("the header says nanoseconds"), info.warning().toString());
    }

    @Test
    void aMillisecondHeaderOverNanoTimeArrivalsIsWarnedAbout() throws IOException {
        // arrivalTS 6137595636425 (a nanoTime) is about 52 years from logTS 1585655112349 read as ms.
        Path file = write(header("END_TO_END", "milliseconds", "1.0")
                + "1585655112349,Indicator,st_00001,1.25,1.5,2.0,1.0,60000,6137594832377,6137595636425\n");
        AnswerFiles.Info info = AnswerFiles.read(file, new RecordingHandler());
        assertTrue(info.warning().orElseThrow().contains("the header says milliseconds"), info.warning().toString());
    }

    @Test
    void timestampsThatFitTheirDeclaredUnitGiveNoWarning() throws IOException {
        Path ms = write(header("END_TO_END", "milliseconds", "1.0")
                + "1585655112349,Indicator,st_00001,1.25,1.5,2.0,1.0,60000,1585655112300,1585655112310\n");
        assertTrue(AnswerFiles.read(ms, new RecordingHandler()).warning().isEmpty());
        Path ns = write(header("ADAPTER", "nanoseconds", "1.0")
                + "1585655112349,Indicator,st_00001,1.25,1.5,2.0,1.0,60000,6137594832377,6137595636425\n");
        assertTrue(AnswerFiles.read(ns, new RecordingHandler()).warning().isEmpty());
    }

    @Test
    void aHeaderLineHoldingACarriageReturnIsReportedOnOneLine() throws IOException {
        // Found by FincosSinkLogFuzzTest: the quoted header line broke the message into two lines.
        Path file = write(header("END_TO_END", "milliseconds", "1.0").replace(" Response Time Mode:", " Respo\rTime Mode:"));
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> AnswerFiles.read(file, new RecordingHandler()));
        assertEquals(file + ":6: FINCoS sink log header: expected ' Response Time Mode: ...', got ' Respo\\rTime Mode: "
                + "END_TO_END'", e.getMessage());
    }
}
