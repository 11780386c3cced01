package org.pairsbench.cli;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.profile.MeasurementInterval;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.scale.PScore;
import org.pairsbench.harness.measure.SinkLogLatency;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "score", mixinStandardHelpOptions = true,
        description = {"Compute load and p_score = load / p99 (seconds) for a scale factor (spec section 7).",
            "With --fincos-log FILE instead of --p99-ms, p99 is taken from a FINCoS sink log: the MarketOrders "
                + "whose trigger lies in the measurement interval of --profile (spec/fincos.md). The p_score counts "
                + "only if `pairs validate` passes on the same log."})
final class ScoreCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ScaleFactorOption scaleFactor;

    @Option(names = "--p99-ms", paramLabel = "X",
            description = "99th-percentile MarketOrder latency over the measurement interval, milliseconds")
    Double p99Millis;

    @Option(names = "--fincos-log", paramLabel = "FILE",
            description = "a FINCoS sink log (Indicator and MarketOrder with TS last, response times on) to take "
                    + "p99 from")
    Path fincosLog;

    @Option(names = "--profile", paramLabel = "LENGTH", defaultValue = "standard",
            description = "with --fincos-log: the profile the data set was generated with, whose measurement "
                    + "interval counts (smoke, short, standard; default standard)")
    String profile;

    @Mixin
    JsonOption json;

    record Report(int scaleFactor, long load, double p99Millis, BigDecimal pScore) {
    }

    @Override
    public Integer call() {
        if ((p99Millis == null) == (fincosLog == null)) {
            throw new InvalidInputException("give either --p99-ms X or --fincos-log FILE");
        }
        if (fincosLog == null && spec.commandLine().getParseResult().hasMatchedOption("--profile")) {
            throw new InvalidInputException("--profile is for --fincos-log only");
        }
        double p99 = p99Millis != null ? p99Millis : p99FromLog();
        PScore score = PScore.ofMillis(scaleFactor.scaleFactor(), p99);
        Report r = new Report(scaleFactor.value, score.load(), p99, score.rounded());
        PrintWriter out = spec.commandLine().getOut();
        if (!json.printed(out, r)) {
            out.printf("SF %d: load %d work/s, p99 %s ms, p_score %s%n",
                    r.scaleFactor(), r.load(), BigDecimal.valueOf(p99).stripTrailingZeros().toPlainString(),
                    r.pScore().toPlainString());
        }
        return PairsCli.EXIT_OK;
    }

    private double p99FromLog() {
        MeasurementInterval mi = RateProfile.varying(ProfileLength.parse(profile), 1, 1).measurementInterval();
        SinkLogLatency.Result latency = SinkLogLatency.marketOrders(fincosLog, mi);
        if (!json.enabled) {
            spec.commandLine().getOut().printf("%s: %,d MarketOrders in the measurement interval [%s s, %s s) of the "
                    + "%s profile (%,d outside it); valid only if `pairs validate` passes on this log%n", fincosLog,
                    latency.inMi().getTotalCount(), fmt(mi.startSeconds()), fmt(mi.endSeconds()), profile,
                    latency.outsideMi());
        }
        return latency.p99Nanos() / 1e6;
    }

    private static String fmt(double seconds) {
        return BigDecimal.valueOf(seconds).stripTrailingZeros().toPlainString();
    }
}
