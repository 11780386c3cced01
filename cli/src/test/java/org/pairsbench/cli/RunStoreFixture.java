package org.pairsbench.cli;

import java.math.BigDecimal;
import java.util.Map;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;

/** A minimal run record (no run folder) for command tests. */
final class RunStoreFixture {

    private RunStoreFixture() {
    }

    static RunReport report(String engine, BigDecimal pScore, RunReport.Validation validation) {
        LatencySummary ind = new LatencySummary(10, 1.5, 1.2, 3.4, 3.9, 4.0, 3_400_000);
        LatencySummary ord = new LatencySummary(4, 2.5, 2.2, 63.0, 63.0, 63.0, 63_000_000);
        return new RunReport(0, "2026-11-22T03:00:00Z", RunStatus.COMPLETED, null, engine, engine + " 1.0",
                java.util.Map.of(), 1, 25, "smoke", 121, 31, 91, PacingMode.PACED, 1.0, 600_000, 121.2, new RunReport.Answers(14, 14, 0, 10, 4, 0, 0, 3),
                new RunReport.Lateness(600_000, 1.1, 9.5, 120.0), new RunReport.Latency(ind, ord),
                new RunReport.Latency(ind, ord), 3, pScore, null, validation,
                new RunReport.Machine(2, 24L << 30, 6L << 30, "OpenJDK 17", "Linux", "Test CPU"),
                "pairs run --engine " + engine + " --sf 1 --profile smoke", Map.of(), null, java.util.List.of(), null);
    }
}
