package org.pairsbench.core.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import java.io.FileNotFoundException;
import java.io.IOException;
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
        T value;
        try {
            value = Json.mapper().readerFor(type)
                    .with(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                    .with(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                    .with(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
                    .readValue(file.toFile());
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String message = e.getOriginalMessage().replaceAll("\\s*[\\r\\n]+\\s*", " ");
            throw at == null || at.getLineNr() < 1 ? InvalidInputException.in(file, message)
                    : InvalidInputException.at(file, at.getLineNr(), message);
        } catch (FileNotFoundException | NoSuchFileException e) {
            throw InvalidInputException.in(file, missing);
        } catch (IOException e) {
            throw InvalidInputException.in(file, "cannot read: " + InvalidInputException.reason(e));
        }
        // Jackson reads a document that is just 'null' as no object at all, which no caller expects.
        if (value == null) {
            throw InvalidInputException.in(file, "expected a JSON object, got null");
        }
        return value;
    }
}
