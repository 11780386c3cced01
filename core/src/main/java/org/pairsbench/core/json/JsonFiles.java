package org.pairsbench.core.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.pairsbench.api.InvalidInputException;

/**
 * Reading the kit's own JSON files strictly: unknown fields, missing fields and nulls for numbers are errors,
 * reported as "file:line: message". Records are bound through their constructors, so Jackson reports an
 * unknown field at the end of the object that holds it.
 */
public final class JsonFiles {

    private JsonFiles() {
    }

    /** Reads {@code file} as a {@code type}; {@code missing} is the message for a file that does not exist. */
    public static <T> T read(Path file, Class<T> type, String missing) {
        T value = parse(file, missing, f -> Json.mapper().readerFor(type)
                .with(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .with(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .with(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
                .readValue(f));
        // Jackson reads a document that is just 'null' as no object at all, which no caller expects.
        if (value == null) {
            throw InvalidInputException.in(file, "expected a JSON object, got null");
        }
        return value;
    }

    /**
     * Reads {@code file} as a JSON tree, decimals as written (a p_score of 1735.60 stays 1735.60, not the double
     * 1735.6), for a caller that checks the tree against a schema before binding it.
     */
    public static JsonNode readTree(Path file, String missing) {
        JsonNode tree = parse(file, missing, f -> {
            try (InputStream in = new FileInputStream(f)) {
                return Json.mapper().reader().with(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).readTree(in);
            }
        });
        if (tree == null || tree.isMissingNode()) {
            throw InvalidInputException.in(file, "empty: expected a JSON object");
        }
        return tree;
    }

    /** How a file is parsed; Jackson's and the file system's failures are {@link #parse}'s to word. */
    private interface Parse<T> {
        T from(File file) throws IOException;
    }

    private static <T> T parse(Path file, String missing, Parse<T> parse) {
        try {
            return parse.from(file.toFile());
        } catch (JsonProcessingException e) {
            throw notJson(file, e);
        } catch (FileNotFoundException | NoSuchFileException e) {
            throw InvalidInputException.in(file, missing);
        } catch (IOException e) {
            throw InvalidInputException.in(file, "cannot read: " + InvalidInputException.reason(e));
        }
    }

    /** Jackson's complaint as "file:line: message", on one line. */
    private static InvalidInputException notJson(Path file, JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        String message = e.getOriginalMessage().replaceAll("\\s*[\\r\\n]+\\s*", " ");
        return at == null || at.getLineNr() < 1 ? InvalidInputException.in(file, message)
                : InvalidInputException.at(file, at.getLineNr(), message);
    }
}
