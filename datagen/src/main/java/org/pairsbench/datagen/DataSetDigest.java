package org.pairsbench.datagen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.pairsbench.core.concurrent.Workers;
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
     * it on everything but those two. Generated on one worker thread per processor.
     */
    public static Manifest of(DatagenParameters parameters, int fileCount) {
        return of(parameters, fileCount, Workers.defaultThreads());
    }

    /** As {@link #of(DatagenParameters, int)}, on {@code threads} worker threads (1: the calling thread only). */
    public static Manifest of(DatagenParameters parameters, int fileCount, int threads) {
        return of(parameters, fileCount, threads, DatasetWriter.Progress.NONE);
    }

    /**
     * As {@link #of(DatagenParameters, int, int)}, telling {@code progress} the ticks digested so far as datagen
     * tells those written: at scale this takes as long as writing the data set (an audit at SF 2000 standard: 9
     * billion ticks).
     */
    public static Manifest of(DatagenParameters parameters, int fileCount, int threads,
                              DatasetWriter.Progress progress) {
        List<String> names = DatasetWriter.fileNames(fileCount, false);
        List<CsvTickLines> files = new ArrayList<>();
        for (int i = 0; i < fileCount; i++) {
            files.add(new CsvTickLines(null));
        }
        long count = TickTexts.produce(parameters, fileCount, threads, block -> {
            for (int f = 0; f < fileCount; f++) {
                try {
                    files.get(f).add(block, f);
                } catch (IOException e) {
                    throw new UncheckedIOException(e); // nothing is written: no I/O to fail
                }
            }
        }, progress);
        byte[] correlations = correlationsJson(parameters);
        List<Manifest.TickFile> described = new ArrayList<>();
        for (int i = 0; i < fileCount; i++) {
            described.add(files.get(i).describe(names.get(i), null, null));
        }
        return new Manifest(Manifest.FORMAT, Manifest.GENERATOR, parameters.standardDataSet(),
                Manifest.Parameters.of(parameters, fileCount, false), Manifest.SPLIT, count,
                Math.round(parameters.expectedTicks()), described,
                new Manifest.AuxFile(CorrelationsFile.NAME, Sha256.of(correlations)));
    }

    /** The correlations.json {@link DatasetWriter} writes for {@code parameters}, as bytes. */
    public static byte[] correlationsJson(DatagenParameters parameters) {
        return Json.write(TickGenerator.correlations(parameters)).getBytes(StandardCharsets.UTF_8);
    }
}
