package org.pairsbench.harness.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RunEnvironmentTest {

    @Test
    void describesCpuJvmFlagsGcAndCommitUnderTheKeysTheReportReads() {
        Map<String, String> env = RunEnvironment.current();
        assertEquals(List.of(RunEnvironment.CPU, RunEnvironment.JVM_FLAGS, RunEnvironment.GC, RunEnvironment.KIT_COMMIT),
                List.copyOf(env.keySet()));
        assertEquals(ManagementFactory.getGarbageCollectorMXBeans().get(0).getName(),
                env.get(RunEnvironment.GC).split(", ")[0]);
        assertEquals(String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()),
                env.get(RunEnvironment.JVM_FLAGS));
        assertFalse(env.get(RunEnvironment.CPU).isBlank());
        String commit = env.get(RunEnvironment.KIT_COMMIT);
        assertTrue(commit.equals("unknown") || commit.matches("[0-9a-f]{40}(-dirty)?|.+-g[0-9a-f]{40}(-dirty)?"),
                "a full commit id from git describe, or unknown outside a checkout: " + commit);
    }

    @Test
    void metadataValuesFitOnOneAnswerLogHeaderLine() {
        RunEnvironment.current().values().forEach(v -> assertFalse(v.contains("\n") || v.contains("\r"), v));
    }
}
