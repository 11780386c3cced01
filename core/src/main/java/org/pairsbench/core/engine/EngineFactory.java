package org.pairsbench.core.engine;

import java.util.Locale;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.pairsbench.core.InvalidInputException;

/**
 * Creates {@link Engine}s of one kind. Adapters register an implementation in
 * {@code META-INF/services/org.pairsbench.core.engine.EngineFactory}; the harness finds them by {@link #name()}.
 */
public interface EngineFactory {

    /** The name users type after {@code --engine}: lower case, e.g. "reference", "esper". */
    String name();

    /** One line for {@code --help} listings. */
    String summary();

    Engine create();

    /** The factory registered under {@code name}, or an {@link InvalidInputException} listing the known ones. */
    static EngineFactory byName(String name) {
        ServiceLoader<EngineFactory> loader = ServiceLoader.load(EngineFactory.class);
        String wanted = name.toLowerCase(Locale.ROOT);
        for (EngineFactory factory : loader) {
            if (factory.name().equals(wanted)) {
                return factory;
            }
        }
        String known = loader.stream().map(p -> p.get().name()).sorted().collect(Collectors.joining(", "));
        throw new InvalidInputException("unknown engine '" + name + "'; known engines: "
                + (known.isEmpty() ? "none" : known));
    }
}
