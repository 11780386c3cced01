package org.pairsbench.report.result;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Set;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.json.Json;
import org.pairsbench.core.json.JsonFiles;

/**
 * Reading and writing {@link ResultRecord}s. A record is checked against spec/result-record.schema.json before it
 * is bound, both ways: a record that fails its schema is never written, and one read that fails it is refused in
 * one line naming the file and what is wrong.
 */
public final class ResultRecords {

    private static final String SCHEMA_RESOURCE = "result-record.schema.json";
    private static final JsonSchema SCHEMA = loadSchema();

    private ResultRecords() {
    }

    /** The record in {@code file}, checked against the schema. */
    public static ResultRecord read(Path file) {
        JsonNode tree = JsonFiles.readTree(file, "missing: no result record");
        String problem = problem(tree);
        if (problem != null) {
            throw InvalidInputException.in(file, "not a " + ResultRecord.SCHEMA + " record: " + problem);
        }
        try {
            return Json.mapper().treeToValue(tree, ResultRecord.class);
        } catch (JsonProcessingException e) {
            throw InvalidInputException.in(file, "not a " + ResultRecord.SCHEMA + " record: " + e.getOriginalMessage());
        }
    }

    /** Writes {@code record} to {@code file} (temporary name, then rename), after checking it against the schema. */
    public static void write(ResultRecord record, Path file) {
        String text = Json.write(record);
        String problem;
        try {
            problem = problem(Json.mapper().readTree(text));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
        if (problem != null) {
            // A bug of the kit, not bad input: the builder made a record its own schema refuses.
            throw new IllegalStateException("the result record for " + file + " fails its schema: " + problem);
        }
        byte[] bytes = (text + "\n").getBytes(StandardCharsets.UTF_8);
        PendingFile.write(file, out -> out.write(bytes));
    }

    /** The first schema violation of {@code tree} (by its JSON path), or null when it is a valid record. */
    static String problem(JsonNode tree) {
        Set<ValidationMessage> messages = SCHEMA.validate(tree);
        return messages.stream().min(Comparator.comparing(ValidationMessage::getMessage))
                .map(m -> m.getMessage() + (messages.size() > 1 ? " (and " + (messages.size() - 1) + " more)" : ""))
                .orElse(null);
    }

    private static JsonSchema loadSchema() {
        try (InputStream in = ResultRecords.class.getResourceAsStream(SCHEMA_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(SCHEMA_RESOURCE + " is not packaged with the report module");
            }
            SchemaValidatorsConfig config = SchemaValidatorsConfig.builder().formatAssertionsEnabled(true).build();
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in, config);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
