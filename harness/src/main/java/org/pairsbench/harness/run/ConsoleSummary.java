package org.pairsbench.harness.run;

import java.io.PrintWriter;
import org.pairsbench.core.scale.PScore;
import org.pairsbench.core.units.Durations;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.measure.KeepingUp;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunFiles;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.validation.Verdict;

/** The few lines {@code pairs run} prints at the end; run.json holds everything. */
public final class ConsoleSummary {

    private ConsoleSummary() {
    }

    public static void print(PrintWriter out, RunReport r) {
        // A run that ended before its engine was deployed (ABANDONED, say) has no description: none is printed.
        out.printf("Pairs run %d: %s%s, SF %d, %d strategies, profile %s (%.0f s, MI [%.0f, %.0f) s), %s%s%n",
                r.runId(), r.engine(), r.engineDescription() == null ? "" : " (" + r.engineDescription() + ")",
                r.scaleFactor(), r.strategies(), r.profile(),
                r.profileSeconds(), r.measurementStartSeconds(), r.measurementEndSeconds(), r.pacing(),
                r.pacing() == PacingMode.PACED && r.rateFactor() != 1.0 ? " x" + r.rateFactor() : "");
        RunReport.Transport t = r.transport();
        if (t != null && !RunReport.Transport.LOCAL.kind().equals(t.kind())) {
            out.printf("  transport   %s%n", transport(t));
        }
        out.printf("  status      %s%s%n", r.status(), r.failure() == null ? "" : ": " + r.failure());
        String trace = RunFiles.recorded(r, RunFile.FAILURE_TRACE.key());
        if (trace != null) {
            out.printf("  trace       %s%n", trace);
        }
        boolean flatOut = r.pacing() == PacingMode.FLAT_OUT;
        // Only what was measured: flat out there is no schedule to be late on, and no latency worth a figure.
        out.printf("  ticks       %,d sent in %.1f s%s%n", r.ticksSent(), r.driveSeconds(), flatOut ? ""
                : String.format("; lateness p50 %s, p99 %s, max %s", Durations.plain(r.lateness().p50Us() / 1e3),
                        Durations.plain(r.lateness().p99Us() / 1e3), Durations.plain(r.lateness().maxUs() / 1e3)));
        KeepingUp keepingUp = r.lateness().keepingUp();
        if (keepingUp != null) {
            out.printf("  keeping up  %s%n", keepingUp.describe());
        } else if (r.pacing() == PacingMode.PACED && r.status() != RunStatus.COMPLETED) {
            out.printf("  keeping up  not judged: the run ended (%s) before its measurement interval%n", r.status());
        }
        if (r.memory() != null) {
            Long validating = r.memory().validationHeapPeakBytes();
            out.printf("  heap        peak %,d MiB driving%s, of %,d MiB max heap%n",
                    r.memory().driveHeapPeakBytes() >> 20,
                    validating == null ? "" : String.format(", %,d MiB validating", validating >> 20),
                    r.machine().maxHeapBytes() >> 20);
        }
        RunReport.Answers a = r.answers();
        out.printf("  answers     %,d received (Indicator %,d, MarketOrder %,d), %,d written, sink queue high-water %,d%s%n",
                a.received(), a.indicators(), a.marketOrders(), a.written(), a.sinkQueueHighWater(),
                a.unattributed() > 0 ? ", " + a.unattributed() + " naming no trigger" : "");
        if (!flatOut) {
            latency(out, "Indicator", r.latency().indicator());
            latency(out, "MarketOrder", r.latency().marketOrder());
        }
        RunReport.Validation v = r.validation();
        StringBuilder counts = new StringBuilder();
        for (RunReport.StreamCounts c : v.streams()) {
            counts.append(counts.length() == 0 ? " (" : "; ").append(c.stream()).append(' ').append(c.matched())
                    .append('/').append(c.expected()).append(" correct");
            if (c.missing() + c.undue() + c.wrong() > 0) {
                counts.append(", ").append(c.missing()).append(" missing, ").append(c.undue()).append(" undue, ")
                        .append(c.wrong()).append(" wrong");
            }
        }
        if (counts.length() > 0) {
            counts.append(')');
        }
        if (r.status() != RunStatus.COMPLETED && v.verdict() != Verdict.NOT_RUN) {
            long due = v.streams().stream().mapToLong(RunReport.StreamCounts::expected).sum();
            counts.append(due == 0 ? String.format(", nothing to check: no answer was due from the %,d ticks sent",
                    r.ticksSent()) : String.format(", on the %,d ticks sent only", r.ticksSent()));
        }
        out.printf("  validation  %s%s%s%n", v.verdict(), counts, v.note() == null ? "" : " - " + v.note());
        long orders = r.latency().marketOrder().count();
        String few = r.pScore() == null ? "" : PScore.fewMarketOrdersMark(orders);
        out.printf("  p_score     %s%s%s%n", r.pScore() == null ? "-" : r.pScore().toPlainString(),
                r.pScore() == null ? " (load " + r.load() + ")"
                        : String.format(" (load %d / MarketOrder p99 of %,d MI answer%s)", r.load(), orders,
                                orders == 1 ? "" : "s"),
                (few.isEmpty() ? "" : "; " + few) + (r.pScoreNote() == null ? "" : "; " + r.pScoreNote()));
        for (String warning : r.warnings()) {
            out.printf("  WARNING     %s%n", warning);
        }
        out.printf("  report      %s%n", RunFiles.recorded(r, RunFile.REPORT.key()));
    }

    /** One line: where the stream went, how it was written, and whether every answer record came once. */
    public static String transport(RunReport.Transport t) {
        StringBuilder line = new StringBuilder(t.kind());
        if (t.bootstrap() != null) {
            line.append(' ').append(t.bootstrap());
        }
        if (t.topics() != null && t.topics().get("ticks") != null) {
            line.append(", topics ").append(t.topics().get("ticks")).append(" / ").append(t.topics().get("answers"));
        }
        if (t.partitions() != null && t.drivers() == null) {
            line.append(" (").append(t.partitions()).append(t.partitions() == 1 ? " partition" : " partitions")
                    .append(" each)");
        }
        if (t.producer() != null) {
            line.append(", acks=").append(t.producer().get("acks")).append(", idempotence ")
                    .append(t.producer().get("enable.idempotence"));
        }
        RunReport.Delivery d = t.delivery();
        if (d != null && t.streamId() != null) {
            line.append(String.format("; records %,d sent, %,d received, %d duplicate%s, %d gap%s", d.recordsSent(),
                    d.recordsReceived(), d.duplicates(), d.duplicates() == 1 ? "" : "s", d.gaps(),
                    d.gaps() == 1 ? "" : "s"));
        }
        RunReport.Drivers drivers = t.drivers();
        if (drivers != null) {
            line.append("; ").append(drivers.count()).append(" driver process").append(drivers.count() == 1 ? "" : "es")
                    .append(" (a partition each of the ticks topic; the other topics have one)");
            for (RunReport.DriverPart p : drivers.parts()) {
                line.append(String.format(java.util.Locale.ROOT, ", part %d: %,d ticks, lateness p99 %.3f ms",
                        p.part(), p.ticksSent(), p.latenessP99Us() / 1e3));
            }
        }
        return line.toString();
    }

    private static void latency(PrintWriter out, String stream, LatencySummary s) {
        if (s.count() == 0) {
            out.printf("  %-11s no answers with a trigger in the MI%n", stream);
            return;
        }
        out.printf("  %-11s MI latency ms: avg %.3f, p50 %.3f, p99 %.3f, p99.9 %.3f, max %.3f (%,d answer%s)%n",
                stream, s.avgMs(), s.p50Ms(), s.p99Ms(), s.p999Ms(), s.maxMs(), s.count(), s.count() == 1 ? "" : "s");
    }
}
