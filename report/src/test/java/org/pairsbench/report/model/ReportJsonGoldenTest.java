package org.pairsbench.report.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.json.Json;
import org.pairsbench.report.SyntheticRun;

/**
 * The report JSON of a fixed synthetic run, byte for byte (like JMH's ResultFormatTest): any change of the
 * published format shows up here. To accept an intended change, run with -Dpairs.golden.update=true and review
 * the diff of the golden file.
 */
class ReportJsonGoldenTest {

    private static final String GOLDEN = "synthetic-run-report.json";

    @TempDir
    Path results;

    @Test
    void reportJsonOfTheSyntheticRunMatchesTheGoldenFile() throws Exception {
        long id = SyntheticRun.recordPassing(results);
        String json = Json.write(ReportAssembler.assemble(SyntheticRun.find(results, id), results));
        if (Boolean.getBoolean("pairs.golden.update")) {
            Files.writeString(Path.of("src/test/resources/org/pairsbench/report/" + GOLDEN), json);
        }
        assertEquals(golden(), json);
    }

    private static String golden() throws IOException {
        try (InputStream in = ReportJsonGoldenTest.class.getResourceAsStream("/org/pairsbench/report/" + GOLDEN)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
