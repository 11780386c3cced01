package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.ticks.TickCsv;

/** The datagen's byte formatter must write exactly the line core's TickCsv defines, whatever the numbers. */
class CsvLineBytesTest {

    /** The fast path's line, read back as text. */
    private static String fast(StockTick tick) {
        byte[] symbol = tick.symbol().getBytes(StandardCharsets.US_ASCII);
        byte[] out = new byte[CsvLineBytes.maxLength(symbol.length)];
        int end = CsvLineBytes.write(out, 0, tick.tickTS(), symbol, tick.price(), tick.size());
        return new String(out, 0, end, StandardCharsets.US_ASCII);
    }

    @Test
    void edgeCasesAreWrittenAsTickCsvWritesThem() {
        List<StockTick> ticks = List.of(
                new StockTick("ABCDEF", 1, 100, 0),                         // the price floor, the first ms
                new StockTick("ABCDEF", 1000, 1000, 10),                    // trailing zeros everywhere
                new StockTick("ABCDEF", 10000, 110, 100000),
                new StockTick("ABCDEF", 9999, 999, 9999999),                // all nines: a digit short of a carry
                new StockTick("ZZZZZZ", Integer.MAX_VALUE, Integer.MAX_VALUE, 7_260_000), // price cap, huge volume
                new StockTick("QWERTY", 1_000_000_000, 1_000_000_000, 1_000_000_000_000L),
                new StockTick("AAAAAA", 123, 0, Long.MAX_VALUE),            // size 0, the longest tickTS
                new StockTick("AAAAAA", -5, -100, -1));                     // never generated, still exact
        for (StockTick tick : ticks) {
            assertEquals(TickCsv.format(tick) + "\n", fast(tick), tick.toString());
        }
    }

    @Test
    void everyDigitCountIsWrittenAsTickCsvWritesIt() {
        // Powers of ten and their neighbours are where a digit count goes wrong; random values cover the rest.
        List<StockTick> ticks = new ArrayList<>();
        long power = 1;
        for (int digits = 1; digits <= 19; digits++) {
            for (long v : new long[] {power - 1, power, power + 1, 2 * power - 1}) {
                if (v >= 0) {
                    int small = (int) Math.min(v, Integer.MAX_VALUE);
                    ticks.add(new StockTick("MNOPQR", Math.max(1, small), small, v));
                }
            }
            power = digits < 19 ? power * 10 : power;
        }
        Random random = new Random(11);
        for (int i = 0; i < 10_000; i++) {
            ticks.add(new StockTick("STUVWX", 1 + random.nextInt(Integer.MAX_VALUE), random.nextInt(Integer.MAX_VALUE),
                    random.nextLong() >>> 1 >>> random.nextInt(63)));
        }
        for (StockTick tick : ticks) {
            assertEquals(TickCsv.format(tick) + "\n", fast(tick), tick.toString());
        }
    }

    @Test
    void linesFollowEachOtherInOneBuffer() {
        byte[] symbol = "ABCDEF".getBytes(StandardCharsets.US_ASCII);
        byte[] out = new byte[2 * CsvLineBytes.maxLength(symbol.length)];
        int end = CsvLineBytes.write(out, 0, 5, symbol, 1234, 500);
        end = CsvLineBytes.write(out, end, 6, symbol, 1, 100);
        assertEquals("5,StockTick,ABCDEF,1234,500\n6,StockTick,ABCDEF,1,100\n",
                new String(out, 0, end, StandardCharsets.US_ASCII));
    }
}
