package org.pairsbench.harness.run;

import java.lang.management.ManagementFactory;
import org.pairsbench.harness.record.CpuModel;
import org.pairsbench.harness.record.RunReport;

/** Describes the machine and JVM a run ran on: run.json's machine, and the line {@code pairs throughput} starts with. */
public final class Machine {

    private Machine() {
    }

    public static RunReport.Machine current() {
        long memory = -1;
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            memory = os.getTotalMemorySize();
        }
        Runtime rt = Runtime.getRuntime();
        return new RunReport.Machine(rt.availableProcessors(), memory, rt.maxMemory(),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"),
                CpuModel.current());
    }
}
