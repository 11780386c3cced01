package org.pairsbench.report.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.core.profile.MeasurementInterval;

class AnswerLogLatenciesTest {

    @TempDir
    Path dir;

    /**
     * Four triggers: 9,999 ms (before the MI [10, 100) s), then 20,000, 40,001 and 60,000 in it. Their TS are
     * 1 s apart from 1e9 ns; the answers' latencies are written beside them.
     */
    private AnswerLogLatencies read() throws IOException {
        long ts0 = 1_000_000_000L;
        Path log = Files.writeString(dir.resolve("answers.log"), String.join("\n",
                "# Pairs answer log, format 1",
                "Trigger,9999," + ts0,
                "Indicator,st_00001,1.5,1.25,1.75,0.75,9999,," + (ts0 + 50_000_000), // 50 ms, outside the MI
                "Trigger,20000," + (ts0 + 1_000_000_000),
                "Indicator,st_00001,1.5,1.25,1.75,0.75,20000,," + (ts0 + 1_001_000_000), // 1 ms
                "MarketOrder,st_00001,BUY,AAAAAA,1234,100,20000,," + (ts0 + 1_004_000_000), // 4 ms
                "Trigger,40001," + (ts0 + 2_000_000_000),
                "Indicator,st_00002,1.5,1.25,1.75,0.75,40001,," + (ts0 + 2_002_500_000), // 2.5 ms
                "Indicator,st_00003,1.5,1.25,1.75,0.75,40001,," + (ts0 + 2_003_000_000), // 3 ms
                "Trigger,60000," + (ts0 + 3_000_000_000L),
                "Indicator,st_00001,1.5,1.25,1.75,0.75,60000,," + (ts0 + 3_000_500_000L), // 0.5 ms
                "MarketOrder,st_00001,SELL,AAAAAA,1234,100,60000,," + (ts0 + 3_004_000_000L), // 4 ms
                ""));
        return AnswerLogLatencies.read(log, new MeasurementInterval(10, 100));
    }

    @Test
    void theSlowestTriggersComeLastAnswerFirstAndTiesByTickTS() throws IOException {
        List<TriggerLatency> slowest = read().slowestTriggers(2, tickTS -> tickTS == 60_000 ? 9L : null);
        assertEquals(List.of(
                new TriggerLatency(20_000, 20, 1, 1, 1.0, 4.0, null),
                new TriggerLatency(60_000, 60, 1, 1, 0.5, 4.0, 9L)), slowest);

        List<TriggerLatency> all = read().slowestTriggers(10, tickTS -> null);
        assertEquals(3, all.size(), "the trigger before the MI is not listed");
        assertEquals(new TriggerLatency(40_001, 40, 2, 0, 2.5, 3.0, null), all.get(2));
    }

    @Test
    void theMeasurementIntervalHoldsOnlyTheAnswersOfItsTriggers() throws IOException {
        AnswerLogLatencies l = read();
        assertEquals(4, l.measurementInterval(AnswerStream.INDICATOR).getTotalCount());
        assertEquals(5, l.wholeRun(AnswerStream.INDICATOR).getTotalCount());
        assertEquals(2, l.measurementInterval(AnswerStream.MARKET_ORDER).getTotalCount());
    }
}
