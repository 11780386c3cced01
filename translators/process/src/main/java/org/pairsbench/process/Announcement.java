package org.pairsbench.process;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;
import org.pairsbench.api.InvalidInputException;

/**
 * A stream announced on {@link KafkaTopics#CONTROL}: its id and, when the kit names it, the engine the server must
 * run and that engine's options (defaults filled in). Its record's value is lines: {@code Stream,ID[,ENGINE]}, then
 * one {@code Option,KEY,VALUE} per option (the value is the rest of the line). Naming the engine lets a server that
 * runs another engine, or the same one with other options, refuse the stream at once instead of producing answers
 * the run would record under the wrong name.
 *
 * With several driver processes a last line {@code Drivers,N} says that the ticks come from N drivers, one
 * partition each of {@code pairs-ID-ticks}, to be merged by their positions (spec/execution.md section 14).
 *
 * @param engine  the engine the kit asks for, or null (engine {@code process} with {@code kafka=}: any engine)
 * @param options its options, by key; empty when {@code engine} is null
 * @param drivers the number of driver processes, or 0 when the kit sends the ticks on {@code pairs-ID-in} itself
 */
public record Announcement(String id, String engine, Map<String, String> options, int drivers) {

    public Announcement {
        options = Map.copyOf(options);
        if (drivers < 0) {
            throw new IllegalArgumentException("drivers must be >= 0");
        }
    }

    /** A stream whose ticks the kit sends itself. */
    public Announcement(String id, String engine, Map<String, String> options) {
        this(id, engine, options, 0);
    }

    /** The record's value. */
    String value() {
        StringBuilder out = new StringBuilder(Protocol.STREAM).append(',').append(id);
        if (engine != null) {
            out.append(',').append(engine);
            new java.util.TreeMap<>(options).forEach((k, v) -> out.append('\n').append(OPTION).append(',').append(k)
                    .append(',').append(v));
            if (drivers > 0) {
                out.append('\n').append(Protocol.DRIVERS).append(',').append(drivers);
            }
        }
        return out.toString();
    }

    private static final String OPTION = "Option";

    /** Refuses, before anything is created, what cannot be announced: a comma in a name, a line break anywhere. */
    static void requireAnnounceable(String engine, Map<String, String> options) {
        if (!engine.matches("[^,\\s]+")) {
            throw new InvalidInputException("engine name '" + engine + "' cannot be announced on Kafka: no commas or "
                    + "white space");
        }
        options.forEach((k, v) -> {
            if (!k.matches("[^,\\s]+") || v.indexOf('\n') >= 0 || v.indexOf('\r') >= 0) {
                throw new InvalidInputException("engine option '" + InvalidInputException.oneLine(k) + "' cannot be "
                        + "announced on Kafka: no commas or white space in its key, no line break in its value");
            }
        });
    }

    /**
     * Reads an announcement record's value.
     *
     * @throws MalformedRecord it is not one
     */
    static Announcement parse(String value) throws MalformedRecord {
        String[] lines = value.split("\n", -1);
        String[] f = lines[0].split(",", -1);
        if (!f[0].equals(Protocol.STREAM) || f.length < 2 || f.length > 3 || !f[1].matches("[0-9a-zA-Z]{1,64}")
                || (f.length == 3 && f[2].isEmpty())) {
            throw new MalformedRecord("expected Stream,ID[,ENGINE] first");
        }
        Map<String, String> options = new LinkedHashMap<>();
        int drivers = 0;
        int optionLines = lines.length;
        if (f.length == 3 && lines.length > 1 && lines[lines.length - 1].startsWith(Protocol.DRIVERS + ",")) {
            optionLines--;
            String count = lines[lines.length - 1].substring(Protocol.DRIVERS.length() + 1);
            if (!count.matches("[1-9][0-9]{0,5}")) {
                throw new MalformedRecord("line " + lines.length + " is not Drivers,N with N from 1 to 999999");
            }
            drivers = Integer.parseInt(count);
        }
        for (int i = 1; i < optionLines; i++) {
            String[] o = lines[i].split(",", 3);
            if (f.length < 3 || o.length != 3 || !o[0].equals(OPTION) || o[1].isEmpty()) {
                throw new MalformedRecord("line " + (i + 1) + " is not Option,KEY,VALUE of an engine");
            }
            options.put(o[1], o[2]);
        }
        return new Announcement(f[1], f.length == 3 ? f[2] : null, options, drivers);
    }

    /**
     * Why a server running {@code serverEngine} with {@code serverOptions} cannot serve this stream, or null if it
     * can (the same engine and options, or a stream that names none).
     */
    public String refusal(String serverEngine, Map<String, String> serverOptions) {
        if (engine == null) {
            return null;
        }
        if (!engine.equals(serverEngine)) {
            return "this engine server runs engine '" + serverEngine + "', the kit asked for engine '" + engine + "'";
        }
        if (options.equals(serverOptions)) {
            return null;
        }
        TreeSet<String> keys = new TreeSet<>(options.keySet());
        keys.addAll(serverOptions.keySet());
        for (String key : keys) {
            String asked = options.get(key);
            String runs = serverOptions.get(key);
            if (asked == null ? runs != null : !asked.equals(runs)) {
                return "this engine server runs engine '" + engine + "' with option " + key + "="
                        + (runs == null ? "(none)" : "'" + RecordCodec.quote(runs) + "'") + ", the kit asked for "
                        + (asked == null ? "none" : "'" + RecordCodec.quote(asked) + "'");
            }
        }
        return null;
    }
}
