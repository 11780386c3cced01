package org.pairsbench.harness.sink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Date;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;

class FincosSinkLogTest {

    @TempDir
    Path dir;

    @Test
    void writesTheEightLineHeaderAndOneRecordPerAnswerInNanoseconds() throws Exception {
        Path file = dir.resolve("fincos-sink.log");
        Date start = new Date(0);
        FincosSinkLog log = new FincosSinkLog(file, "reference engine", start);
        log.write(new Arrival(new Indicator("st_00007", 1.25, 1.0, 1.5, 0.5, 35_000, Indicator.NO_TS), 900), 800);
        log.write(new Arrival(new MarketOrder("st_00007", OrderType.SELL, "ABCDEF", 1234, 560, 35_000, 800), 901), 800);
        assertFalse(Files.exists(file), "the final name appears only when the log is complete");
        log.close();

        List<String> lines = Files.readAllLines(file, StandardCharsets.US_ASCII);
        assertEquals(10, lines.size());
        assertEquals("FINCoS Sink Log File.", lines.get(0));
        assertEquals(" Sink Alias: SINK01", lines.get(1));
        assertEquals(" Sink Address: 127.0.0.1", lines.get(2));
        assertEquals(" Connection: reference engine", lines.get(3));
        assertEquals(" Start time: " + start, lines.get(4));
        assertEquals(" Response Time Mode: END_TO_END", lines.get(5));
        assertEquals(" Response Time Resolution: nanoseconds", lines.get(6));
        assertEquals(" Log Sampling rate: 1.0", lines.get(7));

        String[] ind = lines.get(8).split(",", -1);
        assertTrue(Long.parseLong(ind[0]) > 0, "logTS is wall-clock ms");
        assertEquals(List.of("Indicator", "st_00007", "1.25", "1.0", "1.5", "0.5", "35000", "800", "900"),
                List.of(ind).subList(1, ind.length));
        String[] ord = lines.get(9).split(",", -1);
        assertEquals(List.of("MarketOrder", "st_00007", "SELL", "ABCDEF", "1234", "560", "35000", "800", "901"),
                List.of(ord).subList(1, ord.length));
    }
}
