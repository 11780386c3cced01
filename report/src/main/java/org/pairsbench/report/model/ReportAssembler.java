package org.pairsbench.report.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongFunction;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.core.io.Sha256;
import org.pairsbench.core.profile.MeasurementInterval;
import org.pairsbench.core.profile.Phase;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.scale.PScore;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.workload.CorrelationsFile;
import org.pairsbench.datagen.DataSetCheck;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.Manifest;
import org.pairsbench.harness.driver.PacingMode;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.record.RunEnvironment;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunFiles;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.harness.run.BenchmarkRun;

/**
 * Builds the {@link Report} of a stored run from its run record and the files in its run folder. The figures
 * of the latency table are recomputed from the answer log when the folder holds it (exact, and with p90); the
 * run record's summaries are the fallback.
 */
public final class ReportAssembler {

    /** Lower edge of the first histogram bin, ns; bins double from there. */
    static final long FIRST_BIN_NANOS = 1_000;

    private ReportAssembler() {
    }

    /**
     * @param resultsDir the results folder the run was read from: a run folder that moved with it is found
     *                   there by its name
     */
    public static Report assemble(RunStore.StoredRun run, Path resultsDir) {
        RunReport r = run.report();
        Optional<Path> folder = RunFiles.folder(r, resultsDir);
        Optional<Path> answerLog = RunFiles.file(r, resultsDir, RunFile.ANSWER_LOG);
        AnswerLogLatencies recomputed = answerLog
                .map(log -> AnswerLogLatencies.read(log,
                        new MeasurementInterval(r.measurementStartSeconds(), r.measurementEndSeconds())))
                .orElse(null);
        List<LatencyStats> latency = recomputed != null ? latency(recomputed) : latency(r);
        Map<String, String> meta = recomputed != null ? recomputed.header() : Map.of();

        Optional<LatencyStats> orderMi = latency.stream()
                .filter(s -> s.stream().equals(AnswerStream.MARKET_ORDER.streamName())
                        && s.scope().equals(LatencyStats.MEASUREMENT_INTERVAL) && s.count() > 0)
                .findFirst();
        // A flat-out run's answers are timed, but against no schedule: not a latency the headline may quote.
        boolean flatOut = r.pacing() == PacingMode.FLAT_OUT;
        Double orderP99 = flatOut ? null : orderMi.map(LatencyStats::p99Ms).orElse(null);
        long orderCount = flatOut ? 0 : orderMi.map(LatencyStats::count).orElse(0L);
        ScaleFactor sf = ScaleFactor.of(r.scaleFactor());
        Optional<DataSet> dataSet = DataSet.of(meta.get(RunEnvironment.TICKS));
        // A data set on disk may have been generated with other rates than the SF's standard ones: it says which.
        double basis = dataSet.map(d -> d.manifest().parameters().basisRate()).orElse((double) sf.basisRate());
        double peak = dataSet.map(d -> d.manifest().parameters().peakRate()).orElse(sf.peakRate());
        Headline headline = new Headline(r.runId(), r.startedAt(), r.status(), relative(r.failure(), r), r.engine(),
                r.engineDescription(), r.engineOptions(), sf.value(), r.strategies(), basis, peak, r.load(),
                r.profile(), orderP99, orderCount, PScore.fewMarketOrders(orderCount),
                r.validation().passed() ? r.pScore() : null, r.pScoreNote(),
                new RunReport.Validation(r.validation().verdict(), relative(r.validation().note(), r),
                        r.validation().streams()), r.ticksSent(), r.status() == RunStatus.COMPLETED,
                r.lateness() == null ? null : r.lateness().keepingUp(), transport(r.transport()));
        return new Report(Report.FORMAT, headline,
                recomputed != null ? LatencySource.ANSWER_LOG : LatencySource.RUN_RECORD, latency,
                recomputed != null ? histogram(recomputed) : List.of(),
                recomputed != null ? recomputed.slowestTriggers(TriggerLatency.LISTED, gcMsAt(r, run.seconds()))
                        : List.of(),
                timeline(r, run.seconds()),
                configuration(r, meta, dataSet), evidence(r, folder));
    }

    private static List<LatencyStats> latency(AnswerLogLatencies l) {
        List<LatencyStats> rows = new ArrayList<>();
        for (AnswerStream s : AnswerStream.values()) {
            rows.add(LatencyStats.of(s.streamName(), LatencyStats.MEASUREMENT_INTERVAL, l.measurementInterval(s)));
        }
        for (AnswerStream s : AnswerStream.values()) {
            rows.add(LatencyStats.of(s.streamName(), LatencyStats.WHOLE_RUN, l.wholeRun(s)));
        }
        return rows;
    }

    private static List<LatencyStats> latency(RunReport r) {
        String ind = AnswerStream.INDICATOR.streamName();
        String ord = AnswerStream.MARKET_ORDER.streamName();
        return List.of(
                LatencyStats.of(ind, LatencyStats.MEASUREMENT_INTERVAL, r.latency().indicator()),
                LatencyStats.of(ord, LatencyStats.MEASUREMENT_INTERVAL, r.latency().marketOrder()),
                LatencyStats.of(ind, LatencyStats.WHOLE_RUN, r.latencyWholeRun().indicator()),
                LatencyStats.of(ord, LatencyStats.WHOLE_RUN, r.latencyWholeRun().marketOrder()));
    }

    /**
     * Bins (FIRST_BIN * 2^(k-1), FIRST_BIN * 2^k], shared by both streams, from the lowest to the highest used.
     * Each bucket is binned by its highest equivalent value, the value the percentiles report, so the p99 lands in
     * the bin the histogram shows it in; the cost is that a latency exactly on an edge of 4 us or more (an edge
     * that starts a multi-nanosecond bucket) counts one bin high.
     */
    static List<HistogramBin> histogram(AnswerLogLatencies l) {
        Map<AnswerStream, long[]> counts = new java.util.EnumMap<>(AnswerStream.class);
        int lowest = Integer.MAX_VALUE;
        int highest = -1;
        for (AnswerStream s : AnswerStream.values()) {
            long[] c = new long[64];
            for (HistogramIterationValue v : l.measurementInterval(s).recordedValues()) {
                int k = binOf(v.getValueIteratedTo());
                c[k] += v.getCountAtValueIteratedTo();
                lowest = Math.min(lowest, k);
                highest = Math.max(highest, k);
            }
            counts.put(s, c);
        }
        List<HistogramBin> bins = new ArrayList<>();
        for (AnswerStream s : AnswerStream.values()) {
            for (int k = lowest; k <= highest; k++) {
                double to = FIRST_BIN_NANOS * Math.pow(2, k) / 1e6;
                bins.add(new HistogramBin(s.streamName(), k == 0 ? 0 : to / 2, to, counts.get(s)[k]));
            }
        }
        return bins;
    }

    private static int binOf(long nanos) {
        int k = 0;
        while (FIRST_BIN_NANOS << k < nanos) {
            k++;
        }
        return k;
    }

    /** GC ms of the run second that holds a trigger's scheduled send time; unknown flat out (nothing is scheduled). */
    private static LongFunction<Long> gcMsAt(RunReport r, List<SecondStats> seconds) {
        if (r.pacing() == PacingMode.FLAT_OUT) {
            return tickTS -> null;
        }
        Map<Integer, Long> gc = new HashMap<>();
        seconds.forEach(s -> gc.put(s.startSecond(), s.gcMillis()));
        return tickTS -> gc.get((int) Math.floor(tickTS / 1000.0 / r.rateFactor()));
    }

    private static Timeline timeline(RunReport r, List<SecondStats> seconds) {
        List<Timeline.PhaseSpan> phases = new ArrayList<>();
        Timeline.PhaseSpan mi = null;
        if (r.pacing() != PacingMode.FLAT_OUT) {
            double f = r.rateFactor();
            mi = new Timeline.PhaseSpan("measurement interval", r.measurementStartSeconds() / f,
                    r.measurementEndSeconds() / f);
            profile(r).ifPresent(p -> {
                Phase[] all = Phase.values();
                for (int i = 0; i < all.length; i++) {
                    double end = i + 1 < all.length ? p.phaseStartSeconds(all[i + 1]) : p.durationSeconds();
                    phases.add(new Timeline.PhaseSpan(phaseName(all[i]), p.phaseStartSeconds(all[i]) / f, end / f));
                }
            });
        }
        List<Timeline.SecondPoint> points = new ArrayList<>();
        for (SecondStats s : seconds) {
            double len = s.lengthSeconds();
            points.add(new Timeline.SecondPoint(s.startSecond(), len,
                    Double.isNaN(s.plannedTicks()) ? null : s.plannedRate(), s.inputRate(), s.answerRate(),
                    ms(s.indicatorP50()), ms(s.indicatorP99()), ms(s.indicatorMax()),
                    ms(s.orderP50()), ms(s.orderP99()), ms(s.orderMax()),
                    s.cpuNanos() < 0 ? null : s.cpuNanos() / 1e9 / len, s.heapUsedBytes() / 1048576.0, s.gcMillis()));
        }
        return TimelineBins.compact(new Timeline(phases, mi, 1, points));
    }

    /** The profile of the run if it is one of the kit's named lengths, varying or constant-rate ("smoke-constant"). */
    private static Optional<RateProfile> profile(RunReport r) {
        ScaleFactor sf = ScaleFactor.of(r.scaleFactor());
        for (ProfileLength length : ProfileLength.values()) {
            for (boolean constant : new boolean[] {false, true}) {
                RateProfile p = DatagenParameters.standard(sf).withLength(length).withConstantRate(constant).profile();
                if (p.name().equals(r.profile())) {
                    return Optional.of(p);
                }
            }
        }
        return Optional.empty();
    }

    private static String phaseName(Phase phase) {
        return switch (phase) {
            case RAMP_UP -> "ramp-up";
            case PRE_MEASUREMENT -> "pre-measurement";
            case MEASUREMENT -> "measurement interval";
            case POST_MEASUREMENT -> "post-measurement";
        };
    }

    private static Double ms(long nanos) {
        return nanos < 0 ? null : nanos / 1e6;
    }

    /** The transport in one line, as the console summary gives it; null for a run in process. */
    private static String transport(RunReport.Transport t) {
        return t == null || RunReport.Transport.LOCAL.kind().equals(t.kind()) ? null
                : org.pairsbench.harness.run.ConsoleSummary.transport(t);
    }

    private static Configuration configuration(RunReport r, Map<String, String> meta, Optional<DataSet> dataSet) {
        RunReport.Machine m = r.machine();
        Configuration.Machine machine = new Configuration.Machine(RunEnvironment.cpuOf(m, meta), m.cores(),
                m.memoryBytes(), m.maxHeapBytes(), m.os(), m.jvm(), meta.get(RunEnvironment.JVM_FLAGS),
                meta.get(RunEnvironment.GC), r.memory() == null ? null : r.memory().driveHeapPeakBytes(),
                r.memory() == null ? null : r.memory().validationHeapPeakBytes());
        RunReport.Inputs in = r.inputs();
        String version = meta.getOrDefault(RunEnvironment.KIT_VERSION, in == null ? null : in.kitVersion());
        String commit = meta.get(RunEnvironment.KIT_COMMIT);
        String kit = version == null && commit == null ? null
                : (version == null ? "" : version) + (commit == null ? "" : " (git " + commit + ")");
        List<Configuration.DatasetFile> inputs = new ArrayList<>();
        String check;
        if (in != null && in.dataSet() != null) {
            // What the run checked and ran on, as recorded then: the folder may hold other files by now.
            DataSetCheck.Identity d = in.dataSet();
            inputs.add(new Configuration.DatasetFile(Manifest.NAME, d.manifestSha256()));
            d.tickFiles().forEach(f -> inputs.add(new Configuration.DatasetFile(f.name(), f.sha256())));
            if (d.correlationsSha256() != null) {
                inputs.add(new Configuration.DatasetFile(CorrelationsFile.NAME, d.correlationsSha256()));
            }
            check = d.sha256Verified() ? "sizes, tick count and SHA-256 of every tick file matched " + Manifest.NAME
                    : "sizes and tick count matched " + Manifest.NAME + "; SHA-256 not checked (pairs run --verify)";
        } else {
            dataSet.ifPresent(d -> inputs.addAll(d.files()));
            check = dataSet.isPresent() ? "not recorded: checksums read from " + Manifest.NAME + " when the report was made"
                    : null;
        }
        if (in != null && in.strategiesSha256() != null) {
            inputs.add(new Configuration.DatasetFile(Path.of(in.strategiesFile()).getFileName().toString(),
                    in.strategiesSha256()));
        }
        return new Configuration(r.command(), r.profile(), r.profileSeconds(), r.measurementStartSeconds(),
                r.measurementEndSeconds(), r.pacing(), r.rateFactor(), meta.get(RunEnvironment.SEED),
                meta.get(RunEnvironment.WORKLOAD), inputs, machine, kit == null ? null : kit.trim(), check,
                r.warnings());
    }

    /** A data set's manifest.json and what it says. */
    private record DataSet(Path file, Manifest manifest) {

        /** The manifest next to the tick files the run replayed, if it has one. */
        static Optional<DataSet> of(String ticks) {
            if (ticks == null) {
                return Optional.empty();
            }
            Path folder = TickFiles.folderOf(Path.of(ticks));
            Path file = folder.resolve(Manifest.NAME);
            if (!Files.isRegularFile(file)) {
                return Optional.empty();
            }
            // Read as every other command reads it: format and parameters checked, errors naming the file.
            return Optional.of(new DataSet(file, Manifest.read(folder)));
        }

        /** The checksums: of the manifest itself, and those it gives for the tick files and correlations.json. */
        List<Configuration.DatasetFile> files() {
            List<Configuration.DatasetFile> files = new ArrayList<>();
            files.add(new Configuration.DatasetFile(Manifest.NAME, Sha256.of(file)));
            manifest.files().forEach(f -> files.add(new Configuration.DatasetFile(f.name(), f.sha256())));
            files.add(new Configuration.DatasetFile(manifest.correlations().name(), manifest.correlations().sha256()));
            return files;
        }
    }

    private static List<EvidenceFile> evidence(RunReport r, Optional<Path> folder) {
        List<EvidenceFile> files = new ArrayList<>();
        if (folder.isEmpty()) {
            return files;
        }
        List<RunFile> roles = List.of(RunFile.ANSWER_LOG, RunFile.LATENCY_HLOG, RunFile.FINCOS_SINK_LOG,
                RunFile.INCORRECT_ANSWERS, RunFile.FAILURE_TRACE, RunFile.REPORT);
        for (RunFile role : roles) {
            // A sink log is written only when asked for: one the run did not record is not its evidence.
            if (role == RunFile.FINCOS_SINK_LOG && !RunFiles.isRecorded(r, role)) {
                continue;
            }
            Path file = folder.get().resolve(RunFiles.fileName(r, role));
            if (Files.isRegularFile(file)) {
                try {
                    files.add(new EvidenceFile(role.description(), file.getFileName().toString(), Files.size(file), Sha256.of(file)));
                } catch (IOException e) {
                    throw InvalidInputException.in(file, "cannot read: " + e.getMessage());
                }
            }
        }
        return files;
    }

    /** {@code text} with the run folder's path taken out of the file names it mentions: a report names no path. */
    private static String relative(String text, RunReport r) {
        String folder = RunFiles.recorded(r, RunFile.FOLDER_KEY);
        if (text == null || folder == null) {
            return text;
        }
        return text.replace(Path.of(folder).toAbsolutePath() + java.io.File.separator, "")
                .replace(folder + java.io.File.separator, "");
    }
}
