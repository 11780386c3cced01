package org.pairsbench.fincos;

import java.nio.file.Path;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.ticks.TickFiles;
import java.util.List;
import java.util.Locale;
import org.pairsbench.api.engine.StrategyRows;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.api.model.Strategy;

/**
 * A FINCoS 2.4 workspace that runs Pairs on FINCoS's Esper 4.x adapter as it is written: the connection, the
 * test setup (driver, sink, response-time options), Esper's stream set and query set, and the strategy
 * definitions as a headerless file for the driver's first phase. Paths inside the files are absolute, so the
 * workspace works from wherever FINCoS runs.
 */
public final class FincosWorkspace {

    /** Paths of the workspace's files, relative to its directory. */
    public static final String CONNECTIONS = "config/Connections.fcf";
    public static final String SETUP = "pairs-test.xml";
    public static final String STREAM_SET = "queries/esper/Stream_Set.xml";
    public static final String QUERY_SET = "queries/esper/Query_Set.xml";
    public static final String STRATEGY_DEFINITIONS = "data/strategy-definitions.csv";

    /** The names FINCoS's files refer to each other by. */
    public static final String CONNECTION_ALIAS = "Pairs (Esper 4.9)";
    public static final String DRIVER = "DRIVER01";
    public static final String SINK = "SINK01";

    /**
     * Events per second of the strategy-definitions phase: fast enough for SF 1,000 (25,000 strategies in 25 s),
     * and every definition is applied before the first tick, since one driver thread sends the phases in order.
     */
    static final int DEFINITIONS_RATE = 1000;

    private FincosWorkspace() {
    }

    /**
     * The tick file a FINCoS External File phase can replay from {@code ticks} (a tick file or a data set
     * directory): one plain file. A split set would need one driver per file, and FINCoS anchors each driver's
     * schedule to its own start, so their interleaving (and so the answers) would be lost; FINCoS reads no gzip.
     *
     * @throws InvalidInputException naming the path when it is not one plain tick file
     */
    public static Path replayableTickFile(Path ticks) {
        List<Path> files = TickFiles.resolve(ticks);
        if (files.size() != 1) {
            throw InvalidInputException.in(ticks, "a FINCoS workspace replays one tick file, found " + files.size()
                    + " (generate the data set with --files 1)");
        }
        Path file = files.get(0);
        if (file.getFileName().toString().endsWith(".gz")) {
            throw InvalidInputException.in(file, "FINCoS cannot read gzip tick files (generate without --gzip)");
        }
        return file;
    }

    /**
     * The workspace's files.
     *
     * @param strategies the workload
     * @param tickFile   the data set's single plain tick file (FINCoS replays one file per phase)
     * @param directory  where the files will be written (the absolute paths inside them point there)
     */
    public static List<TranslatedFile> files(List<Strategy> strategies, Path tickFile, Path directory) {
        Path dir = directory.toAbsolutePath().normalize();
        return List.of(
                new TranslatedFile(CONNECTIONS, connections(dir)),
                new TranslatedFile(SETUP, setup(tickFile.toAbsolutePath().normalize(),
                        dir.resolve(STRATEGY_DEFINITIONS))),
                new TranslatedFile(STREAM_SET, streamSet()),
                new TranslatedFile(QUERY_SET, querySet(Esper4Queries.of(strategies))),
                new TranslatedFile(STRATEGY_DEFINITIONS, definitions(strategies)));
    }

    /**
     * The connection. The external timer is on (StockTick's tickTS, payload field 0) so that Esper's clock is the
     * data's and no wall-clock timer thread runs in the engine; the queries do not read the clock (see
     * {@link Esper4Queries}), since the adapter advances it only after each event.
     */
    static String connections(Path dir) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- FINCoS 2.4 connections written by pairs translate (target fincos): copy to FINCoS's config/. -->
                <FINCoS>
                  <Connections>
                    <Connection alias="%s" type="CEP" engine="Esper">
                      <Properties>
                        <Property name="engine" value="Esper"/>
                        <Property name="Configuration_file_path" value="%s"/>
                        <Property name="Queries_path" value="%s"/>
                        <Property name="Event_format" value="Map"/>
                        <Property name="Use_external_timer" value="true"/>
                        <Property name="External_timer_stream" value="StockTick"/>
                        <Property name="External_timer_index" value="0"/>
                        <Property name="External_timer_t0" value="0"/>
                      </Properties>
                    </Connection>
                  </Connections>
                </FINCoS>
                """.formatted(Xml.attribute(CONNECTION_ALIAS), Xml.attribute(dir.resolve(STREAM_SET).toString()),
                Xml.attribute(dir.resolve(QUERY_SET).toString()));
    }

    /**
     * The test setup: phase 1 sends the strategy definitions (no timestamps, one type, paced at
     * {@link #DEFINITIONS_RATE}), phase 2 replays the tick file paced by its tickTS (ms), the type from column
     * 1 and tickTS kept in the payload; the sink logs Indicator and MarketOrder with every field. End-to-end
     * response time stamped with the scheduled send time (CREATION_TIME: no coordinated omission), which FINCoS
     * keeps in milliseconds only.
     */
    static String setup(Path tickFile, Path definitions) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- FINCoS 2.4 test setup written by pairs translate (target fincos). -->
                <FINCoS>
                  <TestOptions RT_MODE="0" RT_RESOLUTION="0" TIMESTAMPING_MODE="CREATION_TIME"/>
                  <Drivers>
                    <Driver name="%s" address="127.0.0.1" connection="%s" threadCount="1">
                      <Workload>
                        <Phase type="External File">
                          <path>%s</path>
                          <delimiter>,</delimiter>
                          <timestamps contains="false" fieldIndex="-1" eventRate="%s"/>
                          <eventTypes contains="false" fieldIndex="-1" singleTypeName="%s"/>
                          <loopCount>1</loopCount>
                        </Phase>
                        <Phase type="External File">
                          <path>%s</path>
                          <delimiter>,</delimiter>
                          <timestamps contains="true" fieldIndex="0" use="true" include="true" timeUnit="0"/>
                          <eventTypes contains="true" fieldIndex="1"/>
                          <loopCount>1</loopCount>
                        </Phase>
                      </Workload>
                      <Logging log="false" fieldsToLog="timestamps" samplingRate="1.0" flushInterval="10"/>
                    </Driver>
                  </Drivers>
                  <Sinks>
                    <Sink name="%s" address="127.0.0.1" connection="%s">
                      <Stream>%s</Stream>
                      <Stream>%s</Stream>
                      <Logging log="true" fieldsToLog="all" samplingRate="1.0" flushInterval="10"/>
                    </Sink>
                  </Sinks>
                </FINCoS>
                """.formatted(DRIVER, Xml.attribute(CONNECTION_ALIAS), Xml.text(definitions.toString()),
                String.format(Locale.ROOT, "%.1f", (double) DEFINITIONS_RATE),
                FincosEventType.STRATEGY_DEF.name(), Xml.text(tickFile.toString()), SINK,
                Xml.attribute(CONNECTION_ALIAS), Esper4Queries.INDICATOR_QUERY, Esper4Queries.MARKET_ORDER_QUERY);
    }

    /**
     * Esper's configuration: every event type as a map with its properties in FINCoS's order (the adapter reads
     * the types and orders from here), and integer division, which the order sizes need.
     */
    static String streamSet() {
        StringBuilder xml = new StringBuilder("""
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- Esper 4.9 configuration for FINCoS's Esper adapter, written by pairs translate (target fincos).
                     Property order is FINCoS's: an input's payload fills it by position, TS (added by FINCoS) last;
                     the sink logs an output's properties in this order and takes the last one as the causer time. -->
                <esper-configuration xmlns="http://www.espertech.com/schema/esper">
                """);
        for (FincosEventType type : FincosEventType.ALL) {
            xml.append("  <event-type name=\"").append(type.name()).append("\">\n    <java-util-map>\n");
            for (FincosEventType.Property p : type.properties()) {
                xml.append("      <map-property name=\"").append(p.name()).append("\" class=\"").append(p.type())
                        .append("\"/>\n");
            }
            xml.append("    </java-util-map>\n  </event-type>\n");
        }
        xml.append("""
                  <engine-settings>
                    <defaults>
                      <expression integer-division="true"/>
                    </defaults>
                  </engine-settings>
                </esper-configuration>
                """);
        return xml.toString();
    }

    /** The statements as FINCoS's adapter reads them: Query elements with name and text, created in order. */
    static String querySet(List<Esper4Queries.Query> queries) {
        StringBuilder xml = new StringBuilder("""
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- The Pairs workload for Esper 4.9 in FINCoS's Esper adapter, written by pairs translate (target fincos).
                     The sink listens to the queries named Indicator and MarketOrder. -->
                <Queries>
                """);
        for (Esper4Queries.Query q : queries) {
            xml.append("  <Query name=\"").append(Xml.attribute(q.name())).append("\"\n         text=\"")
                    .append(Xml.attribute(q.text())).append("\"/>\n");
        }
        return xml.append("</Queries>\n").toString();
    }

    /** One line per strategy in StrategyDef's order, no header: FINCoS's file reader has no header skipping. */
    static String definitions(List<Strategy> strategies) {
        return StrategyRows.csvLines(strategies);
    }
}
