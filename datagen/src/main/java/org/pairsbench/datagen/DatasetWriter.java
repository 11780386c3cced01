package org.pairsbench.datagen;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.concurrent.Workers;
import org.pairsbench.core.io.OutputDirectory;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.io.Sha256;
import org.pairsbench.core.json.Json;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.workload.CorrelationsFile;

/**
 * Writes a data set: the tick files, the auxiliary file {@value CorrelationsFile#NAME} and, last,
 * {@value Manifest#NAME}. Every file is written under a temporary name and renamed when complete; the tick
 * files are renamed only once all of them are complete, and the manifest, whose presence marks a complete
 * data set, comes after everything else. On any error the temporary files are deleted.
 *
 * <p>Split rule: the tick with tickTS t goes to file 1 + (t mod fileCount). All ticks of one millisecond
 * share a file and each file keeps stream order, so merging the files by (tickTS, file number) restores
 * the stream exactly; and every file spans the whole run at 1/fileCount of the rate, so FINCoS drivers
 * replaying one file each in parallel together replay the stream (thesis B.6: "for distributing load
 * generation among multiple drivers").
 */
public final class DatasetWriter {

    /**
     * The most tick files a data set is split into: each is an open file with a 64 KiB buffer while it is written,
     * so this bounds the writer to about 64 MiB of buffers and 1,000 open files; it is far more drivers than one
     * stream is replayed by (thesis B.6).
     */
    public static final int MAX_FILES = 1000;

    /** How often, in ticks, the progress callback hears from the writer. */
    public static final int PROGRESS_STEP = 1 << 16;

    /**
     * Where and how to store the stream.
     *
     * @param threads worker threads that generate and format the ticks (1: all on the calling thread); the files
     *                are the same for any number, so it is recorded nowhere
     */
    public record Options(Path directory, int fileCount, boolean gzip, boolean overwrite, int threads) {
        public Options {
            if (fileCount < 1) {
                throw new InvalidInputException("fileCount must be a positive integer, got " + fileCount);
            }
            if (fileCount > MAX_FILES) {
                throw new InvalidInputException("fileCount must be at most " + MAX_FILES + ", got " + fileCount);
            }
            if (threads < 1) {
                throw new InvalidInputException("threads must be a positive integer, got " + threads);
            }
        }

        /** One worker thread per processor. */
        public Options(Path directory, int fileCount, boolean gzip, boolean overwrite) {
            this(directory, fileCount, gzip, overwrite, Workers.defaultThreads());
        }

        public Options withThreads(int count) {
            return new Options(directory, fileCount, gzip, overwrite, count);
        }
    }

    /** Told of the number of ticks written so far, about every {@link #PROGRESS_STEP} ticks and at the end. */
    @FunctionalInterface
    public interface Progress {
        Progress NONE = ticks -> { };

        void written(long ticks);
    }

    /**
     * What was written and how long it took.
     *
     * @param staleRemoved temporary files an interrupted datagen had left in the directory, deleted first
     */
    public record Result(Path directory, Manifest manifest, long nanos, List<PendingFile.Stale> staleRemoved) {
        public long bytes() {
            return manifest.files().stream().mapToLong(Manifest.TickFile::bytes).sum();
        }

        public double ticksPerSecond() {
            return manifest.totalTicks() / (nanos / 1e9);
        }
    }

    private DatasetWriter() {
    }

    /** File names of a data set of {@code fileCount} files: ticks.csv alone, or ticks-1.csv .. ticks-N.csv. */
    public static List<String> fileNames(int fileCount, boolean gzip) {
        String suffix = gzip ? ".csv.gz" : ".csv";
        if (fileCount == 1) {
            return List.of("ticks" + suffix);
        }
        List<String> names = new ArrayList<>(fileCount);
        for (int i = 1; i <= fileCount; i++) {
            names.add("ticks-" + i + suffix);
        }
        return names;
    }

    public static Result write(DatagenParameters parameters, Options options, Progress progress) {
        long start = System.nanoTime();
        Path dir = options.directory();
        prepareDirectory(dir, options.overwrite());
        // A datagen killed mid-write (kill -9, power cut) left its hidden temporary tick files, maybe hundreds of MB.
        List<PendingFile.Stale> stale = PendingFile.removeStale(dir, DatasetWriter::isDataSetFile);
        List<String> names = fileNames(options.fileCount(), options.gzip());
        List<PendingFile> pending = new ArrayList<>();
        List<TickFileWriter> writers = new ArrayList<>();
        try {
            for (String name : names) {
                PendingFile file = PendingFile.create(dir.resolve(name));
                pending.add(file);
                writers.add(new TickFileWriter(file, options.gzip()));
            }
            int files = options.fileCount();
            long count = TickTexts.produce(parameters, files, options.threads(), block -> {
                for (int f = 0; f < files; f++) {
                    writers.get(f).write(block, f);
                }
            }, progress);
            List<Manifest.TickFile> described = new ArrayList<>();
            for (TickFileWriter writer : writers) {
                described.add(writer.finish());
            }
            writers.clear();
            removeOtherTickFiles(dir, names);
            for (PendingFile file : pending) {
                file.commit();
            }
            Path aux = dir.resolve(CorrelationsFile.NAME);
            CorrelationsFile.write(TickGenerator.correlations(parameters), aux);
            Manifest manifest = new Manifest(Manifest.FORMAT, Manifest.GENERATOR,
                    parameters.standardDataSet(),
                    Manifest.Parameters.of(parameters, options.fileCount(), options.gzip()),
                    Manifest.SPLIT, count, Math.round(parameters.expectedTicks()), described,
                    new Manifest.AuxFile(CorrelationsFile.NAME, Sha256.of(aux)));
            byte[] json = Json.write(manifest).getBytes(StandardCharsets.UTF_8);
            PendingFile.write(dir.resolve(Manifest.NAME), out -> out.write(json));
            return new Result(dir, manifest, System.nanoTime() - start, stale);
        } finally {
            writers.forEach(TickFileWriter::abandon);
            pending.forEach(PendingFile::discard);
        }
    }

    /**
     * Creates the directory; refuses one that already holds a data set unless {@code overwrite}, in which
     * case the old manifest goes first, so the old set stops looking complete before anything changes.
     */
    private static void prepareDirectory(Path dir, boolean overwrite) {
        OutputDirectory.create(dir);
        List<Path> existing = dataSetFiles(dir);
        if (existing.isEmpty()) {
            return;
        }
        if (!overwrite) {
            throw InvalidInputException.in(dir, "already holds a data set (" + existing.get(0).getFileName()
                    + (existing.size() > 1 ? " and " + (existing.size() - 1) + " more" : "")
                    + "); use --overwrite to replace it");
        }
        delete(dir.resolve(Manifest.NAME));
    }

    private static List<Path> dataSetFiles(Path dir) {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.filter(p -> isDataSetFile(p.getFileName().toString())).sorted().toList();
        } catch (IOException e) {
            throw InvalidInputException.in(dir, "cannot list the output directory: " + e.getMessage());
        }
    }

    private static boolean isDataSetFile(String name) {
        return name.equals(Manifest.NAME) || name.equals(CorrelationsFile.NAME) || TickFiles.NAME.matcher(name).matches();
    }

    /** Old tick files the new set does not replace (another count or compression) would corrupt the merge. */
    private static void removeOtherTickFiles(Path dir, List<String> keep) {
        for (Path p : dataSetFiles(dir)) {
            String name = p.getFileName().toString();
            if (TickFiles.NAME.matcher(name).matches() && !keep.contains(name)) {
                delete(p);
            }
        }
    }

    private static void delete(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            throw InvalidInputException.in(p, "cannot delete the old file: " + e.getMessage());
        }
    }

}
