package org.pairsbench.harness.record;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * The CPU model of this machine, as Linux names it in the first {@code model name} line of /proc/cpuinfo. Machines
 * sold as the same kind (cores, memory) may run on different CPUs, and a memory-bound engine can be several times
 * slower on one than on another, so a result has to say which it came from. Null where it cannot be known: another
 * OS, a cpuinfo without the line (ARM kernels name no model), or a file that cannot be read; reading it never fails
 * a run.
 */
public final class CpuModel {

    private static final Path CPU_INFO = Path.of("/proc/cpuinfo");

    private CpuModel() {
    }

    /** This machine's CPU model; null when unknown. */
    public static String current() {
        return read(CPU_INFO);
    }

    /** The CPU model named by the cpuinfo file {@code cpuinfo}; null when it names none or cannot be read. */
    static String read(Path cpuinfo) {
        // A reader, not Files.lines: /proc files report a size of 0, and Files.lines maps only that many bytes.
        try (BufferedReader in = Files.newBufferedReader(cpuinfo, StandardCharsets.UTF_8)) {
            return firstModelName(in.lines());
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The CPU model named by the text of a cpuinfo file; null when it names none. */
    static String parse(String cpuinfo) {
        return firstModelName(cpuinfo.lines());
    }

    private static String firstModelName(Stream<String> lines) {
        return lines.map(CpuModel::modelName).filter(Objects::nonNull).findFirst().orElse(null);
    }

    /** The value of a "model name : VALUE" line, runs of spaces made one (older Xeons pad theirs); else null. */
    private static String modelName(String line) {
        int colon = line.indexOf(':');
        if (colon < 0 || !line.substring(0, colon).strip().equals("model name")) {
            return null;
        }
        String value = line.substring(colon + 1).strip().replaceAll("\\s+", " ");
        return value.isEmpty() ? null : value;
    }
}
