package org.pairsbench.api.engine;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.pairsbench.api.InvalidInputException;

/**
 * The options an engine runs with: the keys its factory declares, each with the user's value or its default.
 * Built by {@link #resolve}, which refuses unknown keys, so an engine only ever sees keys it knows. The typed
 * getters turn a value that does not parse into an {@link InvalidInputException} naming the engine and key.
 */
public final class EngineOptions {

    private final String engine;
    private final Map<String, String> values;

    private EngineOptions(String engine, Map<String, String> values) {
        this.engine = engine;
        this.values = Collections.unmodifiableMap(new TreeMap<>(values));
    }

    /** No options: for engines that take none, and for tests. */
    public static EngineOptions none(String engine) {
        return new EngineOptions(engine, Map.of());
    }

    /**
     * The options of {@code engine} from what the user {@code given}, defaults filled in.
     *
     * @throws InvalidInputException naming the first unknown key and listing the engine's known ones
     */
    public static EngineOptions resolve(String engine, List<EngineOption> known, Map<String, String> given) {
        Map<String, String> values = new TreeMap<>();
        for (EngineOption option : known) {
            if (option.defaultValue() != null) {
                values.put(option.key(), option.defaultValue());
            }
        }
        for (Map.Entry<String, String> e : new TreeMap<>(given).entrySet()) {
            if (known.stream().noneMatch(o -> o.key().equals(e.getKey()))) {
                if (e.getKey().equals(EngineWorkload.OPTION)) {
                    // The floors are optional per engine: say so, rather than just "no such option".
                    throw new InvalidInputException("engine '" + engine + "' has no option '" + EngineWorkload.OPTION
                            + "': it runs the Pairs workload only, no floor or ingest workload ('pairs engines' "
                            + "lists the engines whose options include " + EngineWorkload.OPTION + ")");
                }
                throw new InvalidInputException("engine '" + engine + "' has no option '" + e.getKey() + "'; "
                        + (known.isEmpty() ? "it takes no options" : "its options: "
                        + known.stream().map(EngineOption::key).sorted().collect(Collectors.joining(", "))));
            }
            values.put(e.getKey(), e.getValue());
        }
        return new EngineOptions(engine, values);
    }

    /** Every option that has a value, sorted by key: what run records print. */
    public Map<String, String> asMap() {
        return values;
    }

    public Optional<String> find(String key) {
        return Optional.ofNullable(values.get(key));
    }

    /** The value of {@code key}, which must have one (a default, or the user's). */
    public String get(String key) {
        return find(key).orElseThrow(() -> new InvalidInputException("engine '" + engine + "' needs option '" + key
                + "': give --engine-opt " + key + "=VALUE"));
    }

    public int getInt(String key) {
        String value = get(key);
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw bad(key, value, "an integer");
        }
    }

    public long getLong(String key) {
        String value = get(key);
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw bad(key, value, "an integer");
        }
    }

    public boolean getBoolean(String key) {
        String value = get(key).trim();
        if (value.equalsIgnoreCase("true") || value.equalsIgnoreCase("false")) {
            return Boolean.parseBoolean(value);
        }
        throw bad(key, value, "true or false");
    }

    /** A one-line error for a value of {@code key} that the engine cannot use. */
    public InvalidInputException bad(String key, String value, String expected) {
        return new InvalidInputException("engine '" + engine + "' option " + key + "='" + value + "': expected "
                + expected);
    }

    @Override
    public String toString() {
        return values.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(","));
    }
}
