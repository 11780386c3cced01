package org.pairsbench.cli;

import java.util.ArrayList;
import java.util.List;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.PartTicks;
import org.pairsbench.harness.measure.HistogramText;
import org.pairsbench.harness.measure.LatenessSummary;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.run.RemoteDrivers;
import org.pairsbench.process.KafkaTransport;

/**
 * The driver processes of {@code pairs run --transport kafka --drivers N}, as the harness sees them: the Kafka
 * transport's coordinator end ({@link KafkaTransport}), with the drivers' lateness histograms decoded and each
 * part's markets named.
 */
final class KafkaRemoteDrivers implements RemoteDrivers {

    private final KafkaTransport kafka;
    private final DatagenParameters stream;
    private final int count;

    KafkaRemoteDrivers(KafkaTransport kafka, DatagenParameters stream) {
        this.kafka = kafka;
        this.stream = stream;
        this.count = kafka.drivers().count();
    }

    @Override
    public DatagenParameters stream() {
        return stream;
    }

    @Override
    public void awaitJoined() throws Exception {
        kafka.awaitDrivers();
    }

    @Override
    public void start(long startNanos) throws Exception {
        kafka.startDrivers(startNanos);
    }

    @Override
    public long ticksSent() {
        return kafka.driversTicksSent();
    }

    @Override
    public String failure() {
        String failure = kafka.driversFailure();
        if (failure != null) {
            return failure;
        }
        for (KafkaTransport.DriverReport r : kafka.driverReports()) {
            if (r != null && !decodes(r)) {
                return "driver " + r.part() + "/" + count + " reported a lateness histogram that does not decode";
            }
        }
        return null;
    }

    private static boolean decodes(KafkaTransport.DriverReport r) {
        try {
            HistogramText.decode(r.latenessAll());
            HistogramText.decode(r.latenessMi());
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    @Override
    public boolean allReported() {
        return kafka.driversReported();
    }

    @Override
    public void stop(long beforeTickTS, String reason) {
        kafka.stopDrivers(beforeTickTS, reason);
    }

    @Override
    public List<Part> reports() {
        List<Part> parts = new ArrayList<>();
        for (KafkaTransport.DriverReport r : kafka.driverReports()) {
            if (r == null) {
                continue;
            }
            try {
                parts.add(new Part(r.part(), markets(r.part()), r.ticks(), HistogramText.decode(r.latenessAll()),
                        HistogramText.decode(r.latenessMi()), r.backlogAtMiEndNanos()));
            } catch (IllegalArgumentException e) {
                // Left out: failure() names it, and the run fails.
            }
        }
        return parts;
    }

    /** The markets of a part: market m belongs to part 1 + ((m - 1) mod N). */
    List<Integer> markets(int part) {
        List<Integer> markets = new ArrayList<>();
        for (int m = 1; m <= stream.markets(); m++) {
            if (PartTicks.partOf(m, count) == part) {
                markets.add(m);
            }
        }
        return markets;
    }

    /** The drivers as run.json records them. */
    RunReport.Drivers recorded() {
        List<RunReport.DriverPart> parts = new ArrayList<>();
        for (Part p : reports()) {
            LatenessSummary late = LatenessSummary.of(p.lateness());
            parts.add(new RunReport.DriverPart(p.part(), p.markets(), p.ticks(), late.p50Us(), late.p99Us(),
                    late.maxUs()));
        }
        return new RunReport.Drivers(count, parts);
    }
}
