package org.pairsbench.template;

import java.util.List;
import java.util.Optional;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineApi;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.engine.EngineOption;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.WorkloadTranslator;

/**
 * The plug-in's entry point, registered in {@code META-INF/services/org.pairsbench.api.engine.EngineFactory}. The
 * kit instantiates it only to list and find engines, so it holds nothing and starts nothing: all work begins in
 * {@link #create}.
 */
public final class TemplateEngineFactory implements EngineFactory {

    /** What users type after {@code --engine}. */
    public static final String NAME = "template";

    /** The stand-in engine's input queue: {@code send} blocks while it is full (back-pressure, not loss). */
    public static final EngineOption QUEUE_CAPACITY = EngineOption.of("queueCapacity", "65536",
            "events the engine's input queue holds before send blocks");

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "the plug-in template of spec/adding-an-engine.md, around a plain-Java stand-in engine";
    }

    @Override
    public int apiVersion() {
        // A compile-time constant: the kit reads the version this plug-in was built against, not its own.
        return EngineApi.VERSION;
    }

    @Override
    public List<EngineOption> options() {
        return List.of(QUEUE_CAPACITY);
    }

    /** Called by the kit as soon as the user gives options, before any data is generated or read. */
    @Override
    public void checkOptions(EngineOptions options) {
        queueCapacity(options);
    }

    @Override
    public Engine create(EngineOptions options) {
        return new TemplateEngine(new TemplateTranslator(), options, queueCapacity(options));
    }

    private static int queueCapacity(EngineOptions options) {
        int capacity = options.getInt(QUEUE_CAPACITY.key());
        if (capacity < 1) {
            throw options.bad(QUEUE_CAPACITY.key(), String.valueOf(capacity), "a positive integer");
        }
        return capacity;
    }

    @Override
    public Optional<WorkloadTranslator> translator() {
        return Optional.of(new TemplateTranslator());
    }
}
