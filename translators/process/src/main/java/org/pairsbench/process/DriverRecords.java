package org.pairsbench.process;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The records between the coordinator ({@code pairs run --drivers N}) and its driver processes
 * ({@code pairs drive --part I/N}), spec/engine-protocol.md "Several driver processes". Lines of comma-separated
 * fields as in the engine protocol.
 *
 * <p>On {@code pairs-ID-plan} (the coordinator's, one partition): {@code Plan,N,RATE_FACTOR,CLOCK_NS,K} followed by
 * K {@code Data,KEY,VALUE} lines, one per parameter of the stream; later {@code Start,START_NS}, and
 * {@code Stop,TICKTS,REASON} when the run ends early (no tick with that tickTS or a later one is sent). On {@code pairs-ID-drivers} (partition I - 1 is driver I's):
 * {@code Joined,I,CLOCK_NS}, {@code Sent,I,COUNT} every second while it drives, and at its end
 * {@code Lateness,I,all,HISTOGRAM}, {@code Lateness,I,mi,HISTOGRAM} and {@code Report,I,COUNT,BACKLOG_NS}.
 */
final class DriverRecords {

    static final String PLAN = "Plan";
    static final String DATA = "Data";
    static final String START = "Start";
    static final String STOP = "Stop";
    static final String JOINED = "Joined";
    static final String SENT = "Sent";
    static final String LATENESS = "Lateness";
    static final String REPORT = "Report";
    static final String ALL = "all";
    static final String MI = "mi";

    private DriverRecords() {
    }

    /**
     * The coordinator's plan: how many drivers, the rate factor, its clock when it wrote the plan, the stream.
     *
     * @param clockNanos the coordinator's {@code System.nanoTime()} just before it wrote the plan
     * @param data       the stream's parameters, by key (datagen's {@code StreamParameters})
     */
    record Plan(int drivers, double rateFactor, long clockNanos, Map<String, String> data) {

        Plan {
            data = Map.copyOf(data);
        }

        String value() {
            StringBuilder out = new StringBuilder(PLAN).append(',').append(drivers).append(',').append(rateFactor)
                    .append(',').append(clockNanos).append(',').append(data.size()).append('\n');
            data.forEach((k, v) -> out.append(DATA).append(',').append(RecordCodec.plain(k, "key")).append(',')
                    .append(RecordCodec.plain(v, "value")).append('\n'));
            return out.toString();
        }

        /** The plan from its first line and the Data lines after it, read from {@code lines}. */
        static Plan parse(String first, LineInput lines) throws MalformedRecord, java.io.IOException {
            String[] f = RecordCodec.split(first);
            if (!f[0].equals(PLAN)) {
                throw new MalformedRecord("expected the coordinator's Plan first, got '" + RecordCodec.quote(first) + "'");
            }
            RecordCodec.count(f, 5);
            int drivers = RecordCodec.parseInt(f[1], "drivers");
            double rateFactor = RecordCodec.parseDouble(f[2], "rate factor");
            long clock = RecordCodec.parseLong(f[3], "clock");
            int count = RecordCodec.parseInt(f[4], "count");
            if (drivers < 1 || !(rateFactor > 0) || Double.isInfinite(rateFactor) || count < 0 || count > 1000) {
                throw new MalformedRecord("a Plan needs at least one driver, a positive rate factor and at most 1000 "
                        + "Data lines: '" + RecordCodec.quote(first) + "'");
            }
            Map<String, String> data = new LinkedHashMap<>();
            for (int i = 0; i < count; i++) {
                String line = lines.readLine();
                if (line == null) {
                    throw new MalformedRecord("the plan ended after " + i + " of its " + count + " Data lines");
                }
                String[] d = line.split(",", 3);
                if (d.length != 3 || !d[0].equals(DATA)) {
                    throw new MalformedRecord("expected Data,KEY,VALUE, got '" + RecordCodec.quote(line) + "'");
                }
                data.put(d[1], d[2]);
            }
            return new Plan(drivers, rateFactor, clock, data);
        }
    }

}
