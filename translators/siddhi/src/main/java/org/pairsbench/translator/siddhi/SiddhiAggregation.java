package org.pairsbench.translator.siddhi;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.pairsbench.api.engine.EngineOption;
import org.pairsbench.api.engine.EngineOptions;

/**
 * How the app aggregates ticks per symbol and period (engine option {@value #KEY}): the one part of the translation
 * with two versions, because it trades flat-out throughput against the work left for the trigger tick.
 */
public enum SiddhiAggregation {

    /** Each tick updates its period's row as it arrives; a trigger only reads the rows. Lower latency. */
    TICK("each tick updates its period's row on arrival: the trigger only reads them (lowest latency)"),

    /** A 5-second batch window aggregates each bucket at the trigger that closes it. Higher flat-out rate. */
    BUCKET("a 5-second batch window aggregates each bucket at the trigger (highest flat-out rate)");

    /** The engine option's key. */
    public static final String KEY = "aggregation";

    private final String description;

    SiddhiAggregation(String description) {
        this.description = description;
    }

    /** The option's value naming this aggregation, e.g. "tick". */
    public String value() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The option, as {@code pairs engines} lists it. */
    static EngineOption option() {
        String choices = Arrays.stream(values()).map(a -> a.value() + ": " + a.description)
                .collect(Collectors.joining("; "));
        return EngineOption.of(KEY, TICK.value(), "how ticks are aggregated per period; " + choices);
    }

    /** The aggregation {@code options} ask for ({@link #TICK} when they name none); a one-line error otherwise. */
    static SiddhiAggregation of(EngineOptions options) {
        String value = options.find(KEY).orElse(TICK.value());
        return Arrays.stream(values()).filter(a -> a.value().equals(value)).findFirst()
                .orElseThrow(() -> options.bad(KEY, value, Arrays.stream(values()).map(SiddhiAggregation::value)
                        .collect(Collectors.joining(" or "))));
    }

    /** The SiddhiQL resource holding this aggregation's queries, and the one holding its tables, if any. */
    String queriesResource() {
        return "aggregation-" + value() + ".siddhi";
    }

    String tablesResource() {
        return "aggregation-" + value() + "-tables.siddhi";
    }
}
