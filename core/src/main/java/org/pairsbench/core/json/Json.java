package org.pairsbench.core.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.UncheckedIOException;

/** The one JSON configuration of the kit: pretty-printed, fields in declaration order, maps in insertion order. */
public final class Json {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT);

    private Json() {
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** Pretty JSON with a trailing newline, ready to print or write to a file. */
    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value) + System.lineSeparator();
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
