package org.pairsbench.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.engine.EngineCatalog;
import org.pairsbench.core.engine.InstalledEngine;

/**
 * The built-in engines a build may leave out (cli/pom.xml's {@code pairs.optional.engines}, a profile each):
 * {@code ./pairs} builds the kit with the engine a command names and those built before, so a kit may lack some.
 * Which ones it lacks, and how to get one.
 */
final class OptionalEngines {

    /** The build writes cli/pom.xml's list into this resource, beside this class. */
    static final String RESOURCE = "built-in-engines.properties";

    /** How to get an engine that is not built yet, as {@code pairs engines} ends its list. */
    static final String HOW_TO_BUILD = "./pairs engines --engine NAME builds one (so does any command naming it)";

    private OptionalEngines() {
    }

    /** The optional engines' names, sorted. */
    static List<String> names() {
        Properties properties = new Properties();
        try (InputStream in = OptionalEngines.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the kit's jar lacks " + RESOURCE);
            }
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Arrays.stream(properties.getProperty("optional", "").split("[\\s,]+"))
                .filter(n -> !n.isBlank()).sorted().toList();
    }

    /** The optional engines {@code catalog} does not have, sorted. */
    static List<String> notBuilt(EngineCatalog catalog) {
        Set<String> installed = catalog.engines().stream().map(InstalledEngine::name).collect(Collectors.toSet());
        return names().stream().filter(n -> !installed.contains(n)).toList();
    }

    /** {@code pairs engines}'s last line when some are missing: which, and how to build one. */
    static String notBuiltLine(List<String> notBuilt) {
        return "not built yet: " + String.join(", ", notBuilt) + "; " + HOW_TO_BUILD;
    }

    /**
     * The engine {@code name} of {@code catalog} ({@link EngineCatalog#engine}); an optional engine this kit was built
     * without is said to be so, with how to build it, rather than unknown.
     */
    static InstalledEngine lookup(EngineCatalog catalog, String name) {
        String key = name.toLowerCase(Locale.ROOT);
        if (names().contains(key) && notBuilt(catalog).contains(key)) {
            throw new InvalidInputException("engine '" + key + "' is not built yet: run the command with ./pairs, "
                    + "which builds it first (./mvnw -B -DskipTests package builds every engine)");
        }
        return catalog.engine(name);
    }
}
