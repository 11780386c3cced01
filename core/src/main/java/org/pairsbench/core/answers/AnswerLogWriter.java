package org.pairsbench.core.answers;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;

/**
 * Writes the kit's answer log ({@link AnswerLogFormat}, spec/answer-log.md), streaming. Not thread-safe: one
 * writer thread owns it. The header is written by the constructor.
 */
public final class AnswerLogWriter implements Closeable, Flushable {

    private final Writer out;
    private final StringBuilder line = new StringBuilder(160);

    /**
     * @param metadata written as {@code # key: value} lines after the format line, in iteration order; keys
     *                 must not contain ':' and neither keys nor values line ends
     */
    public AnswerLogWriter(Writer out, Map<String, String> metadata) throws IOException {
        this.out = out;
        out.write(AnswerLogFormat.HEADER_PREFIX + AnswerLogFormat.VERSION + "\n");
        for (Map.Entry<String, String> e : metadata.entrySet()) {
            String key = e.getKey();
            String value = e.getValue();
            if (key.isEmpty() || key.indexOf(':') >= 0 || hasLineEnd(key) || hasLineEnd(value)) {
                throw new IllegalArgumentException("bad answer log metadata '" + key + "'");
            }
            out.write("# " + key + ": " + value + "\n");
        }
    }

    /** Opens {@code file} for writing (replacing it), UTF-8, buffered. */
    public static AnswerLogWriter open(Path file, Map<String, String> metadata) throws IOException {
        Writer w = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(file), StandardCharsets.UTF_8),
                1 << 16);
        try {
            return new AnswerLogWriter(w, metadata);
        } catch (IOException | RuntimeException e) {
            w.close();
            throw e;
        }
    }

    private static boolean hasLineEnd(String s) {
        return s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0;
    }

    /** Writes one answer; {@code arrivalNs} may be {@link AnswerLogFormat#NO_ARRIVAL}. */
    public void write(Answer answer, long arrivalNs) throws IOException {
        line.setLength(0);
        format(line, answer, arrivalNs);
        out.append(line).append('\n');
    }

    /** Writes a trigger record: the first tick with {@code tickTS} was sent with TS {@code ts} (ns). */
    public void writeTrigger(long tickTS, long ts) throws IOException {
        line.setLength(0);
        line.append(AnswerLogFormat.TRIGGER).append(',').append(tickTS).append(',').append(ts);
        out.append(line).append('\n');
    }

    /** Appends the record of {@code answer}, without line end. */
    public static StringBuilder format(StringBuilder sb, Answer answer, long arrivalNs) {
        if (answer instanceof Indicator i) {
            sb.append(AnswerStream.INDICATOR.streamName()).append(',').append(i.strategy())
                    .append(',').append(i.ratio()).append(',').append(i.avgRatio())
                    .append(',').append(i.upperBand()).append(',').append(i.lowerBand());
        } else {
            MarketOrder o = (MarketOrder) answer;
            sb.append(AnswerStream.MARKET_ORDER.streamName()).append(',').append(o.strategy())
                    .append(',').append(o.type()).append(',').append(o.symbol())
                    .append(',').append(o.price()).append(',').append(o.size());
        }
        sb.append(',').append(answer.inputTickTS()).append(',');
        if (answer.inputTS() != Indicator.NO_TS) {
            sb.append(answer.inputTS());
        }
        sb.append(',');
        if (arrivalNs != AnswerLogFormat.NO_ARRIVAL) {
            sb.append(arrivalNs);
        }
        return sb;
    }

    @Override
    public void flush() throws IOException {
        out.flush();
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
