package org.pairsbench.report.model;

import java.util.List;
import org.pairsbench.harness.driver.PacingMode;

/**
 * What it takes to reproduce the run. Fields the run did not record (runs made before the kit recorded them)
 * are null and the page says "not recorded".
 *
 * @param seed         the generator's seed (generated workloads)
 * @param workload     where the ticks and strategies came from
 * @param dataset      checksums of the inputs: the data set's manifest.json and the files it lists (runs on tick
 *                     files), and the strategies file given (if one was)
 * @param datasetCheck how the run checked the tick files against the manifest; null when it ran on none
 * @param kitVersion   the kit's version and git commit
 * @param warnings     what may have spoiled the result (another run on the machine at the same time)
 */
public record Configuration(String command, String profile, double profileSeconds, double measurementStartSeconds,
                            double measurementEndSeconds, PacingMode pacing, double rateFactor, String seed,
                            String workload, List<DatasetFile> dataset, Machine machine, String kitVersion,
                            String datasetCheck, List<String> warnings) {

    /** One input file and its SHA-256 (a data set's file as its manifest describes it). */
    public record DatasetFile(String name, String sha256) {
    }

    /**
     * The machine and JVM of the run.
     *
     * @param heapPeakDriveBytes      the most heap in use while driving; null when not recorded
     * @param heapPeakValidationBytes the most heap in use while validating; null when not recorded
     */
    public record Machine(String cpu, int cores, long memoryBytes, long maxHeapBytes, String os, String jvm,
                          String jvmFlags, String gc, Long heapPeakDriveBytes, Long heapPeakValidationBytes) {
    }
}
