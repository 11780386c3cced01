package org.pairsbench.core.answers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import org.pairsbench.core.io.LineReader;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.answers.RecordFields.BadRecord;
import org.pairsbench.api.model.Indicator;

/** Reads the kit's answer log ({@link AnswerLogFormat}), streaming, into an {@link AnswerLogHandler}. */
final class AnswerLogReader {

    private AnswerLogReader() {
    }

    /**
     * Reads the rest of the file after its first line {@code header}; returns the metadata. With a null
     * {@code handler} it stops at the first record.
     */
    static Map<String, String> read(Path file, String header, LineReader in, AnswerLogHandler handler)
            throws IOException {
        Matcher m = AnswerLogFormat.HEADER.matcher(header);
        if (!m.matches()) {
            throw InvalidInputException.at(file, 1, "not a Pairs answer log header: '"
                    + RecordFields.abbreviate(header) + "'");
        }
        int version = Integer.parseInt(m.group(1));
        if (version != AnswerLogFormat.VERSION) {
            throw InvalidInputException.at(file, 1, "answer log format " + version
                    + " is not supported; this kit reads format " + AnswerLogFormat.VERSION);
        }
        Map<String, String> metadata = new LinkedHashMap<>();
        boolean inHeader = true;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            long number = in.lineNumber();
            if (line.startsWith("#")) {
                int colon = line.indexOf(':');
                if (inHeader && line.startsWith("# ") && colon > 2) {
                    metadata.put(line.substring(2, colon), line.substring(colon + 1).strip());
                }
                continue;
            }
            inHeader = false;
            if (handler == null) {
                break;
            }
            if (!in.lastLineTerminated()) {
                handler.onMalformed(new MalformedLine(file, number, streamOf(line),
                        "truncated last line (no line end): '" + RecordFields.abbreviate(line) + "'"));
                break;
            }
            record(file, number, line, handler);
        }
        return metadata;
    }

    private static Optional<AnswerStream> streamOf(String line) {
        int comma = line.indexOf(',');
        return AnswerStream.byName(comma < 0 ? line : line.substring(0, comma));
    }

    private static void record(Path file, long number, String line, AnswerLogHandler handler) {
        String[] f = RecordFields.split(line);
        Optional<AnswerStream> stream = AnswerStream.byName(f[0]);
        try {
            if (stream.isEmpty()) {
                if (!f[0].equals(AnswerLogFormat.TRIGGER)) {
                    throw new BadRecord("unknown record type '" + RecordFields.abbreviate(f[0])
                            + "'; expected Indicator, MarketOrder or Trigger");
                }
                if (f.length != AnswerLogFormat.TRIGGER_FIELDS) {
                    throw new BadRecord("a Trigger record has 3 fields, got " + f.length);
                }
                handler.onTrigger(RecordFields.parseLong(f[1], "tickTS"), RecordFields.parseLong(f[2], "TS"), number);
                return;
            }
            if (f.length != AnswerLogFormat.ANSWER_FIELDS) {
                throw new BadRecord("a " + f[0] + " record has " + AnswerLogFormat.ANSWER_FIELDS + " fields, got "
                        + f.length + ": '" + RecordFields.abbreviate(line) + "'");
            }
            long inputTS = RecordFields.parseOptionalLong(f[7], "inputTS", Indicator.NO_TS);
            long arrival = RecordFields.parseOptionalLong(f[8], "arrivalNs", AnswerLogFormat.NO_ARRIVAL);
            if (stream.get() == AnswerStream.INDICATOR) {
                handler.onAnswer(RecordFields.indicator(f, 1, inputTS), arrival, number);
            } else {
                handler.onAnswer(RecordFields.order(f, 1, inputTS, false), arrival, number);
            }
        } catch (BadRecord e) {
            handler.onMalformed(new MalformedLine(file, number, stream, e.getMessage()));
        }
    }
}
