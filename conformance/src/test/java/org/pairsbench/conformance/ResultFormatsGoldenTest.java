package org.pairsbench.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pairsbench.validation.IncorrectAnswer;

/**
 * The text and JSON forms of a fixed result, byte for byte (like JMH's ResultFormatTest): any change of the
 * published formats shows up here. To accept an intended change, run with -Dpairs.golden.update=true and review
 * the diff of the golden files.
 */
class ResultFormatsGoldenTest {

    private static final String DIR = "org/pairsbench/conformance/";

    /** A pass, a wrong size, a missing answer and an engine that threw, as the runner would report them. */
    static ConformanceResult fixedResult() {
        return new ConformanceResult("esper", "Esper 8.9.0", List.of(
                new ScenarioResult("trigger-ts", 2, 2, 0, Optional.empty(), Optional.empty(), 412),
                new ScenarioResult("funds-beyond-2-53", 6, 6, 3, Optional.of(new Difference(
                        IncorrectAnswer.Kind.WRONG, "st_00001", 31_000,
                        "MarketOrder st_00001 BUY AAA price=3 size=33333333333333330 inputTickTS=31000 inputTS=6",
                        "MarketOrder st_00001 BUY AAA price=3 size=33333333333333328 inputTickTS=31000 inputTS=6",
                        "size 33333333333333328 (expected 33333333333333330)")), Optional.empty(), 37),
                new ScenarioResult("first-indicator-no-signal", 3, 2, 1, Optional.of(new Difference(
                        IncorrectAnswer.Kind.MISSING, "st_00001", 30_000,
                        "MarketOrder st_00001 BUY AAA price=1100 size=900 inputTickTS=30000 inputTS=12", "",
                        "the engine did not produce it")), Optional.empty(), 5),
                new ScenarioResult("no-trigger-at-end", 1, 0, 1, Optional.of(new Difference(
                        IncorrectAnswer.Kind.MISSING, "st_00001", 11_000,
                        "Indicator st_00001 ratio=1.0 avgRatio=1.0 upperBand=1.0 lowerBand=1.0 inputTickTS=11000 "
                                + "inputTS=4", "", "the engine did not produce it")),
                        Optional.of("deploy threw java.lang.IllegalArgumentException: no licence"), 3)),
                1_234);
    }

    @Test
    void textFormatMatchesTheGoldenFile() throws IOException {
        assertGolden("result.txt", ResultFormats.text(fixedResult()));
    }

    @Test
    void jsonFormatMatchesTheGoldenFile() throws IOException {
        assertGolden("result.json", ResultFormats.json(fixedResult()));
    }

    @Test
    void anAllPassingRunSaysPassed() {
        ConformanceResult ok = new ConformanceResult("reference", "Pairs reference engine (plain Java)", List.of(
                new ScenarioResult("trigger-ts", 2, 2, 0, Optional.empty(), Optional.empty(), 1)), 20);
        assertEquals("PASS  trigger-ts                      2 answers (0.00 s)\n"
                + "PASSED  1 of 1 scenarios passed, 0 failed: engine reference (Pairs reference engine (plain Java)) "
                + "in 0.02 s\n", ResultFormats.text(ok));
    }

    private static void assertGolden(String name, String actual) throws IOException {
        if (Boolean.getBoolean("pairs.golden.update")) {
            Files.writeString(Path.of("src/test/resources/" + DIR + name), actual);
        }
        try (InputStream in = ResultFormatsGoldenTest.class.getResourceAsStream("/" + DIR + name)) {
            assertEquals(new String(in.readAllBytes(), StandardCharsets.UTF_8), actual);
        }
    }
}
