package org.pairsbench.core.answers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.pairsbench.core.io.LineReader;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.answers.RecordFields.BadRecord;
import org.pairsbench.api.model.Indicator;

/**
 * Reads a FINCoS 2.4 sink log (spec/answer-log.md, "FINCoS sink logs"): an 8-line header, then records
 * {@code logTS,stream,f1,...,fk[,arrivalTS]}, where f1..fk are the output event's fields and fk, the last,
 * is the causer timestamp. The arrival column is absent in NO_RT mode. Indicator and MarketOrder records hold
 * the six fields of Figure 7.8 up to inputTickTS, optionally followed by inputTS. Timestamps in milliseconds
 * (Response Time Resolution: milliseconds) are converted to nanoseconds, the kit's unit.
 */
final class FincosSinkLogReader {

    static final String FIRST_LINE = "FINCoS Sink Log File.";
    /** Labels of header lines 2-8, each written as " label: value". */
    static final String[] LABELS = {"Sink Alias", "Sink Address", "Connection", "Start time",
        "Response Time Mode", "Response Time Resolution", "Log Sampling rate"};
    static final String RT_MODE = "Response Time Mode";
    static final String RESOLUTION = "Response Time Resolution";
    static final String SAMPLING_RATE = "Log Sampling rate";

    private static final int PAYLOAD_WITHOUT_INPUT_TS = 6;
    private static final int PAYLOAD_WITH_INPUT_TS = 7;

    private FincosSinkLogReader() {
    }

    /** Key of the header map under which a warning about the timestamps' unit is returned, when there is one. */
    static final String UNIT_WARNING = "unit warning";

    /**
     * Reads the rest of the file after its first line; returns the header's values by label, plus
     * {@link #UNIT_WARNING} when the arrival times contradict the declared resolution. With a null
     * {@code handler} it stops after the header.
     */
    static Map<String, String> read(Path file, LineReader in, AnswerLogHandler handler) throws IOException {
        Map<String, String> header = new LinkedHashMap<>();
        for (String label : LABELS) {
            String line = in.readLine();
            String prefix = " " + label + ":";
            if (line == null || !line.startsWith(prefix)) {
                throw InvalidInputException.at(file, in.lineNumber() + (line == null ? 1 : 0),
                        "FINCoS sink log header: expected '" + prefix + " ...', got "
                                + (line == null ? "end of file" : "'" + RecordFields.abbreviate(line) + "'"));
            }
            header.put(label, line.substring(prefix.length()).strip());
        }
        String mode = header.get(RT_MODE);
        if (!mode.equals("END_TO_END") && !mode.equals("ADAPTER") && !mode.equals("NO_RT")) {
            throw InvalidInputException.at(file, 6, "Response Time Mode must be END_TO_END, ADAPTER or NO_RT, got '"
                    + mode + "'");
        }
        boolean hasArrival = !mode.equals("NO_RT");
        long toNanos = switch (header.get(RESOLUTION)) {
            case "milliseconds" -> 1_000_000L;
            case "nanoseconds" -> 1L;
            default -> {
                if (hasArrival) {
                    throw InvalidInputException.at(file, 7,
                            "Response Time Resolution must be milliseconds or nanoseconds, got '"
                                    + header.get(RESOLUTION) + "'");
                }
                yield 1L;
            }
        };
        double rate = samplingRate(file, header.get(SAMPLING_RATE));
        header.put(SAMPLING_RATE, Double.toString(rate));
        if (handler == null) {
            return header;
        }

        TimestampUnitCheck unit = new TimestampUnitCheck(toNanos == 1L);
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            long number = in.lineNumber();
            if (!in.lastLineTerminated()) {
                int c1 = line.indexOf(',');
                int c2 = c1 < 0 ? -1 : line.indexOf(',', c1 + 1);
                Optional<AnswerStream> stream = c2 < 0 ? Optional.empty() : AnswerStream.byName(line.substring(c1 + 1, c2));
                handler.onMalformed(new MalformedLine(file, number, stream,
                        "truncated last line (no line end): '" + RecordFields.abbreviate(line) + "'"));
                break;
            }
            record(file, number, line, hasArrival, toNanos, handler, unit);
        }
        unit.warning().ifPresent(w -> header.put(UNIT_WARNING, w));
        return header;
    }

    static double samplingRate(Path file, String value) {
        try {
            double rate = Double.parseDouble(value);
            if (rate > 0 && rate <= 1) {
                return rate;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw InvalidInputException.at(file, 8, "Log Sampling rate must be a number in (0, 1], got '" + value + "'");
    }

    private static void record(Path file, long number, String line, boolean hasArrival, long toNanos,
                               AnswerLogHandler handler, TimestampUnitCheck unit) {
        String[] f = RecordFields.split(line);
        Optional<AnswerStream> stream = f.length > 1 ? AnswerStream.byName(f[1]) : Optional.empty();
        try {
            if (f.length < 2) {
                throw new BadRecord("expected logTS,stream,fields..., got '" + RecordFields.abbreviate(line) + "'");
            }
            long logTs = RecordFields.parseLong(f[0], "logTS");
            if (stream.isEmpty()) {
                throw new BadRecord("unknown stream '" + RecordFields.abbreviate(f[1])
                        + "'; expected Indicator or MarketOrder");
            }
            int payload = f.length - 2 - (hasArrival ? 1 : 0);
            if (payload <= 1) {
                throw InvalidInputException.at(file, number, "record holds only timestamps (FINCoS fieldsToLog="
                        + "timestamps); validation needs a sink log written with fieldsToLog=all");
            }
            if (payload != PAYLOAD_WITHOUT_INPUT_TS && payload != PAYLOAD_WITH_INPUT_TS) {
                throw new BadRecord("a " + f[1] + " record has 6 or 7 fields between the stream and the arrival "
                        + "time, got " + payload + ": '" + RecordFields.abbreviate(line) + "'");
            }
            long inputTS = payload == PAYLOAD_WITH_INPUT_TS
                    ? RecordFields.parseLong(f[8], "inputTS") * toNanos : Indicator.NO_TS;
            long arrival = AnswerLogFormat.NO_ARRIVAL;
            if (hasArrival) {
                long raw = RecordFields.parseLong(f[f.length - 1], "arrivalTS");
                unit.record(logTs, raw);
                arrival = raw * toNanos;
            }
            if (stream.get() == AnswerStream.INDICATOR) {
                handler.onAnswer(RecordFields.indicator(f, 2, inputTS), arrival, number);
            } else {
                handler.onAnswer(RecordFields.order(f, 2, inputTS, true), arrival, number);
            }
        } catch (BadRecord e) {
            handler.onMalformed(new MalformedLine(file, number, stream, e.getMessage()));
        }
    }
}
