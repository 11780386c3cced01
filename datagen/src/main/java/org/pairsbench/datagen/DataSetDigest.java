package org.pairsbench.datagen;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.io.Sha256;
import org.pairsbench.core.json.Json;
import org.pairsbench.core.ticks.TickCsv;
import org.pairsbench.core.workload.CorrelationsFile;

/**
 * The manifest {@link DatasetWriter} would write for a stream, computed in memory from the generator without
 * writing a byte: each file's tick count, first and last tickTS and the SHA-256 of its CSV text (the data, whatever
 * the compression), and the SHA-256 of correlations.json. A data set's files and a stream generated in process can
 * then be told to be the same by their hashes alone (memory is constant; about as fast as generating).
 */
public final class DataSetDigest {

    private static final int BUFFER = 1 << 16;

    private DataSetDigest() {
    }

    /**
     * The manifest of the plain (not gzip) data set of {@code parameters} split into {@code fileCount} files. For
     * plain files, {@code sha256} and {@code bytes} are those of the files; a gzip data set's manifest agrees with
     * it on everything but those two.
     */
    public static Manifest of(DatagenParameters parameters, int fileCount) {
        List<String> names = DatasetWriter.fileNames(fileCount, false);
        List<FileDigest> files = new ArrayList<>();
        for (String name : names) {
            files.add(new FileDigest(name));
        }
        long count = 0;
        byte[] correlations;
        StringBuilder line = new StringBuilder(64);
        try (TickGenerator generator = TickGenerator.open(parameters)) {
            while (generator.hasNext()) {
                StockTick tick = generator.next();
                line.setLength(0);
                TickCsv.append(line, tick).append('\n');
                files.get((int) (tick.tickTS() % fileCount)).add(line, tick.tickTS());
                count++;
            }
            correlations = Json.write(generator.correlations()).getBytes(StandardCharsets.UTF_8);
            List<Manifest.TickFile> described = files.stream().map(FileDigest::finish).toList();
            return new Manifest(Manifest.FORMAT, "pairs datagen (Pairs 1.0)", parameters.standardDataSet(),
                    Manifest.Parameters.of(parameters, fileCount, false), "file = 1 + (tickTS mod fileCount)", count,
                    Math.round(generator.expectedTicks()), described,
                    new Manifest.AuxFile(CorrelationsFile.NAME, Sha256.of(correlations)));
        }
    }

    /** The correlations.json {@link DatasetWriter} writes for {@code parameters}, as bytes. */
    public static byte[] correlationsJson(DatagenParameters parameters) {
        try (TickGenerator generator = TickGenerator.open(parameters)) {
            return Json.write(generator.correlations()).getBytes(StandardCharsets.UTF_8);
        }
    }

    /** One file's hash and counts, fed line by line (US-ASCII, as {@code TickFileWriter} writes it). */
    private static final class FileDigest {
        private final String name;
        private final MessageDigest digest = Sha256.digest();
        private final byte[] buffer = new byte[BUFFER];
        private int used;
        private long bytes;
        private long ticks;
        private long first = -1;
        private long last = -1;

        FileDigest(String name) {
            this.name = name;
        }

        void add(CharSequence line, long tickTS) {
            int length = line.length();
            if (used + length > BUFFER) {
                flush();
            }
            for (int i = 0; i < length; i++) {
                buffer[used++] = (byte) line.charAt(i);
            }
            bytes += length;
            if (ticks++ == 0) {
                first = tickTS;
            }
            last = tickTS;
        }

        private void flush() {
            digest.update(buffer, 0, used);
            used = 0;
        }

        Manifest.TickFile finish() {
            flush();
            String sha = Sha256.hex(digest);
            return new Manifest.TickFile(name, ticks, bytes, sha, sha, ticks == 0 ? null : first,
                    ticks == 0 ? null : last);
        }
    }
}
