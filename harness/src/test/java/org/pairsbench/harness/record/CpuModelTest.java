package org.pairsbench.harness.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CPU model read from /proc/cpuinfo's text: the first "model name", or null where there is none. */
class CpuModelTest {

    @TempDir
    Path dir;

    /** The start of a 2-core cloud host's cpuinfo (Intel), the second processor's block included. */
    private static final String INTEL = """
            processor\t: 0
            vendor_id\t: GenuineIntel
            cpu family\t: 6
            model\t\t: 143
            model name\t: Intel(R) Xeon(R) Processor
            stepping\t: 8
            cpu MHz\t\t: 2100.000

            processor\t: 1
            vendor_id\t: GenuineIntel
            model name\t: Intel(R) Xeon(R) Processor
            """;

    private static final String AMD = """
            processor\t: 0
            vendor_id\t: AuthenticAMD
            cpu family\t: 25
            model\t\t: 1
            model name\t: AMD EPYC 7763 64-Core Processor
            stepping\t: 1
            """;

    /** An aarch64 kernel's cpuinfo (a Graviton's): no "model name" line at all. */
    private static final String ARM = """
            processor\t: 0
            BogoMIPS\t: 243.75
            Features\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics fphp asimdhp cpuid asimdrdm lrcpc dcpop asimddp ssbs
            CPU implementer\t: 0x41
            CPU architecture: 8
            CPU variant\t: 0x3
            CPU part\t: 0xd0c
            CPU revision\t: 1
            """;

    @Test
    void anIntelHostIsNamedByItsFirstModelNameLine() {
        assertEquals("Intel(R) Xeon(R) Processor", CpuModel.parse(INTEL));
    }

    @Test
    void anAmdHostIsNamedByItsModelNameLineNotByTheModelLineBeforeIt() {
        // "model\t\t: 1" comes first: only the key "model name" counts.
        assertEquals("AMD EPYC 7763 64-Core Processor", CpuModel.parse(AMD));
    }

    @Test
    void paddingInsideTheNameBecomesOneSpace() {
        assertEquals("Intel(R) Xeon(R) CPU E5-2670 0 @ 2.60GHz",
                CpuModel.parse("model name\t: Intel(R) Xeon(R) CPU           E5-2670 0 @ 2.60GHz  \n"));
    }

    @Test
    void anArmCpuinfoWithoutModelNameNamesNone() {
        assertNull(CpuModel.parse(ARM));
    }

    @Test
    void anEmptyCpuinfoOrAnEmptyModelNameNamesNone() {
        assertNull(CpuModel.parse(""));
        assertNull(CpuModel.parse("model name\t:\n"));
    }

    @Test
    void aCpuinfoFileIsReadAndAMissingOneIsNullNotAFailure() throws Exception {
        Path cpuinfo = Files.writeString(dir.resolve("cpuinfo"), AMD);
        assertEquals("AMD EPYC 7763 64-Core Processor", CpuModel.read(cpuinfo));
        assertNull(CpuModel.read(dir.resolve("no-such-file")));
    }
}
