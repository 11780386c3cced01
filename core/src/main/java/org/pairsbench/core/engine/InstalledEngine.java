package org.pairsbench.core.engine;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.engine.EngineOption;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.api.engine.WorkloadTranslator;

/**
 * An engine the kit can run: its factory, the plug-in folder it came from and that folder's class loader. Every
 * call into the engine runs with the plug-in's loader as the thread's context class loader, which engines such
 * as Esper and Flink consult to find their own classes. A call that throws (an unchecked exception, a class missing
 * from the plug-in folder) or answers null is the plug-in's fault, not the kit's: an {@link InvalidInputException}
 * of one line naming the engine, its plug-in folder and the call.
 *
 * @param source the plug-in folder, or null for a factory on the caller's class path (tests)
 */
public record InstalledEngine(EngineFactory factory, Path source, ClassLoader loader) {

    /** What {@code pairs engines}, run records and reports say of an engine that {@link #shipsReferenceComputation}. */
    public static final String SHIPS_REFERENCE_COMPUTATION =
            "ships the reference computation: not an engine under test";
    /** A class of pairs-reference-computation, the kit's oracle, which no engine under test may run. */
    private static final String REFERENCE_COMPUTATION =
            "org/pairsbench/reference/computation/ReferenceComputation.class";
    /** The package of the kit's own plug-in of the reference and null engines, which ship it by design. */
    private static final String KIT_REFERENCE_PLUGIN = "org.pairsbench.reference.";

    /** An engine whose factory is on the caller's own class path: tests and embedded use, no isolation. */
    public static InstalledEngine onClassPath(EngineFactory factory) {
        return new InstalledEngine(factory, null, factory.getClass().getClassLoader());
    }

    public String name() {
        return factory.name();
    }

    /**
     * Whether the plug-in folder holds the kit's reference computation (the oracle): the engine's answers are then
     * the reference engine's whatever it is called (the template's stand-in runs it, and a renamed template keeps
     * it), so it passes every check without being an engine under test. The kit's own reference and null engines,
     * whose plug-in it is, are what their names say and are not flagged.
     */
    public boolean shipsReferenceComputation() {
        return source != null && !factory.getClass().getName().startsWith(KIT_REFERENCE_PLUGIN)
                && loader.getResource(REFERENCE_COMPUTATION) != null;
    }

    /** Where the engine came from, for {@code pairs engines} and run records. */
    public String origin() {
        return source == null ? "class path" : source.toString();
    }

    /** The factory's one-line summary, control characters escaped. */
    public String summary() {
        return InvalidInputException.oneLine(ask("summary()", factory::summary));
    }

    /** The engine's version as the factory reports it, control characters escaped. */
    public String version() {
        return InvalidInputException.oneLine(ask("version()", factory::version));
    }

    /** The options the factory declares ({@link EngineFactory#options()}). */
    public List<EngineOption> declaredOptions() {
        return ask("options()", factory::options);
    }

    /**
     * The engine's options from the user's {@code key=value} pairs: keys the engine does not know, and values its
     * factory's {@link org.pairsbench.api.engine.EngineFactory#checkOptions} refuses, are InvalidInputExceptions.
     */
    public EngineOptions options(Map<String, String> given) {
        EngineOptions options = EngineOptions.resolve(name(), declaredOptions(), given);
        return ask("checkOptions()", () -> {
            factory.checkOptions(options);
            return options;
        });
    }

    /** A new engine; its calls run with the plug-in's context class loader. */
    public Engine create(EngineOptions options) throws Exception {
        return new PluginEngine(ask("create()", () -> factory.create(options)), this);
    }

    /** A new engine that deploys a given translation (see {@link EngineFactory#create(EngineOptions, List)}). */
    public Engine create(EngineOptions options, List<TranslatedFile> translation) throws Exception {
        return new PluginEngine(ask("create()", () -> factory.create(options, translation)), this);
    }

    public Optional<WorkloadTranslator> translator() {
        return ask("translator()", factory::translator);
    }

    /**
     * {@code call}'s answer, run with the plug-in's context class loader. The plug-in's own one-line refusals
     * ({@link InvalidInputException}) pass as they are; anything else it throws, and a null answer, become one
     * line naming the engine, its folder and {@code what} it was asked. The JVM's own failures (out of memory)
     * pass.
     */
    <T> T ask(String what, Callable<T> call) {
        T answer;
        try {
            answer = ContextLoader.call(loader, call);
        } catch (InvalidInputException | VirtualMachineError e) {
            throw e;
        } catch (Exception | Error e) {
            throw misbehaved(what + " " + EnginePlugin.threw(e));
        }
        if (answer == null) {
            throw misbehaved(what + " returned null");
        }
        return answer;
    }

    private InvalidInputException misbehaved(String problem) {
        return new InvalidInputException("engine '" + name() + "' (" + (source == null ? "class path"
                : "plug-in " + source) + "): " + problem);
    }
}
