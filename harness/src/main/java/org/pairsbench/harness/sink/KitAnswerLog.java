package org.pairsbench.harness.sink;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.pairsbench.core.answers.AnswerLogWriter;

/**
 * The kit's answer log (spec/answer-log.md), written with core's {@link AnswerLogWriter}: every answer with
 * the inputTS the engine carried and its arrival time, and, just before the first answer that names it, a
 * {@code Trigger,tickTS,TS} record for its trigger tick, so the validator knows the TS every inputTS must
 * equal (ruling 8) and the log alone gives every latency. Written under a temporary name until closed.
 */
public final class KitAnswerLog implements AnswerLog {

    private final Path file;
    private final Path partial;
    private final AnswerLogWriter writer;
    private final Set<Long> triggersWritten = new HashSet<>();

    /** @param metadata the header's {@code # key: value} lines (engine, scale factor, ...) */
    public KitAnswerLog(Path file, Map<String, String> metadata) throws IOException {
        this.file = file;
        this.partial = file.resolveSibling(file.getFileName() + ".part");
        this.writer = new AnswerLogWriter(new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(partial),
                StandardCharsets.UTF_8), 1 << 16), metadata);
    }

    @Override
    public void write(Arrival a, long triggerTS) throws IOException {
        if (triggerTS != Arrival.NO_TRIGGER && triggersWritten.add(a.answer().inputTickTS())) {
            writer.writeTrigger(a.answer().inputTickTS(), triggerTS);
        }
        writer.write(a.answer(), a.arrivalNanos());
    }

    @Override
    public void flush() throws IOException {
        writer.flush();
    }

    @Override
    public Path file() {
        return file;
    }

    @Override
    public void close() throws IOException {
        writer.close();
        Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
