package org.pairsbench.harness.sink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.answers.AnswerFiles;
import org.pairsbench.core.answers.AnswerLogHandler;
import org.pairsbench.core.answers.MalformedLine;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;

class KitAnswerLogTest {

    @TempDir
    Path dir;

    @Test
    void writesEachTriggerOnceBeforeItsFirstAnswerAndReadsBackWithCoresReader() throws Exception {
        Path file = dir.resolve("answers.log");
        KitAnswerLog log = new KitAnswerLog(file, Map.of("engine", "test"));
        Indicator i1 = new Indicator("st_00001", 1.25, 1.0, 1.5, 0.5, 35_000, Indicator.NO_TS);
        MarketOrder o1 = new MarketOrder("st_00001", OrderType.BUY, "ABCDEF", 1234, 80, 35_000, 800);
        Indicator i2 = new Indicator("st_00002", 2.0, 2.0, 2.0, 2.0, 40_003, Indicator.NO_TS);
        Indicator stray = new Indicator("st_00003", 2.0, 2.0, 2.0, 2.0, 41_000, Indicator.NO_TS);
        log.write(new Arrival(i1, 900), 800);
        log.write(new Arrival(o1, 950), 800);
        log.write(new Arrival(i2, 5_900), 5_800);
        log.write(new Arrival(stray, 6_000), Arrival.NO_TRIGGER);
        assertFalse(Files.exists(file), "the final name appears when the log is complete");
        log.close();

        List<String> records = new ArrayList<>();
        AnswerFiles.read(file, new AnswerLogHandler() {
            @Override
            public void onAnswer(Answer answer, long arrivalNs, long line) {
                records.add(answer + "@" + arrivalNs);
            }

            @Override
            public void onTrigger(long tickTS, long ts, long line) {
                records.add("Trigger " + tickTS + " " + ts);
            }

            @Override
            public void onMalformed(MalformedLine malformed) {
                records.add("MALFORMED " + malformed);
            }
        });
        assertEquals(List.of("Trigger 35000 800", i1 + "@900", o1 + "@950", "Trigger 40003 5800", i2 + "@5900",
                stray + "@6000"), records);
        assertTrue(Files.readString(file).startsWith("# Pairs answer log, format 1\n# engine: test\n"));
    }

    @Test
    void aLineEndInAHeaderValueBecomesASpace() throws Exception {
        // pairs run records its command line, and a quoted argument may hold a line end.
        Path file = dir.resolve("answers.log");
        new KitAnswerLog(file, Map.of("command", "pairs run --ticks 'a\nb'\r\n")).close();
        assertEquals("# Pairs answer log, format 1\n# command: pairs run --ticks 'a b' \n", Files.readString(file));
    }

    @Test
    void aHeaderTheWriterRefusesLeavesNoFileBehind() {
        Path file = dir.resolve("answers.log");
        // The header is written at the first answer or, as here, at the close.
        KitAnswerLog log = new KitAnswerLog(file, Map.of("bad:key", "x"));
        assertThrows(IllegalArgumentException.class, log::close);
        assertEquals(List.of(), listing(dir), "neither the log nor its temporary file");
    }

    private static List<String> listing(Path dir) {
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
