package org.pairsbench.api.engine;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.pairsbench.api.model.Indicator;

/**
 * What an engine runs: the Pairs workload, or one of the two engine floors that measure what the engine costs before
 * any Pairs computation (spec/execution.md, "Engine floors"). An engine that ships the floors declares the option
 * {@link #OPTION} with {@link #option}; the kit refuses {@code workload=...} on an engine that does not.
 */
public enum EngineWorkload {

    /** The benchmark: every answer computed, validated against the reference engine. */
    PAIRS,
    /**
     * At each trigger, one Indicator per strategy whose period the trigger closes ({@link PeriodCloses}), its values
     * fixed ({@link #floorIndicator}): the engine's answer floor ({@code pairs bench floor --engine NAME}).
     */
    FLOOR,
    /** Every tick consumed by the engine, nothing answered: the engine's ingest limit ({@code pairs throughput}). */
    INGEST;

    /** The engine option that selects the workload, the same key on every engine. */
    public static final String OPTION = "workload";

    /** The fixed values of a floor Indicator: plausible numbers the answer log can hold; nobody checks them. */
    public static final double FLOOR_RATIO = 1.0;
    public static final double FLOOR_AVG_RATIO = 1.0;
    public static final double FLOOR_UPPER_BAND = 1.5;
    public static final double FLOOR_LOWER_BAND = 0.5;

    /** The value as users type it: pairs, floor, ingest. */
    public String value() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The option an engine declares to offer {@code offered} beside Pairs (which every engine runs). It has no
     * default value: absent means Pairs, so the options a Pairs run records are what they were before engines had
     * floors.
     */
    public static EngineOption option(Set<EngineWorkload> offered) {
        EnumSet<EngineWorkload> all = EnumSet.of(PAIRS);
        all.addAll(offered);
        StringBuilder description = new StringBuilder(allowed(all)).append(": pairs, the benchmark (default)");
        if (all.contains(FLOOR)) {
            description.append("; floor, one fixed Indicator per strategy whose period closes, nothing computed "
                    + "(the engine's answer floor: pairs bench floor --engine NAME)");
        }
        if (all.contains(INGEST)) {
            description.append("; ingest, every tick consumed, nothing answered (the engine's ingest limit: pairs "
                    + "throughput)");
        }
        return EngineOption.withoutDefault(OPTION, description.toString());
    }

    /** The floor and the ingest workload: what an engine that ships both declares. */
    public static EngineOption option() {
        return option(EnumSet.of(FLOOR, INGEST));
    }

    /**
     * The workload {@code options} select: {@link #PAIRS} when the engine declares no {@link #OPTION}.
     *
     * @throws org.pairsbench.api.InvalidInputException naming the option and the values allowed
     */
    public static EngineWorkload of(EngineOptions options) {
        String value = options.find(OPTION).orElse(PAIRS.value());
        for (EngineWorkload workload : values()) {
            if (workload.value().equals(value.trim())) {
                return workload;
            }
        }
        throw options.bad(OPTION, value, allowed(EnumSet.allOf(EngineWorkload.class)));
    }

    /**
     * {@link #of}, refusing a workload outside {@code offered} (PAIRS is always offered): for an engine's
     * {@link EngineFactory#checkOptions} when it ships only one of the floors.
     */
    public static EngineWorkload of(EngineOptions options, Set<EngineWorkload> offered) {
        EngineWorkload workload = of(options);
        EnumSet<EngineWorkload> all = EnumSet.of(PAIRS);
        all.addAll(offered);
        if (!all.contains(workload)) {
            throw options.bad(OPTION, workload.value(), allowed(all));
        }
        return workload;
    }

    /** A floor answer: the strategy's key and the trigger's inputTickTS and inputTS right, its values fixed. */
    public static Indicator floorIndicator(String strategy, long inputTickTS, long inputTS) {
        return new Indicator(strategy, FLOOR_RATIO, FLOOR_AVG_RATIO, FLOOR_UPPER_BAND, FLOOR_LOWER_BAND, inputTickTS,
                inputTS);
    }

    private static String allowed(Set<EngineWorkload> workloads) {
        String list = workloads.stream().map(EngineWorkload::value).collect(Collectors.joining(", "));
        int last = list.lastIndexOf(", ");
        return last < 0 ? list : list.substring(0, last) + " or " + list.substring(last + 2);
    }
}
