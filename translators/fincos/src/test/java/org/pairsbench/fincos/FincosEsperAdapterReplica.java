package org.pairsbench.fincos;

import com.espertech.esper.client.Configuration;
import com.espertech.esper.client.EPServiceProvider;
import com.espertech.esper.client.EPServiceProviderManager;
import com.espertech.esper.client.EPStatement;
import com.espertech.esper.client.EventBean;
import com.espertech.esper.client.time.CurrentTimeEvent;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Runs a generated workspace on the real Esper 4.9 the way FINCoS 2.4.2 does, for tests: the adapter's steps
 * (EsperInterface: configure from Stream_Set.xml, external timer with t0, statements created in Query_Set.xml
 * order with the sink's queries listened to; Map events filled by position from the payload with TS last; the
 * external clock advanced AFTER each timer-carrying event), the driver's payloads (DataFileReader: the type
 * column dropped, tickTS kept with include=true), and the sink's log (header and
 * {@code logTS,stream,properties...,arrivalTS} records, END_TO_END in milliseconds).
 */
final class FincosEsperAdapterReplica implements AutoCloseable {

    /** Stand-in for the driver's scheduled send time (CREATION_TIME, ms): a fixed epoch plus tickTS. */
    static final long EPOCH_MS = 1_700_000_000_000L;

    private final EPServiceProvider engine;
    private final Map<String, LinkedHashMap<String, String>> schemas = new HashMap<>();
    private final String timerStream;
    private final int timerIndex;
    private final List<String> records = new ArrayList<>();
    private long lastExternalTime = -1;

    FincosEsperAdapterReplica(Path workspace, String engineUri) throws Exception {
        Document connections = parse(workspace.resolve(FincosWorkspace.CONNECTIONS));
        Map<String, String> props = new HashMap<>();
        NodeList p = connections.getElementsByTagName("Property");
        for (int i = 0; i < p.getLength(); i++) {
            Element e = (Element) p.item(i);
            props.put(e.getAttribute("name"), e.getAttribute("value"));
        }
        boolean externalTimer = Boolean.parseBoolean(props.get("Use_external_timer"));
        timerStream = externalTimer ? props.get("External_timer_stream") : null;
        timerIndex = externalTimer ? Integer.parseInt(props.get("External_timer_index")) : -1;

        Configuration config = new Configuration();
        Path streamSet = Path.of(props.get("Configuration_file_path"));
        config.configure(streamSet.toFile());
        if (externalTimer) {
            config.getEngineDefaults().getThreading().setInternalTimerEnabled(false);
        }
        NodeList types = parse(streamSet).getElementsByTagName("event-type");
        for (int i = 0; i < types.getLength(); i++) {
            Element type = (Element) types.item(i);
            LinkedHashMap<String, String> schema = new LinkedHashMap<>();
            NodeList mp = type.getElementsByTagName("map-property");
            for (int j = 0; j < mp.getLength(); j++) {
                Element e = (Element) mp.item(j);
                schema.put(e.getAttribute("name"), e.getAttribute("class"));
            }
            schemas.put(type.getAttribute("name"), schema);
        }
        engine = EPServiceProviderManager.getProvider(engineUri, config);
        engine.initialize();
        if (externalTimer) {
            advanceClock(Long.parseLong(props.getOrDefault("External_timer_t0", "0")));
        }

        Set<String> listened = Set.of(Esper4Queries.INDICATOR_QUERY, Esper4Queries.MARKET_ORDER_QUERY);
        NodeList queries = parse(Path.of(props.get("Queries_path"))).getElementsByTagName("Query");
        for (int i = 0; i < queries.getLength(); i++) {
            Element q = (Element) queries.item(i);
            String name = q.getAttribute("name");
            EPStatement statement = engine.getEPAdministrator().createEPL(q.getAttribute("text"), name);
            if (listened.contains(name)) {
                LinkedHashMap<String, String> schema = schemas.get(name);
                statement.addListener((newEvents, oldEvents) -> {
                    for (EventBean event : newEvents) {
                        log(name, schema, event);
                    }
                });
            }
        }
    }

    /** An External File phase's event: its type and payload (strings), stamped with {@code timestamp}. */
    void send(String type, String[] payload, long timestamp) {
        LinkedHashMap<String, String> schema = schemas.get(type);
        if (schema.size() != payload.length + 1) {
            throw new IllegalStateException("FINCoS would drop this event: " + payload.length
                    + " payload fields + TS against " + schema.size() + " properties of " + type);
        }
        Map<String, Object> event = new HashMap<>();
        int i = 0;
        for (Map.Entry<String, String> field : schema.entrySet()) {
            if (i == schema.size() - 1) {
                event.put(field.getKey(), timestamp);
            } else {
                String v = payload[i];
                event.put(field.getKey(), switch (field.getValue()) {
                    case "int" -> Integer.parseInt(v);
                    case "long" -> Long.parseLong(v);
                    case "double" -> Double.parseDouble(v);
                    case "float" -> Float.parseFloat(v);
                    default -> v;
                });
            }
            i++;
        }
        engine.getEPRuntime().sendEvent(event, type);
        if (type.equals(timerStream)) {
            advanceClock(Long.parseLong(payload[timerIndex]));
        }
    }

    /**
     * The setup's phases: the strategy definitions (no timestamp or type column: type StrategyDef), then the
     * tick file (tickTS, type, payload; include=true keeps tickTS), each stamped with its scheduled time.
     */
    void replay(Path definitions, Path ticks) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(definitions, StandardCharsets.US_ASCII)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                send(FincosEventType.STRATEGY_DEF.name(), line.split(",", -1), EPOCH_MS);
            }
        }
        try (BufferedReader in = Files.newBufferedReader(ticks, StandardCharsets.US_ASCII)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                String[] record = line.split(",", -1);
                String[] payload = new String[record.length - 1];
                payload[0] = record[0];
                System.arraycopy(record, 2, payload, 1, record.length - 2);
                send(record[1], payload, EPOCH_MS + Long.parseLong(record[0]));
            }
        }
    }

    /** The sink log FINCoS's Sink writes for these answers (END_TO_END, milliseconds, every field, no sampling). */
    void writeSinkLog(Path file) throws IOException {
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("FINCoS Sink Log File.\n Sink Alias: " + FincosWorkspace.SINK + "\n Sink Address: 127.0.0.1\n"
                    + " Connection: " + FincosWorkspace.CONNECTION_ALIAS + "\n Start time: Thu Jan 01 00:00:00 UTC 2026\n"
                    + " Response Time Mode: END_TO_END\n Response Time Resolution: milliseconds\n"
                    + " Log Sampling rate: 1.0\n");
            for (String r : records) {
                out.write(r);
                out.write('\n');
            }
        }
    }

    List<String> records() {
        return records;
    }

    private void log(String stream, LinkedHashMap<String, String> schema, EventBean event) {
        StringBuilder line = new StringBuilder().append(EPOCH_MS).append(',').append(stream);
        Object causer = null;
        for (String property : schema.keySet()) {
            causer = event.get(property);
            line.append(',').append(causer);
        }
        // The sink's arrival time: 1 ms after the causer's scheduled time, a stand-in for the wall clock.
        line.append(',').append(((Number) causer).longValue() + 1);
        records.add(line.toString());
    }

    private void advanceClock(long time) {
        if (time != lastExternalTime) {
            engine.getEPRuntime().sendEvent(new CurrentTimeEvent(time));
            lastExternalTime = time;
        }
    }

    private static Document parse(Path file) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
    }

    @Override
    public void close() {
        engine.destroy();
    }
}
