package org.pairsbench.core.engine;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.config.ConfigKey;
import org.pairsbench.core.config.PairsConfig;

/**
 * Where the kit looks for engine plug-ins, in order: the built-in folder of the build, {@code PAIRS_ENGINE_PATH},
 * a configuration file's {@code enginePath}, then the folders a command names. One place, so that every command
 * and the GUI's Run window list the same engines.
 */
public final class EnginePath {

    /** Overrides where the built-in plug-ins are (default: {@code engines/} beside the kit's jar or classes). */
    public static final String ENGINES_DIR_PROPERTY = "pairs.engines.dir";

    private EnginePath() {
    }

    /** The engines on the built-in folder (see {@link #builtIn}), PAIRS_ENGINE_PATH, the file's enginePath and {@code given}. */
    public static EngineCatalog catalog(Optional<Path> builtIn, Optional<PairsConfig> file, List<Path> given) {
        List<Path> path = new ArrayList<>();
        builtIn.ifPresent(path::add);
        String env = System.getenv(EngineCatalog.ENV);
        if (env != null) {
            path.addAll(split(env, EngineCatalog.ENV));
        }
        file.ifPresent(f -> f.string(ConfigKey.ENGINE_PATH).ifPresent(v -> path.addAll(split(v,
                f.file() + ": " + ConfigKey.ENGINE_PATH.key()))));
        path.addAll(given);
        return EngineCatalog.load(path);
    }

    /**
     * The built-in plug-ins: the {@value #ENGINES_DIR_PROPERTY} property, else {@code engines/} where the build
     * unpacks them, beside the code of {@code kitClass}: its jar ({@code cli/target/pairs-cli.jar}) or classes
     * folder ({@code cli/target/classes}, in the build's tests), or, for a module's jar in the kit's {@code lib/}
     * folder (the GUI's, say), beside that folder.
     */
    public static Optional<Path> builtIn(Class<?> kitClass) {
        String override = System.getProperty(ENGINES_DIR_PROPERTY);
        if (override != null) {
            return Optional.of(Path.of(override));
        }
        try {
            Path folder = Path.of(kitClass.getProtectionDomain().getCodeSource().getLocation().toURI()).getParent();
            Path dir = folder.resolve("engines");
            if (!Files.isDirectory(dir) && folder.getFileName() != null && folder.getFileName().toString().equals("lib")) {
                dir = folder.resolveSibling("engines");
            }
            return Files.isDirectory(dir) ? Optional.of(dir) : Optional.empty();
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            return Optional.empty();
        }
    }

    /** The entries of a PATH-like value, blanks dropped; one the system cannot take is a one-line error. */
    private static List<Path> split(String value, String source) {
        List<Path> out = new ArrayList<>();
        for (String part : value.split(File.pathSeparator)) {
            if (!part.isBlank()) {
                try {
                    out.add(Path.of(part.strip()));
                } catch (InvalidPathException e) {
                    throw new InvalidInputException(source + ": not a path: '"
                            + InvalidInputException.abbreviate(part, 200) + "': " + e.getReason());
                }
            }
        }
        return out;
    }
}
