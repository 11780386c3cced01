package org.pairsbench.harness.record;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * What a published report needs about a run's environment beyond {@link RunReport.Machine}: the CPU model, the
 * JVM's flags and garbage collectors, and the kit's git commit. {@code pairs run} writes these as metadata lines of the answer log
 * ({@code # key: value}), which the report reads back; the keys are the constants here.
 */
public final class RunEnvironment {

    public static final String WORKLOAD = "workload";
    public static final String SCALE_FACTOR = "scale-factor";
    /** The rate profile (smoke, short, standard): with the scale factor and seed, the workload the answers are of. */
    public static final String PROFILE = "profile";
    public static final String SEED = "seed";
    public static final String TICKS = "ticks";
    public static final String CPU = "cpu";
    public static final String JVM_FLAGS = "jvm-flags";
    /** The garbage collectors, by name: with no flags the JVM picks one, and its pauses show in the p99. */
    public static final String GC = "gc";
    public static final String KIT_VERSION = "kit-version";
    public static final String KIT_COMMIT = "kit-commit";
    /** The SHA-256 of the data set's manifest.json, which holds those of all its files. */
    public static final String DATASET_MANIFEST_SHA256 = "dataset-manifest-sha256";
    /** The tick files replayed: {@code name=sha256} separated by spaces, as the manifest gives them. */
    public static final String TICK_FILES_SHA256 = "tick-files-sha256";
    /** How the tick files were checked against the manifest: "sha256" (bytes hashed) or "sizes". */
    public static final String DATASET_CHECK = "dataset-check";
    public static final String CORRELATIONS_SHA256 = "correlations-sha256";
    /** The SHA-256 of the strategies file given (none: the standard strategies, generated). */
    public static final String STRATEGIES_SHA256 = "strategies-sha256";
    /** The translation deployed instead of the engine's own (pairs run --translation). */
    public static final String TRANSLATION_SHA256 = "translation-sha256";

    private RunEnvironment() {
    }

    /**
     * The answer-log header lines that name what a run ran on (the keys above); none for what it lacks. Old
     * logs have none of them: readers must treat every one as optional.
     */
    public static Map<String, String> inputs(RunReport.Inputs inputs) {
        Map<String, String> m = new LinkedHashMap<>();
        if (inputs.dataSet() != null) {
            m.put(DATASET_MANIFEST_SHA256, inputs.dataSet().manifestSha256());
            m.put(DATASET_CHECK, inputs.dataSet().sha256Verified() ? "sha256" : "sizes");
            m.put(TICK_FILES_SHA256, inputs.dataSet().tickFiles().stream().map(f -> f.name() + "=" + f.sha256())
                    .collect(Collectors.joining(" ")));
            if (inputs.dataSet().correlationsSha256() != null) {
                m.put(CORRELATIONS_SHA256, inputs.dataSet().correlationsSha256());
            }
        }
        if (inputs.strategiesSha256() != null) {
            m.put(STRATEGIES_SHA256, inputs.strategiesSha256());
        }
        if (inputs.translation() != null) {
            m.put(TRANSLATION_SHA256, inputs.translation().sha256());
        }
        return m;
    }

    /**
     * The kit's version, from the jar manifest the build writes (the POM's version), so there is one source of
     * truth; "development build" when the kit runs from class folders.
     */
    public static String kitVersion() {
        String v = RunEnvironment.class.getPackage().getImplementationVersion();
        return v == null ? "development build" : v;
    }

    /** CPU model, JVM flags, garbage collectors and git commit of this process (a value is "unknown" where it cannot be found). */
    public static Map<String, String> current() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(CPU, cpuModel());
        m.put(JVM_FLAGS, String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()));
        m.put(GC, ManagementFactory.getGarbageCollectorMXBeans().stream().map(GarbageCollectorMXBean::getName)
                .collect(Collectors.joining(", ")));
        m.put(KIT_COMMIT, kitCommit());
        return m;
    }

    /**
     * The CPU model a run ran on: its run.json's, else, for a run recorded before run.json had one, the {@link #CPU}
     * line of its answer log's {@code header}; null when neither names one.
     */
    public static String cpuOf(RunReport.Machine machine, Map<String, String> header) {
        return machine.cpu() != null ? machine.cpu() : header.get(CPU);
    }

    /**
     * The CPU model ({@link CpuModel}, as run.json's machine records it), else the os.arch property: the header
     * line always says something.
     */
    static String cpuModel() {
        String model = CpuModel.current();
        return model != null ? model : "unknown (" + System.getProperty("os.arch") + ")";
    }

    /**
     * {@code git describe --always --dirty --abbrev=40} of the checkout the kit's classes were loaded from, so a
     * result names the exact code that produced it ("-dirty" when it had uncommitted changes); "unknown" outside a
     * checkout.
     */
    public static String kitCommit() {
        try {
            Path code = Path.of(RunEnvironment.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path dir = Files.isDirectory(code) ? code : code.getParent();
            Process git = new ProcessBuilder("git", "-C", dir.toString(), "describe", "--always", "--dirty", "--abbrev=40")
                    .redirectErrorStream(true).start();
            String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (git.waitFor(10, TimeUnit.SECONDS) && git.exitValue() == 0 && !out.isEmpty() && !out.contains("\n")) {
                return out;
            }
        } catch (IOException | RuntimeException | java.net.URISyntaxException e) {
            // No git, or not a checkout: say so below.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "unknown";
    }
}
