package org.pairsbench.core.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {

    @Test
    void objectsArePrettyPrintedWithNewlineLineEndsOnEverySystem() {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("format", "x/1");
        value.put("inner", Map.of("n", 2));
        value.put("list", List.of(1, 2));
        assertEquals("{\n  \"format\" : \"x/1\",\n  \"inner\" : {\n    \"n\" : 2\n  },\n  \"list\" : [ 1, 2 ]\n}\n",
                Json.write(value));
    }
}
