package org.pairsbench.datagen;

import java.util.List;

/**
 * manifest.json, written last: what a data set holds and how it was made. Its presence means the data set
 * is complete; the SHA-256 values let anyone check the files (spec/datagen.md section "Manifest").
 *
 * @param format       {@link #FORMAT}
 * @param generator    the tool and kit version that wrote the data set
 * @param standard     true when the data is the standard Pairs 1.0 data at its scale factor (default model,
 *                     standard length); the seed may differ
 * @param parameters   the generation parameters
 * @param split        how ticks are assigned to files
 * @param totalTicks   ticks in all files
 * @param expectedTicks the integral of the rate profile, for comparison
 * @param files        the tick files in file-number order
 * @param correlations the auxiliary file for the query generator
 */
public record Manifest(String format, String generator, boolean standard, Parameters parameters, String split,
                       long totalTicks, long expectedTicks, List<TickFile> files, AuxFile correlations) {

    public static final String FORMAT = "pairs-dataset/1";
    public static final String NAME = "manifest.json";

    /** The parameters of {@link DatagenParameters}, flattened for readers of the JSON. */
    public record Parameters(int scaleFactor, int markets, String profile, double durationSeconds,
                             double basisRate, double peakRate, boolean constantRate, boolean constantInterarrival,
                             int minInitialCents, int maxInitialCents, double drift, double volatility,
                             double rho, long seed, int fileCount, boolean gzip) {

        static Parameters of(DatagenParameters p, int fileCount, boolean gzip) {
            PriceModel m = p.prices();
            return new Parameters(p.scaleFactor().value(), p.markets(), p.length().id(),
                    p.length().durationSeconds(), p.basisRate(), p.peakRate(), p.constantRate(),
                    p.constantInterarrival(), m.minInitialCents(), m.maxInitialCents(), m.drift(), m.volatility(),
                    m.rho(), p.seed(), fileCount, gzip);
        }
    }

    /**
     * One tick file. {@code sha256} is of the bytes on disk, {@code csvSha256} of the CSV text (equal for
     * plain files; for gzip files it identifies the data whatever the compressor's version).
     */
    public record TickFile(String name, long ticks, long bytes, String sha256, String csvSha256,
                           Long firstTickTS, Long lastTickTS) {
    }

    public record AuxFile(String name, String sha256) {
    }
}
