package org.pairsbench.translator.flink;

import java.util.List;
import java.util.Optional;
import org.apache.flink.runtime.util.EnvironmentInformation;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineApi;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.engine.EngineOption;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.WorkloadTranslator;

/** Registers {@link FlinkEngine} under the name "flink". */
public final class FlinkEngineFactory implements EngineFactory {

    public static final String NAME = "flink";
    static final String PARALLELISM = "parallelism";
    static final String BUFFER_TIMEOUT = "bufferTimeoutMs";
    /** A MiniCluster in one JVM: more parallel subtasks than this is a typing error, not a configuration. */
    private static final int MAX_PARALLELISM = 64;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "Apache Flink 2 on an embedded MiniCluster: Flink SQL per-symbol buckets, keyed DataStream positions";
    }

    @Override
    public int apiVersion() {
        return EngineApi.VERSION;
    }

    @Override
    public String version() {
        return flinkVersion();
    }

    @Override
    public List<EngineOption> options() {
        return List.of(
                EngineOption.of(PARALLELISM, "1", "parallel subtasks of the SQL and per-strategy stages (1-"
                        + MAX_PARALLELISM + "); the source is always 1"),
                EngineOption.of(BUFFER_TIMEOUT, "1", "ms an output buffer may wait before it is sent on; 0 sends "
                        + "every record at once (Flink's default is 100)"));
    }

    @Override
    public void checkOptions(EngineOptions options) {
        int parallelism = options.getInt(PARALLELISM);
        if (parallelism < 1 || parallelism > MAX_PARALLELISM) {
            throw options.bad(PARALLELISM, options.get(PARALLELISM), "an integer from 1 to " + MAX_PARALLELISM);
        }
        if (options.getLong(BUFFER_TIMEOUT) < 0) {
            throw options.bad(BUFFER_TIMEOUT, options.get(BUFFER_TIMEOUT), "an integer >= 0");
        }
    }

    @Override
    public Engine create(EngineOptions options) {
        checkOptions(options);
        return new FlinkEngine(options.getInt(PARALLELISM), options.getLong(BUFFER_TIMEOUT));
    }

    @Override
    public Optional<WorkloadTranslator> translator() {
        return Optional.of(new FlinkTranslator());
    }

    /** The version of the Flink runtime in use, as Flink reports it. */
    static String flinkVersion() {
        return EnvironmentInformation.getVersion();
    }
}
