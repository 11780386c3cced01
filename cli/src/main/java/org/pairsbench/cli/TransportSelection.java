package org.pairsbench.cli;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.StreamParameters;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.run.ConsoleSummary;
import org.pairsbench.harness.run.RunTransport;
import org.pairsbench.process.KafkaTransport;
import picocli.CommandLine.Option;

/**
 * The options that choose how ticks and answers travel between the kit and the engine (a picocli mixin of
 * {@code pairs run} and {@code pairs throughput}): {@code --transport local} calls the engine in this process;
 * {@code --transport kafka --kafka-bootstrap HOST:PORT} sends the stream through a Kafka broker to an engine server
 * ({@code pairs engine-server --engine NAME --kafka-bootstrap HOST:PORT}) that runs the engine {@code --engine}
 * names, while the driver and the sink stay in this process (spec/engine-protocol.md, "Kafka").
 */
final class TransportSelection {

    static final String LOCAL = "local";
    static final String KAFKA = "kafka";

    @Option(names = "--transport", paramLabel = "KIND", defaultValue = LOCAL,
            description = "local (default: the engine runs in this process) or kafka (the stream goes through the "
                    + "Kafka broker of --kafka-bootstrap to an engine server, 'pairs engine-server --engine NAME "
                    + "--kafka-bootstrap HOST:PORT', which must run the same engine and options; the driver and the "
                    + "sink stay here, so latency is on this machine's clock)")
    String transport = LOCAL;

    @Option(names = "--kafka-bootstrap", paramLabel = "HOST:PORT",
            description = "with --transport kafka: the Kafka broker, e.g. 127.0.0.1:19092 (scripts/kafka.sh start)")
    String kafkaBootstrap;

    /**
     * The transport asked for, checked before anything runs (one line, exit 2).
     *
     * @param stall          with kafka: how long a record may wait for the broker, and the engine server may stay
     *                       silent, before the run fails; empty: the process engine's default
     * @param withTranslation whether a translation is to be deployed instead of the engine's own
     */
    Chosen choose(EngineSelection.Chosen engine, Optional<Duration> stall, boolean withTranslation) {
        return choose(engine, stall, withTranslation, null);
    }

    /**
     * As {@link #choose(EngineSelection.Chosen, Optional, boolean)}; with {@code drivers} (or null) the ticks come
     * from that many driver processes ({@code pairs drive}), which needs --transport kafka.
     */
    Chosen choose(EngineSelection.Chosen engine, Optional<Duration> stall, boolean withTranslation,
                  DriverProcesses drivers) {
        if (LOCAL.equals(transport)) {
            if (kafkaBootstrap != null) {
                throw new InvalidInputException("--kafka-bootstrap needs --transport kafka");
            }
            if (drivers != null) {
                throw new InvalidInputException("--drivers needs --transport kafka: the driver processes send their "
                        + "parts of the stream through the broker");
            }
            return new Chosen(null, null);
        }
        if (!KAFKA.equals(transport)) {
            throw new InvalidInputException("--transport must be local or kafka, not '"
                    + InvalidInputException.oneLine(transport) + "'");
        }
        if (kafkaBootstrap == null) {
            throw new InvalidInputException("--transport kafka needs --kafka-bootstrap HOST:PORT of a Kafka broker");
        }
        if (engine.engine().name().equals("process")) {
            throw new InvalidInputException("--transport kafka runs the engine --engine names in an engine server; "
                    + "engine 'process' is the kit's end of that path already (--engine-opt kafka=HOST:PORT)");
        }
        if (withTranslation) {
            throw new InvalidInputException("--translation needs --transport local: an engine server deploys its "
                    + "engine's own translation");
        }
        long stallMillis = stall.orElse(Duration.ofSeconds(KafkaTransport.DEFAULT_STALL_SECONDS)).toMillis();
        KafkaTransport kafka = KafkaTransport.of(kafkaBootstrap, engine.engine().name(), engine.options().asMap(),
                stallMillis, drivers == null ? null : new KafkaTransport.Drivers(drivers.count(),
                        drivers.rateFactor(), StreamParameters.of(drivers.stream())));
        return new Chosen(kafka, drivers == null ? null : new KafkaRemoteDrivers(kafka, drivers.stream()));
    }

    /**
     * Driver processes asked for ({@code pairs run --drivers N}).
     *
     * @param stream     the stream they generate
     * @param rateFactor the run's rate factor
     */
    record DriverProcesses(int count, DatagenParameters stream, double rateFactor) {
    }

    /** A checked transport; {@code kafka} null for local, {@code drivers} null unless driver processes send. */
    record Chosen(KafkaTransport kafka, KafkaRemoteDrivers drivers) implements RunTransport {

        /** The engines of a run: {@code local} for local, else the stream to the engine server. */
        @Override
        public Callable<Engine> engines(Callable<Engine> local) {
            return kafka == null ? local : kafka::engine;
        }

        /** For the run's record, asked again each time the run is recorded; null for local. */
        @Override
        public Supplier<RunReport.Transport> record() {
            return kafka == null ? null : () -> recorded(kafka.facts(), drivers);
        }

        /** One line for the console, or empty for local. */
        @Override
        public Optional<String> describe() {
            return kafka == null ? Optional.empty()
                    : Optional.of(ConsoleSummary.transport(recorded(kafka.facts(), drivers)));
        }
    }

    static RunReport.Transport recorded(KafkaTransport.Facts f) {
        return recorded(f, null);
    }

    /** The transport as run.json records it; with driver processes, their topics and parts too. */
    static RunReport.Transport recorded(KafkaTransport.Facts f, KafkaRemoteDrivers drivers) {
        Map<String, String> topics = new LinkedHashMap<>();
        topics.put("control", f.controlTopic());
        if (f.streamId() != null) {
            // With driver processes the kit's topic carries strategies, Deploy and End; the ticks have their own.
            topics.put(drivers == null ? "ticks" : "strategies", f.ticksTopic());
            topics.put("answers", f.answersTopic());
            if (drivers != null) {
                topics.put("ticks", KafkaTransport.driverTicksTopic(f.streamId()));
                topics.put("drivers", KafkaTransport.driversTopic(f.streamId()));
                topics.put("plan", KafkaTransport.planTopic(f.streamId()));
            }
        }
        return new RunReport.Transport(KAFKA, f.bootstrap(), f.streamId(), topics, f.partitions(), f.serialization(),
                f.producer(), f.consumer(), new RunReport.Delivery(f.recordsSent(), f.recordsReceived(),
                f.duplicates(), f.gaps(), f.missingRecords()), drivers == null ? null : drivers.recorded());
    }
}
