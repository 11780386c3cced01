package org.pairsbench.harness.run;

import java.util.Locale;
import org.pairsbench.harness.record.RunReport;

/**
 * A machine in one line, for output that has no run.json beside it ({@code pairs throughput}): "CPU, N cores,
 * M GiB memory, JVM, heap H GiB", so a flat-out figure says which host it came from.
 */
public final class MachineLine {

    private static final double GIB = 1L << 30;

    private MachineLine() {
    }

    public static String of(RunReport.Machine m) {
        StringBuilder line = new StringBuilder(m.cpu() == null ? "unknown CPU" : m.cpu());
        line.append(", ").append(m.cores()).append(m.cores() == 1 ? " core" : " cores");
        // The JVM reports -1 where it cannot tell the machine's memory: say nothing rather than a negative size.
        if (m.memoryBytes() > 0) {
            line.append(String.format(Locale.ROOT, ", %.1f GiB memory", m.memoryBytes() / GIB));
        }
        line.append(", ").append(m.jvm());
        line.append(String.format(Locale.ROOT, ", heap %.1f GiB", m.maxHeapBytes() / GIB));
        return line.toString();
    }
}
