package org.pairsbench.core.answers;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import org.pairsbench.core.io.LineReader;
import org.pairsbench.api.InvalidInputException;

/**
 * Reads a file of answers in either format the kit accepts, recognised by its first line: the kit's answer
 * log ({@link AnswerLogFormat}) or a FINCoS sink log. Files ending in {@code .gz} are decompressed. Streaming:
 * memory does not grow with the file.
 */
public final class AnswerFiles {

    /** The two formats. */
    public enum Kind {
        PAIRS_ANSWER_LOG,
        FINCOS_SINK_LOG
    }

    /**
     * What the header said.
     *
     * @param header the kit log's metadata, or the FINCoS header's values by label ("Log Sampling rate", ...)
     */
    public record Info(Path file, Kind kind, Map<String, String> header) {

        /**
         * A warning about the file that does not make it unusable: a FINCoS log whose arrival times do not look
         * like the unit its header declares.
         */
        public Optional<String> warning() {
            return Optional.ofNullable(header.get(FincosSinkLogReader.UNIT_WARNING));
        }

        /** The FINCoS log sampling rate; 1 for the kit's log, which is never sampled. */
        public double samplingRate() {
            return kind == Kind.FINCOS_SINK_LOG
                    ? Double.parseDouble(header.get(FincosSinkLogReader.SAMPLING_RATE)) : 1.0;
        }
    }

    private AnswerFiles() {
    }

    /**
     * Reads {@code file} into {@code handler}. A missing file, an unknown or broken header, or an unreadable
     * file is an {@link InvalidInputException}; a bad record line goes to {@link AnswerLogHandler#onMalformed}.
     */
    public static Info read(Path file, AnswerLogHandler handler) {
        return read(file, handler, false);
    }

    /** Reads only the header of {@code file}: its kind and metadata, as {@link #read} would return them. */
    public static Info readHeader(Path file) {
        return read(file, null, true);
    }

    private static Info read(Path file, AnswerLogHandler handler, boolean headerOnly) {
        if (!headerOnly && handler == null) {
            throw new NullPointerException("handler");
        }
        try (InputStream raw = open(file)) {
            LineReader in = new LineReader(new InputStreamReader(raw, StandardCharsets.UTF_8), file);
            String first = in.readLine();
            if (first == null) {
                throw InvalidInputException.in(file, "empty answer file: expected a Pairs answer log or a FINCoS sink log");
            }
            if (first.equals(FincosSinkLogReader.FIRST_LINE)) {
                return new Info(file, Kind.FINCOS_SINK_LOG, FincosSinkLogReader.read(file, in, handler));
            }
            if (first.startsWith(AnswerLogFormat.HEADER_START)) {
                return new Info(file, Kind.PAIRS_ANSWER_LOG, AnswerLogReader.read(file, first, in, handler));
            }
            throw InvalidInputException.at(file, 1, "neither a Pairs answer log ('" + AnswerLogFormat.HEADER_PREFIX
                    + AnswerLogFormat.VERSION + "') nor a FINCoS sink log ('" + FincosSinkLogReader.FIRST_LINE
                    + "'): '" + RecordFields.abbreviate(first) + "'");
        } catch (IOException e) {
            throw InvalidInputException.in(file, "cannot read answers: " + InvalidInputException.reason(e));
        }
    }

    private static InputStream open(Path file) throws IOException {
        try {
            InputStream in = Files.newInputStream(file);
            return file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(in, 1 << 16) : in;
        } catch (NoSuchFileException e) {
            throw InvalidInputException.in(file, "no such answer file");
        }
    }
}
