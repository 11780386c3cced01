package org.pairsbench.translator.esper;

import java.util.List;
import java.util.Optional;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineApi;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.engine.EngineOption;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.EngineWorkload;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.api.engine.WorkloadTranslator;

/** Registers {@link EsperEngine} under the name "esper". */
public final class EsperEngineFactory implements EngineFactory {

    public static final String NAME = "esper";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "Esper 8.9 embedded, native EPL with shared per-period averages, external time";
    }

    @Override
    public int apiVersion() {
        return EngineApi.VERSION;
    }

    @Override
    public String version() {
        return com.espertech.esper.runtime.client.util.RuntimeVersion.RUNTIME_VERSION;
    }

    @Override
    public List<EngineOption> options() {
        return List.of(EngineWorkload.option());
    }

    @Override
    public void checkOptions(EngineOptions options) {
        EngineWorkload.of(options);
    }

    @Override
    public Engine create(EngineOptions options) {
        return new EsperEngine(EngineWorkload.of(options));
    }

    /** Deploys an edited {@code pairs.epl}; a {@code strategy-definitions.csv} beside it must match the run's strategies. */
    @Override
    public Engine create(EngineOptions options, List<TranslatedFile> translation) {
        if (EngineWorkload.of(options) != EngineWorkload.PAIRS) {
            throw new InvalidInputException("--translation deploys an edited Pairs translation: the engine floors "
                    + "(" + EngineWorkload.OPTION + "=floor or ingest) run the kit's own floor.epl and ingest.epl");
        }
        String module = TranslatedFile.contentOf(translation, EsperTranslator.MODULE_FILE);
        if (module == null) {
            throw new InvalidInputException("the translation has no " + EsperTranslator.MODULE_FILE
                    + ": give the folder pairs translate --engine esper wrote");
        }
        return new EsperEngine(module, TranslatedFile.contentOf(translation, EsperTranslator.DEFINITIONS_FILE));
    }

    @Override
    public Optional<WorkloadTranslator> translator() {
        return Optional.of(new EsperTranslator());
    }
}
