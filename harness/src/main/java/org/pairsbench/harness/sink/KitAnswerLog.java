package org.pairsbench.harness.sink;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.pairsbench.core.answers.AnswerLogWriter;

/**
 * The kit's answer log (spec/answer-log.md), written with core's {@link AnswerLogWriter}: every answer with
 * the inputTS the engine carried and its arrival time, and, just before the first answer that names it, a
 * {@code Trigger,tickTS,TS} record for its trigger tick, so the validator knows the TS every inputTS must
 * equal (ruling 8) and the log alone gives every latency. Written under a temporary name until closed; the header
 * at the first answer or at the close, so that it names the engine as deployed.
 */
public final class KitAnswerLog extends PendingLog {

    private final Supplier<Map<String, String>> metadata;
    private AnswerLogWriter writer;
    private final Set<Long> triggersWritten = new HashSet<>();

    /**
     * @param metadata the header's {@code # key: value} lines (engine, scale factor, ...); a line end inside a
     *                 value becomes a space
     */
    public KitAnswerLog(Path file, Map<String, String> metadata) {
        this(file, () -> metadata);
    }

    /** @param metadata the header's lines, asked for once, when the header is written */
    public KitAnswerLog(Path file, Supplier<Map<String, String>> metadata) {
        super(file);
        this.metadata = metadata;
    }

    @Override
    protected void header() throws IOException {
        Map<String, String> header = new LinkedHashMap<>();
        metadata.get().forEach((key, value) -> header.put(key, oneLine(value)));
        writer = new AnswerLogWriter(out, header);
    }

    @Override
    public void write(Arrival a, long triggerTS) throws IOException {
        headed();
        if (triggerTS != Arrival.NO_TRIGGER && triggersWritten.add(a.answer().inputTickTS())) {
            writer.writeTrigger(a.answer().inputTickTS(), triggerTS);
        }
        writer.write(a.answer(), a.arrivalNanos());
    }
}
