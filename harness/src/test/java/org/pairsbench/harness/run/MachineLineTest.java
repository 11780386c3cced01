package org.pairsbench.harness.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pairsbench.harness.record.RunReport;

/** The machine line `pairs throughput` starts with: which host a flat-out figure came from. */
class MachineLineTest {

    private static final String JVM = "OpenJDK 64-Bit Server VM 17.0.15";

    @Test
    void namesTheCpuCoresMemoryJvmAndHeap() {
        RunReport.Machine m = new RunReport.Machine(2, 24L << 30, 8L << 30, JVM, "Linux 6.1 amd64",
                "Intel(R) Xeon(R) Processor");
        assertEquals("Intel(R) Xeon(R) Processor, 2 cores, 24.0 GiB memory, OpenJDK 64-Bit Server VM 17.0.15, heap 8.0 GiB",
                MachineLine.of(m));
    }

    @Test
    void saysWhenTheCpuAndMemoryAreUnknown() {
        RunReport.Machine m = new RunReport.Machine(1, -1, 3L << 29, JVM, "Mac OS X 14.5 aarch64", null);
        assertEquals("unknown CPU, 1 core, OpenJDK 64-Bit Server VM 17.0.15, heap 1.5 GiB", MachineLine.of(m));
    }
}
