package org.pairsbench.api.engine;

import java.util.List;
import java.util.Optional;

/**
 * Creates {@link Engine}s of one kind; the entry point of an engine plug-in. A plug-in registers its factories in
 * {@code META-INF/services/org.pairsbench.api.engine.EngineFactory}; the kit loads each plug-in in a class loader
 * of its own that sees only this API and the JDK, and finds factories by {@link #name()}.
 *
 * <p>The kit instantiates every installed factory to list and find them: a constructor must not start the engine
 * or do any work.
 */
public interface EngineFactory {

    /** The name users type after {@code --engine}: lower case letters, digits and '-', e.g. "reference", "esper". */
    String name();

    /** One line for {@code pairs engines} and {@code --help} listings. */
    String summary();

    /**
     * The engine API this factory was built against: implement it as {@code return EngineApi.VERSION;}, which the
     * compiler inlines, so the kit can tell a plug-in built for another API version.
     */
    int apiVersion();

    /** The engine's own version as {@code pairs engines} lists it, e.g. "8.9.0"; by default the jar's. */
    default String version() {
        String version = getClass().getPackage().getImplementationVersion();
        return version == null ? "unknown" : version;
    }

    /** The options {@code --engine-opt key=value} may set; any other key is refused before {@link #create}. */
    default List<EngineOption> options() {
        return List.of();
    }

    /**
     * Checks the values of {@code options} as soon as the user gives them, before the kit generates or loads any
     * data (which can take minutes): throw an {@link org.pairsbench.api.InvalidInputException} naming the key,
     * e.g. with {@link EngineOptions#bad}. Unknown keys never get here. By default there is nothing to check.
     */
    default void checkOptions(EngineOptions options) {
    }

    /**
     * A new engine configured by {@code options} (only keys of {@link #options()}, defaults filled in, checked by
     * {@link #checkOptions}). Building the object should be cheap; connecting to or starting the engine belongs
     * in {@link Engine#deploy}, where a failure ends the run as FAILED with its reason.
     */
    Engine create(EngineOptions options) throws Exception;

    /**
     * A new engine that deploys {@code translation} instead of translating the strategies itself: the files its
     * {@link #translator()} wrote, as a user may have edited them ({@code pairs run --translation DIR}). The
     * strategies still come to {@link Engine#deploy}; the engine checks the translation against them where it
     * carries them too. By default an engine deploys only its own translation.
     *
     * @throws org.pairsbench.api.InvalidInputException naming the file, when the translation lacks a file the
     *                                                   engine needs
     */
    default Engine create(EngineOptions options, List<TranslatedFile> translation) throws Exception {
        throw new org.pairsbench.api.InvalidInputException("engine '" + name() + "' deploys only its own "
                + "translation: --translation is for engines that can deploy an edited one (pairs engines)");
    }

    /** The engine's workload translator for {@code pairs translate}, if it has one. */
    default Optional<WorkloadTranslator> translator() {
        return Optional.empty();
    }
}
