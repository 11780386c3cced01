package org.pairsbench.datagen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.io.Sha256;
import org.pairsbench.core.json.Json;
import org.pairsbench.core.workload.CorrelationsFile;

/**
 * The manifest {@link DatasetWriter} would write for a stream, computed in memory from the generator without
 * writing a byte: each file's tick count, first and last tickTS and the SHA-256 of its CSV text (the data, whatever
 * the compression), and the SHA-256 of correlations.json. A data set's files and a stream generated in process can
 * then be told to be the same by their hashes alone (memory is constant; about as fast as generating).
 */
public final class DataSetDigest {

    private DataSetDigest() {
    }

    /**
     * The manifest of the plain (not gzip) data set of {@code parameters} split into {@code fileCount} files. For
     * plain files, {@code sha256} and {@code bytes} are those of the files; a gzip data set's manifest agrees with
     * it on everything but those two.
     */
    public static Manifest of(DatagenParameters parameters, int fileCount) {
        List<String> names = DatasetWriter.fileNames(fileCount, false);
        List<CsvTickLines> files = new ArrayList<>();
        for (int i = 0; i < fileCount; i++) {
            files.add(new CsvTickLines(null));
        }
        long count = 0;
        byte[] correlations;
        try (TickGenerator generator = TickGenerator.open(parameters)) {
            while (generator.hasNext()) {
                StockTick tick = generator.next();
                files.get((int) (tick.tickTS() % fileCount)).add(tick);
                count++;
            }
            correlations = Json.write(generator.correlations()).getBytes(StandardCharsets.UTF_8);
            List<Manifest.TickFile> described = new ArrayList<>();
            for (int i = 0; i < fileCount; i++) {
                files.get(i).flush();
                described.add(files.get(i).describe(names.get(i), null, null));
            }
            return new Manifest(Manifest.FORMAT, Manifest.GENERATOR, parameters.standardDataSet(),
                    Manifest.Parameters.of(parameters, fileCount, false), Manifest.SPLIT, count,
                    Math.round(generator.expectedTicks()), described,
                    new Manifest.AuxFile(CorrelationsFile.NAME, Sha256.of(correlations)));
        } catch (IOException e) {
            throw new UncheckedIOException(e); // nothing is written: no I/O to fail
        }
    }

    /** The correlations.json {@link DatasetWriter} writes for {@code parameters}, as bytes. */
    public static byte[] correlationsJson(DatagenParameters parameters) {
        try (TickGenerator generator = TickGenerator.open(parameters)) {
            return Json.write(generator.correlations()).getBytes(StandardCharsets.UTF_8);
        }
    }
}
