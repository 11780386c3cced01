package org.pairsbench.conformance;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pairsbench.core.json.Json;

/**
 * The two published forms of a {@link ConformanceResult} (spec/conformance.md): text, one line per scenario and a
 * total line, for people; JSON for tools. Both are pinned by golden files: a change of either is a change of the
 * published format.
 */
public final class ResultFormats {

    private ResultFormats() {
    }

    /** The text form: {@link #line} for each scenario, then {@link #total}. */
    public static String text(ConformanceResult result) {
        StringBuilder out = new StringBuilder();
        for (ScenarioResult s : result.scenarios()) {
            out.append(line(s)).append('\n');
        }
        return out.append(total(result)).append('\n').toString();
    }

    /** One scenario in one line: PASS with its answer count, or FAIL with the engine's error or first difference. */
    public static String line(ScenarioResult s) {
        String head = String.format(Locale.ROOT, "%s  %-31s", s.passed() ? "PASS" : "FAIL", s.scenario());
        String time = seconds(s.millis());
        if (s.passed()) {
            return head + " " + answers(s.expected()) + " (" + time + ")";
        }
        StringBuilder out = new StringBuilder(head).append(' ');
        s.error().ifPresent(e -> out.append("engine failed: ").append(e).append("; "));
        out.append("expected ").append(answers(s.expected())).append(", got ").append(s.got()).append(", ")
                .append(s.incorrect()).append(" incorrect");
        s.first().ifPresent(d -> {
            out.append("; first: ").append(d.kind()).append(' ').append(d.strategy()).append(" inputTickTS ")
                    .append(d.inputTickTS()).append(": ").append(d.problem());
            if (!d.expected().isEmpty()) {
                out.append("; expected ").append(d.expected());
            }
            if (!d.got().isEmpty()) {
                out.append("; got ").append(d.got());
            }
        });
        return out.append(" (").append(time).append(')').toString();
    }

    /** The last line: the verdict over all scenarios. */
    public static String total(ConformanceResult r) {
        long failed = r.scenarios().size() - r.passedCount();
        return String.format(Locale.ROOT, "%s  %d of %d scenarios passed, %d failed: engine %s (%s) in %s",
                r.passed() ? "PASSED" : "FAILED", r.passedCount(), r.scenarios().size(), failed, r.engine(),
                r.describe(), seconds(r.millis()));
    }

    private static String answers(long n) {
        return n + (n == 1 ? " answer" : " answers");
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.2f s", millis / 1000.0);
    }

    /** The JSON form: the verdict and counts, then one object per scenario. */
    public static String json(ConformanceResult r) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("engine", r.engine());
        root.put("description", r.describe());
        root.put("passed", r.passed());
        root.put("scenarios", r.scenarios().size());
        root.put("passedScenarios", r.passedCount());
        root.put("failedScenarios", r.scenarios().size() - r.passedCount());
        root.put("millis", r.millis());
        List<Map<String, Object>> results = new ArrayList<>();
        for (ScenarioResult s : r.scenarios()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("scenario", s.scenario());
            m.put("passed", s.passed());
            m.put("expectedAnswers", s.expected());
            m.put("engineAnswers", s.got());
            m.put("incorrectAnswers", s.incorrect());
            m.put("error", s.error().orElse(null));
            m.put("firstDifference", s.first().map(ResultFormats::difference).orElse(null));
            m.put("millis", s.millis());
            results.add(m);
        }
        root.put("results", results);
        return Json.write(root);
    }

    private static Map<String, Object> difference(Difference d) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", d.kind().name());
        m.put("strategy", d.strategy());
        m.put("inputTickTS", d.inputTickTS());
        m.put("problem", d.problem());
        m.put("expected", d.expected().isEmpty() ? null : d.expected());
        m.put("got", d.got().isEmpty() ? null : d.got());
        return m;
    }
}
