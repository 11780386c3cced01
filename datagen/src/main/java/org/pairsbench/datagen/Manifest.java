package org.pairsbench.datagen;

import java.nio.file.Path;
import java.util.List;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.json.JsonFiles;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;

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
    /** The {@code generator} of a data set this kit writes. */
    static final String GENERATOR = "pairs datagen (Pairs 1.0)";
    /** The {@code split} rule of a data set this kit writes ({@link DatasetWriter}). */
    static final String SPLIT = "file = 1 + (tickTS mod fileCount)";

    /**
     * The manifest of the data set in {@code directory}; none means the data set is incomplete (or is not one
     * this kit wrote), which is an {@link InvalidInputException}.
     */
    public static Manifest read(Path directory) {
        Path file = directory.resolve(NAME);
        Manifest manifest = JsonFiles.read(file, Manifest.class, "no manifest: not a complete data set");
        if (!FORMAT.equals(manifest.format())) {
            throw InvalidInputException.in(file, "format must be '" + FORMAT + "', got '" + manifest.format() + "'");
        }
        // Jackson leaves a field given as null (or a list element) null: refused here, where the file is named.
        if (manifest.files() == null || manifest.files().contains(null)) {
            throw InvalidInputException.in(file, "files must be a list of tick file entries, got " + manifest.files());
        }
        for (TickFile f : manifest.files()) {
            if (f.name() == null) {
                throw InvalidInputException.in(file, "a tick file entry without a name");
            }
        }
        try {
            manifest.datagenParameters(); // every value checked here, where the file can be named
        } catch (InvalidInputException e) {
            throw InvalidInputException.in(file, e.getMessage());
        }
        return manifest;
    }

    /** The parameters that regenerate this data set's stream in process ({@link TickGenerator#open}). */
    public DatagenParameters datagenParameters() {
        Parameters p = parameters;
        if (p == null) {
            throw new InvalidInputException("no parameters");
        }
        if (p.profile() == null) {
            throw new InvalidInputException("no profile");
        }
        try {
            return new DatagenParameters(ScaleFactor.of(p.scaleFactor()), ProfileLength.parse(p.profile()),
                    p.basisRate(), p.peakRate(), p.constantRate(), p.constantInterarrival(),
                    new PriceModel(p.minInitialCents(), p.maxInitialCents(), p.drift(), p.volatility(), p.rho()),
                    p.seed());
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(e.getMessage());
        }
    }

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
