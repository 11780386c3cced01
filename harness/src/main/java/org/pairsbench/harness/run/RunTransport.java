package org.pairsbench.harness.run;

import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.harness.record.RunReport;

/**
 * How ticks and answers travel between the kit and the engine of a run: by calls in this process ({@link #LOCAL}),
 * or through a transport such as Kafka to an engine server (spec/engine-protocol.md, "Kafka"). Either way the
 * driver and the sink stay in this process, so latency is measured on one clock.
 */
public interface RunTransport {

    /** The engine runs in this process. */
    RunTransport LOCAL = new RunTransport() {
        @Override
        public Callable<Engine> engines(Callable<Engine> local) {
            return local;
        }

        @Override
        public Supplier<RunReport.Transport> record() {
            return null;
        }

        @Override
        public Optional<String> describe() {
            return Optional.empty();
        }
    };

    /** The engines of a run: {@code local}, which makes the engine in this process, or the transport's end of it. */
    Callable<Engine> engines(Callable<Engine> local);

    /** The transport as the run records it, asked again each time the run is recorded; null for local. */
    Supplier<RunReport.Transport> record();

    /** One line for the console, or empty for local. */
    Optional<String> describe();

    /** The driver processes that send the ticks (spec/execution.md section 14), or null: this process drives. */
    default RemoteDrivers drivers() {
        return null;
    }
}
