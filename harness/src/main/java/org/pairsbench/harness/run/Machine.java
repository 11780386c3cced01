package org.pairsbench.harness.run;

import java.lang.management.ManagementFactory;
import org.pairsbench.harness.record.RunReport;

/** Describes the machine and JVM a run ran on. */
final class Machine {

    private Machine() {
    }

    static RunReport.Machine current() {
        long memory = -1;
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            memory = os.getTotalMemorySize();
        }
        Runtime rt = Runtime.getRuntime();
        return new RunReport.Machine(rt.availableProcessors(), memory, rt.maxMemory(),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
    }
}
