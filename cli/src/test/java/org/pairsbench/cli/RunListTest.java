package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.record.RunFigures;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.validation.Verdict;

/** `pairs runs list`: each run's p99 with its sample, no p99 for flat-out runs, weak p_scores marked. */
class RunListTest {

    private static final List<RunStore.RunRow> ROWS = List.of(
            new RunStore.RunRow(1, "2026-11-22T03:00:00.123456789Z", "esper", 1, "smoke", PacingMode.PACED, RunStatus.COMPLETED,
                    Verdict.PASSED, 754_116, 4_321, 11.28, new BigDecimal("265.95")),
            new RunStore.RunRow(2, "2026-11-22T04:00:00Z", "reference", 10, "standard", PacingMode.PACED, RunStatus.COMPLETED,
                    Verdict.PASSED, 90_000_000, 1_000_000, 31.621, new BigDecimal("948.73")),
            new RunStore.RunRow(3, "2026-11-22T05:00:00Z", "reference", 1, "smoke", PacingMode.FLAT_OUT, RunStatus.COMPLETED,
                    Verdict.PASSED, 754_116, 4_321, 0.912, null),
            new RunStore.RunRow(4, "2026-11-22T06:00:00Z", "esper", 2, "short", PacingMode.PACED, RunStatus.COMPLETED,
                    Verdict.PASSED, 1_000_000, 9_000, 5.5, new BigDecimal("1090.91")));
    private static final Map<Long, RunFigures> FIGURES = Map.of(
            1L, new RunFigures(1, 1, 1.0, false, false),
            2L, new RunFigures(2, 30_000, 1.0, false, true, true),
            3L, new RunFigures(3, 40, 1.0, true, false),
            4L, new RunFigures(4, 250, 2.0, false, false, false));

    @Test
    void aFlatOutRunHasNoMarketOrderP99() {
        RunList.Entry flat = RunList.entries(ROWS, FIGURES).get(2);
        assertNull(flat.orderP99Ms(), "flat-out runs measure no latency");
    }

    @Test
    void aPScoreOfOneMarketOrderIsMarkedAndOneOfThirtyThousandIsNot() {
        List<RunList.Entry> entries = RunList.entries(ROWS, FIGURES);
        assertTrue(entries.get(0).fewMarketOrders());
        assertFalse(entries.get(1).fewMarketOrders());
        assertEquals(1, entries.get(0).miMarketOrders());
        assertEquals(2.0, entries.get(3).rateFactor());
    }

    @Test
    void aPScoreOfARunThatDidNotKeepUpIsMarked() {
        List<RunList.Entry> entries = RunList.entries(ROWS, FIGURES);
        assertEquals(Boolean.TRUE, entries.get(1).keptUp());
        assertEquals(Boolean.FALSE, entries.get(3).keptUp());
        assertNull(entries.get(0).keptUp(), "not judged");
        StringWriter text = new StringWriter();
        try (PrintWriter out = new PrintWriter(text)) {
            RunList.print(out, entries);
        }
        List<String> lines = text.toString().lines().toList();
        assertTrue(lines.get(4).endsWith("1090.91\u00a7"), lines.get(4));
        assertTrue(lines.get(2).endsWith("948.73"), lines.get(2));
        assertTrue(lines.get(lines.size() - 1).startsWith("\u00a7 the run did not keep up"), text.toString());
    }

    /** The text table, byte for byte; -Dpairs.golden.update=true rewrites the golden file for review. */
    @Test
    void theTableMatchesTheGoldenFile() throws Exception {
        StringWriter text = new StringWriter();
        try (PrintWriter out = new PrintWriter(text)) {
            RunList.print(out, RunList.entries(ROWS, FIGURES));
        }
        String golden = "runs-list.txt";
        if (Boolean.getBoolean("pairs.golden.update")) {
            Files.writeString(Path.of("src/test/resources/org/pairsbench/cli/" + golden), text.toString());
        }
        try (InputStream in = getClass().getResourceAsStream(golden)) {
            assertEquals(new String(in.readAllBytes(), StandardCharsets.UTF_8), text.toString());
        }
    }
}
