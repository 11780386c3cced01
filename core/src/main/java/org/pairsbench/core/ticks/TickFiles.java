package org.pairsbench.core.ticks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.StockTick;

/**
 * Finds and opens a data set's tick files (spec section 3.2). A data set is {@code ticks.csv} or a split set
 * {@code ticks-1.csv, ticks-2.csv, ...} (each optionally {@code .gz}). A split set is merged by tickTS; ticks
 * with equal tickTS come from the lower-numbered file first, which restores the generated stream exactly.
 */
public final class TickFiles {

    /** ticks.csv, ticks.csv.gz, ticks-7.csv, ticks-007.csv.gz. */
    public static final Pattern NAME = Pattern.compile("ticks(?:-(\\d+))?\\.csv(?:\\.gz)?");

    private TickFiles() {
    }

    /**
     * The tick files {@code path} names: the file itself, or the tick files in a directory ordered by their
     * number. A directory without tick files, with both a single and a split set, or with a split set not
     * numbered 1 to N once each, is an error.
     */
    public static List<Path> resolve(Path path) {
        if (!Files.exists(path)) {
            throw InvalidInputException.in(path, "no such tick file or directory");
        }
        if (!Files.isDirectory(path)) {
            return List.of(path);
        }
        List<Path> files;
        try (Stream<Path> entries = Files.list(path)) {
            files = new ArrayList<>(entries.filter(p -> NAME.matcher(p.getFileName().toString()).matches())
                    .sorted(Comparator.comparingLong(TickFiles::number).thenComparing(Path::toString)).toList());
        } catch (IOException e) {
            throw InvalidInputException.in(path, "cannot list directory: " + e.getMessage());
        }
        if (files.isEmpty()) {
            throw InvalidInputException.in(path, "no tick files (ticks.csv or ticks-N.csv, optionally .gz)");
        }
        long unnumbered = files.stream().filter(p -> number(p) == 0).count();
        if (unnumbered > 0 && files.size() > 1) {
            throw InvalidInputException.in(path, "holds both ticks.csv and other tick files; keep one data set per directory");
        }
        // A split set is ticks-1 .. ticks-N, each number once: a gap is a lost file, and ticks-2.csv beside
        // ticks-2.csv.gz would feed the same ticks twice.
        for (int i = 0; unnumbered == 0 && i < files.size(); i++) {
            if (number(files.get(i)) != i + 1) {
                throw InvalidInputException.in(path, "split tick files must be numbered 1 to " + files.size()
                        + ", each once; found " + files.stream().map(f -> f.getFileName().toString()).toList());
            }
        }
        return files;
    }

    /**
     * The data set folder of a tick path ({@code --ticks}): the path itself when it is a directory, else the
     * tick file's folder. A data set keeps its correlations.json and manifest.json there.
     */
    public static Path folderOf(Path ticks) {
        return Files.isDirectory(ticks) ? ticks : ticks.toAbsolutePath().getParent();
    }

    private static long number(Path file) {
        Matcher m = NAME.matcher(file.getFileName().toString());
        if (!m.matches() || m.group(1) == null) {
            return 0;
        }
        try {
            return Long.parseLong(m.group(1));
        } catch (NumberFormatException e) {
            throw InvalidInputException.in(file, "the file number is too large for a split tick file");
        }
    }

    /**
     * Refuses tick files that hold no tick at all (an empty file, a copy that never got its data): there is
     * nothing to run or validate, and an engine must not be judged on it. Reads only up to the first tick.
     *
     * @param ticks what the user named (a file or a data set folder), for the message
     */
    public static void requireTicks(Path ticks, List<Path> files) {
        try (TickSource source = open(files)) {
            if (!source.hasNext()) {
                throw InvalidInputException.in(ticks, files.size() == 1 ? "the tick file holds no ticks"
                        : "the " + files.size() + " tick files hold no ticks");
            }
        }
    }

    /** Opens the files {@link #resolve(Path)} finds as one stream. */
    public static TickSource open(Path path) {
        return open(resolve(path));
    }

    /** Opens {@code files} as one stream, merged by (tickTS, position in the list). */
    public static TickSource open(List<Path> files) {
        if (files.size() == 1) {
            return new TickFileReader(files.get(0));
        }
        return new MergedSource(files);
    }

    private static final class MergedSource implements TickSource {
        private record Head(StockTick tick, int fileIndex) {
        }

        private final List<TickFileReader> readers = new ArrayList<>();
        private final PriorityQueue<Head> heads = new PriorityQueue<>(
                Comparator.comparingLong((Head h) -> h.tick().tickTS()).thenComparingInt(Head::fileIndex));

        MergedSource(List<Path> files) {
            try {
                for (Path file : files) {
                    readers.add(new TickFileReader(file));
                }
            } catch (RuntimeException e) {
                close();
                throw e;
            }
            for (int i = 0; i < readers.size(); i++) {
                refill(i);
            }
        }

        private void refill(int fileIndex) {
            TickFileReader reader = readers.get(fileIndex);
            if (reader.hasNext()) {
                heads.add(new Head(reader.next(), fileIndex));
            }
        }

        @Override
        public boolean hasNext() {
            return !heads.isEmpty();
        }

        @Override
        public StockTick next() {
            Head head = heads.poll();
            if (head == null) {
                throw new NoSuchElementException();
            }
            refill(head.fileIndex());
            return head.tick();
        }

        @Override
        public void close() {
            for (TickFileReader reader : readers) {
                reader.close();
            }
        }
    }
}
