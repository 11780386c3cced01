package org.pairsbench.core.engine;

import java.util.ServiceLoader;

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

    /** The factory registered under {@code name}, or an {@link org.pairsbench.core.InvalidInputException} listing the known ones. */
    static EngineFactory byName(String name) {
        return ServiceByName.find(ServiceLoader.load(EngineFactory.class), EngineFactory::name, name, "engine");
    }
}
