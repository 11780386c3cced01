package org.pairsbench.process;

import java.util.List;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineApi;
import org.pairsbench.api.engine.EngineFactory;
import org.pairsbench.api.engine.EngineOption;
import org.pairsbench.api.engine.EngineOptions;

/** Engine "process": any engine in another process, spoken to in the Pairs engine protocol. */
public final class ProcessEngineFactory implements EngineFactory {

    public static final String NAME = "process";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "an engine in another process: starts a command (or connects to host:port) and speaks the Pairs "
                + "engine protocol (spec/engine-protocol.md)";
    }

    @Override
    public int apiVersion() {
        return EngineApi.VERSION;
    }

    @Override
    public List<EngineOption> options() {
        return List.of(
                EngineOption.withoutDefault(ProcessSettings.COMMAND, "the engine's command, run with /bin/sh -c; it "
                        + "reads the protocol on stdin and answers on stdout (or give connect)"),
                EngineOption.withoutDefault(ProcessSettings.CONNECT, "HOST:PORT of an engine that listens, e.g. "
                        + "'pairs serve --port P' (or give command or kafka)"),
                EngineOption.withoutDefault(ProcessSettings.KAFKA, "HOST:PORT of a Kafka broker: the stream goes "
                        + "through its topics to an engine server, 'pairs serve --kafka HOST:PORT'"),
                EngineOption.of(ProcessSettings.DEPLOY_TIMEOUT, Integer.toString(ProcessSettings.DEFAULT_DEPLOY_SECONDS), "seconds from start to the engine's Ready "
                        + "record (start-up and deployment)"),
                EngineOption.of(ProcessSettings.FINISH_TIMEOUT, Integer.toString(ProcessSettings.DEFAULT_FINISH_SECONDS), "seconds from End to the engine's Done record"),
                EngineOption.of(ProcessSettings.STALL_TIMEOUT, Integer.toString(ProcessSettings.DEFAULT_STALL_SECONDS), "seconds the engine may leave its input unread, "
                        + "with the kit's buffer full, before it fails"),
                EngineOption.of(ProcessSettings.CONNECT_TIMEOUT, Integer.toString(ProcessSettings.DEFAULT_CONNECT_SECONDS), "seconds to connect (with connect: a refused connection is tried again until then), or for the Kafka broker to answer (with kafka)"));
    }

    /** Refuses command and connect together or neither, and timeouts that are not positive, before any data. */
    @Override
    public void checkOptions(EngineOptions options) {
        ProcessSettings.of(options);
    }

    @Override
    public Engine create(EngineOptions options) {
        return new ProcessEngine(ProcessSettings.of(options));
    }
}
