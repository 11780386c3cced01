package org.pairsbench.report.model;

import java.util.List;

/**
 * What it takes to reproduce the run. Fields the run did not record (runs made before the kit recorded them)
 * are null and the page says "not recorded".
 *
 * @param seed         the generator's seed (generated workloads)
 * @param workload     where the ticks and strategies came from
 * @param dataset      checksums of the data set's files from its manifest.json (runs on tick files)
 * @param kitVersion   the kit's version and git commit
 */
public record Configuration(String command, String profile, double profileSeconds, double measurementStartSeconds,
                            double measurementEndSeconds, String pacing, double rateFactor, String seed,
                            String workload, List<DatasetFile> dataset, Machine machine, String kitVersion) {

    /** One file of the data set as its manifest describes it. */
    public record DatasetFile(String name, String sha256) {
    }

    /** The machine and JVM of the run. */
    public record Machine(String cpu, int cores, long memoryBytes, long maxHeapBytes, String os, String jvm,
                          String jvmFlags, String gc) {
    }
}
