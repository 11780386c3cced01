package org.pairsbench.report.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pairsbench.core.scale.PScore;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.record.RunFigures;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.report.publish.Bundle;
import org.pairsbench.validation.Verdict;

/**
 * A {@link ResultRecord} from what a run recorded: its run.json ({@link RunReport}) and, when it was published
 * with one, its bundle.json (kit commit, JVM flags and collectors the run's answer log named).
 */
public final class ResultRecordBuilder {

    /**
     * Engine options that say where and on how many workers the engine runs, or how its stream travels, not how it
     * computes: setting one does not make a run "tuned" (the deployment field says where it ran).
     */
    private static final List<String> PLACEMENT_OPTIONS = List.of("cluster", "kafka", "parallelism", "command");
    private static final Pattern ENGINE_OPT = Pattern.compile("--engine-opt[ =]([A-Za-z0-9._-]+)=");

    private ResultRecordBuilder() {
    }

    /**
     * @param bundle   the run's bundle.json, or null when it was published without one
     * @param evidence where the run's bundle is
     * @param report   the report page beside the record, relative to its folder, or null
     */
    public static ResultRecord of(RunReport run, Bundle bundle, ResultRecord.Evidence evidence, String report) {
        return new ResultRecord(ResultRecord.SCHEMA, engine(run),
                new ResultRecord.Kit(kitVersion(run, bundle), bundle == null ? "unknown" : bundle.kitCommit()),
                machine(run, bundle), runOf(run), validation(run), keepingUp(run), latency(run), run.load(),
                run.pScore(), run.pScoreNote(), standing(run), heap(run), evidence, run.command(), report);
    }

    private static ResultRecord.Engine engine(RunReport run) {
        String translation = run.inputs() == null || run.inputs().translation() == null ? null
                : run.inputs().translation().sha256();
        boolean tunedOption = false;
        Matcher m = ENGINE_OPT.matcher(Objects.requireNonNullElse(run.command(), ""));
        while (m.find()) {
            tunedOption |= !PLACEMENT_OPTIONS.contains(m.group(1));
        }
        String setup = translation != null || tunedOption ? ResultRecord.Engine.TUNED : ResultRecord.Engine.VANILLA;
        String transport = run.transport() == null ? "local" : run.transport().kind();
        return new ResultRecord.Engine(run.engine(), run.engineDescription(), run.engineOptions(), setup, translation,
                deployment(run), transport);
    }

    /** Where the engine ran, from the engine and the options that place it. */
    static String deployment(RunReport run) {
        Map<String, String> options = run.engineOptions();
        if ("process".equals(run.engine())) {
            return "process";
        }
        if (options.get("cluster") != null && !options.get("cluster").isBlank()) {
            return "session cluster";
        }
        return "flink".equals(run.engine()) ? "embedded MiniCluster" : "embedded";
    }

    private static String kitVersion(RunReport run, Bundle bundle) {
        if (run.inputs() != null && run.inputs().kitVersion() != null) {
            return run.inputs().kitVersion();
        }
        return bundle == null ? "unknown" : bundle.kitVersion();
    }

    private static ResultRecord.Machine machine(RunReport run, Bundle bundle) {
        RunReport.Machine m = run.machine();
        Bundle.Machine b = bundle == null ? null : bundle.machine();
        String cpu = m.cpu() != null ? m.cpu() : b == null ? "unknown" : b.cpu();
        return new ResultRecord.Machine(cpu, m.cores(), m.memoryBytes(), m.maxHeapBytes(), m.jvm(), m.os(),
                b == null ? "unknown" : b.gc(), b == null ? "unknown" : b.jvmFlags());
    }

    private static ResultRecord.Run runOf(RunReport run) {
        return new ResultRecord.Run(run.runId(), run.startedAt(), run.status().name(), run.scaleFactor(),
                run.strategies(), run.profile(), run.pacing() == PacingMode.PACED ? "paced" : "flat-out",
                run.rateFactor(), run.ticksSent(), run.driveSeconds());
    }

    private static ResultRecord.Validation validation(RunReport run) {
        RunReport.Validation v = run.validation();
        return new ResultRecord.Validation(v.verdict().name(), v.streams().stream()
                .map(c -> new ResultRecord.StreamCounts(c.stream(), c.expected(), c.produced(), c.matched(),
                        c.missing(), c.undue(), c.wrong()))
                .toList());
    }

    private static ResultRecord.KeepingUp keepingUp(RunReport run) {
        if (run.lateness() == null || run.lateness().keepingUp() == null) {
            return null;
        }
        var k = run.lateness().keepingUp();
        return new ResultRecord.KeepingUp(k.keptUp(), k.latenessP99Us(), k.latenessMaxUs(), k.backlogAtEndUs());
    }

    private static ResultRecord.Latency latency(RunReport run) {
        if (run.latency() == null) {
            return null;
        }
        return new ResultRecord.Latency(summary(run.latency().marketOrder()), summary(run.latency().indicator()));
    }

    private static ResultRecord.Summary summary(LatencySummary s) {
        return s == null ? null : new ResultRecord.Summary(s.count(), s.p50Ms(), s.p99Ms(), s.p999Ms(), s.maxMs());
    }

    private static ResultRecord.Heap heap(RunReport run) {
        return run.memory() == null ? null
                : new ResultRecord.Heap(run.memory().driveHeapPeakBytes(), run.memory().validationHeapPeakBytes());
    }

    /**
     * A run stands as its engine's Pairs result when it is a standard run (spec/execution.md section 11) that
     * completed, passed validation, kept up with its schedule and has a p_score over at least
     * {@value PScore#MIN_MARKET_ORDERS} MarketOrders; otherwise each thing that keeps it from standing, in words.
     */
    static ResultRecord.Standing standing(RunReport run) {
        RunFigures figures = RunFigures.of(run);
        List<String> reasons = new ArrayList<>();
        if (run.status() != RunStatus.COMPLETED) {
            reasons.add("the run did not complete (" + run.status() + ")");
        }
        Verdict verdict = run.validation().verdict();
        if (verdict == Verdict.FAILED) {
            reasons.add("validation FAILED");
        } else if (verdict == Verdict.NOT_RUN) {
            reasons.add("not validated");
        }
        if (!figures.standard()) {
            reasons.add(figures.standing(run.profile()));
        }
        if (!figures.flatOut()) {
            if (figures.keptUp() == null) {
                reasons.add("keeping up not judged (recorded before the rule)");
            } else if (!figures.keptUp()) {
                reasons.add("did not keep up with its schedule");
            }
        }
        if (run.pScore() == null) {
            reasons.add("no p_score");
        } else if (figures.fewMarketOrders()) {
            reasons.add("p99 over fewer than " + PScore.MIN_MARKET_ORDERS + " MarketOrders");
        }
        return new ResultRecord.Standing(reasons.isEmpty(), List.copyOf(reasons));
    }
}
