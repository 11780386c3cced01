package org.pairsbench.core.ticks;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.NoSuchElementException;
import java.util.zip.GZIPInputStream;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.io.LineReader;

/**
 * Reads one tick file, plain or gzip (by the {@code .gz} suffix), streaming. Checks every line and that
 * tickTS never decreases; a problem is an {@link InvalidInputException} with file and line.
 */
public final class TickFileReader implements TickSource {

    private static final int BUFFER = 1 << 16;

    private final Path file;
    private final LineReader reader;
    private long lineNumber;
    private long lastTickTS = Long.MIN_VALUE;
    private StockTick next;

    public TickFileReader(Path file) {
        this.file = file;
        try {
            InputStream in = Files.newInputStream(file);
            if (file.getFileName().toString().endsWith(".gz")) {
                in = new GZIPInputStream(in, BUFFER);
            }
            this.reader = new LineReader(new InputStreamReader(in, StandardCharsets.US_ASCII), file);
        } catch (NoSuchFileException e) {
            throw InvalidInputException.in(file, "no such tick file");
        } catch (IOException e) {
            throw InvalidInputException.in(file, "cannot read tick file: " + InvalidInputException.reason(e));
        }
        advance();
    }

    public Path file() {
        return file;
    }

    /** Line number of the tick {@link #next()} returned last. */
    public long lineNumber() {
        return lineNumber - (next == null ? 0 : 1);
    }

    private void advance() {
        String line;
        try {
            line = reader.readLine();
        } catch (IOException e) {
            throw InvalidInputException.at(file, lineNumber + 1, "cannot read: " + InvalidInputException.reason(e));
        }
        if (line == null) {
            next = null;
            return;
        }
        lineNumber++;
        StockTick tick = TickCsv.parse(line, file, lineNumber);
        if (tick.tickTS() < lastTickTS) {
            throw InvalidInputException.at(file, lineNumber,
                    "tickTS " + tick.tickTS() + " is smaller than the previous line's " + lastTickTS);
        }
        lastTickTS = tick.tickTS();
        next = tick;
    }

    @Override
    public boolean hasNext() {
        return next != null;
    }

    @Override
    public StockTick next() {
        if (next == null) {
            throw new NoSuchElementException();
        }
        StockTick tick = next;
        advance();
        return tick;
    }

    @Override
    public void close() {
        try {
            reader.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
