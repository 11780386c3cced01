package org.pairsbench.translator.siddhi;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineApi;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.engine.EngineOption;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.EngineWorkload;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.api.engine.WorkloadTranslator;

/** Registers {@link SiddhiEngine} under the name "siddhi". */
public final class SiddhiEngineFactory implements EngineFactory {

    public static final String NAME = "siddhi";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "Siddhi 5.1 embedded, native SiddhiQL with shared per-period aggregation, playback time";
    }

    @Override
    public int apiVersion() {
        return EngineApi.VERSION;
    }

    @Override
    public String version() {
        return siddhiVersion();
    }

    @Override
    public List<EngineOption> options() {
        return List.of(SiddhiAggregation.option(), EngineWorkload.option());
    }

    /** Refuses an aggregation the app does not have, or a workload, before any data is generated. */
    @Override
    public void checkOptions(EngineOptions options) {
        SiddhiAggregation.of(options);
        EngineWorkload.of(options);
    }

    @Override
    public Engine create(EngineOptions options) {
        EngineWorkload workload = EngineWorkload.of(options);
        return new SiddhiEngine(SiddhiTranslator.app(workload, SiddhiAggregation.of(options)), workload);
    }

    /**
     * Deploys an edited {@code pairs.siddhi} as it is (the {@code aggregation} option chooses the engine's own
     * app only); a {@code strategy-definitions.csv} beside it must match the run's strategies.
     */
    @Override
    public Engine create(EngineOptions options, List<TranslatedFile> translation) {
        if (EngineWorkload.of(options) != EngineWorkload.PAIRS) {
            throw new InvalidInputException("--translation deploys an edited Pairs translation: the engine floors "
                    + "(" + EngineWorkload.OPTION + "=floor or ingest) run the kit's own floor.siddhi and "
                    + "ingest.siddhi");
        }
        String app = TranslatedFile.contentOf(translation, SiddhiTranslator.APP_FILE);
        if (app == null) {
            throw new InvalidInputException("the translation has no " + SiddhiTranslator.APP_FILE
                    + ": give the folder pairs translate --engine siddhi wrote");
        }
        return new SiddhiEngine(app, TranslatedFile.contentOf(translation, SiddhiTranslator.DEFINITIONS_FILE));
    }

    @Override
    public Optional<WorkloadTranslator> translator() {
        return Optional.of(new SiddhiTranslator());
    }

    /** The version of the siddhi-core jar in use, from its Maven metadata (its manifest has none). */
    static String siddhiVersion() {
        try (InputStream in = io.siddhi.core.SiddhiManager.class
                .getResourceAsStream("/META-INF/maven/io.siddhi/siddhi-core/pom.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }
}
