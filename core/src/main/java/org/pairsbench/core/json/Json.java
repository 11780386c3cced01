package org.pairsbench.core.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.UncheckedIOException;

/**
 * The one JSON configuration of the kit: pretty-printed, fields in declaration order, maps in insertion order,
 * and '\n' line ends on every system (Jackson's default printer uses the system's), so generated files such as
 * correlations.json and manifest.json are byte-identical wherever they are made.
 */
public final class Json {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .setDefaultPrettyPrinter(new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter("  ", "\n")));

    private Json() {
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** Pretty JSON with a trailing newline, ready to print or write to a file. */
    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
