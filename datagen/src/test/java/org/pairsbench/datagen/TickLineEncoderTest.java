package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.pairsbench.core.model.StockTick;
import org.pairsbench.core.ticks.TickCsv;

class TickLineEncoderTest {

    @Test
    void writesExactlyTheTickCsvLine() {
        for (StockTick tick : new StockTick[] {
            new StockTick("ABCDEF", 1, 100, 0),
            new StockTick("XYZXYZ", 123456, 1000, 7_259_999),
            new StockTick("BRK.B", Integer.MAX_VALUE, Integer.MAX_VALUE, Long.MAX_VALUE),
            new StockTick("Q", 10, 0, 9)}) {
            byte[] buf = new byte[TickLineEncoder.MAX_LINE];
            int end = TickLineEncoder.encode(tick, buf, 0);
            assertEquals(TickCsv.format(tick) + "\n", new String(buf, 0, end, StandardCharsets.US_ASCII));
        }
    }
}
