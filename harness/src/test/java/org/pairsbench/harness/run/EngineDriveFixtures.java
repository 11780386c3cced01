package org.pairsbench.harness.run;

import java.util.List;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.sink.SinkReport;

/** Hand-made drive outcomes for report tests. */
final class EngineDriveFixtures {

    private EngineDriveFixtures() {
    }

    /** A drive whose MI holds 100 MarketOrders with the given p99. */
    static DriveOutcome outcome(RunStatus status, long orderP99Nanos) {
        LatencySummary orders = new LatencySummary(100, 10, 5, orderP99Nanos / 1e6, orderP99Nanos / 1e6,
                orderP99Nanos / 1e6, orderP99Nanos);
        LatencySummary none = LatencySummary.of(LatencySummary.newHistogram());
        return new DriveOutcome(status, status == RunStatus.COMPLETED ? null : "stopped", "engine", 1000, 10,
                new SinkReport(100, 100, 0, 1, 0, 0, null, null), none, orders, none, orders,
                LatencySummary.newHistogram(), LatencySummary.newHistogram(), List.of(), null, null, 0);
    }
}
