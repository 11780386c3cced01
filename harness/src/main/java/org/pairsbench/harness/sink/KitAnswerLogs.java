package org.pairsbench.harness.sink;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Opens a run's {@link KitAnswerLog} with its header: the engine as it describes itself once deployed, then
 * what the run ran on (command, options, workload, environment: {@link org.pairsbench.harness.record.RunEnvironment}
 * keys), then the drive's start. The report reads these lines back.
 */
public final class KitAnswerLogs implements AnswerLogs {

    private final String fileName;
    private final Map<String, String> metadata;

    /**
     * @param fileName the log's name in the run folder
     * @param metadata the header's lines between the engine and the start, in order
     */
    public KitAnswerLogs(String fileName, Map<String, String> metadata) {
        this.fileName = fileName;
        this.metadata = new LinkedHashMap<>(metadata);
    }

    @Override
    public List<AnswerLog> open(Path runDir, Date startTime, Supplier<String> engineDescription) throws IOException {
        String start = startTime.toInstant().toString();
        return List.of(new KitAnswerLog(runDir.resolve(fileName), () -> {
            Map<String, String> header = new LinkedHashMap<>();
            header.put("engine", engineDescription.get());
            header.putAll(metadata);
            header.put("start", start);
            return header;
        }));
    }
}
