package org.pairsbench.api.engine;

import java.util.Objects;

/**
 * One option an engine takes ({@code --engine-opt key=value}, or {@code engine.<name>.<key>} in a configuration
 * file).
 *
 * @param key          lower camel case, e.g. "parallelism"
 * @param defaultValue the value when the user gives none, or null when the option has no default
 * @param description  one line for {@code pairs engines}
 */
public record EngineOption(String key, String defaultValue, String description) {

    public EngineOption {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(description, "description");
        if (!key.matches("[a-zA-Z][a-zA-Z0-9.-]*")) {
            throw new IllegalArgumentException("engine option key '" + key + "': letters, digits, '.' and '-' only");
        }
    }

    /** An option with a default value. */
    public static EngineOption of(String key, String defaultValue, String description) {
        return new EngineOption(key, Objects.requireNonNull(defaultValue, "defaultValue"), description);
    }

    /** An option without a default: absent unless the user sets it. */
    public static EngineOption withoutDefault(String key, String description) {
        return new EngineOption(key, null, description);
    }
}
