package org.pairsbench.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.scale.ScaleFactor;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "scale", mixinStandardHelpOptions = true,
        description = "Print the workload parameters of a scale factor (spec section 6).")
final class ScaleCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ScaleFactorOption scaleFactor;

    @Mixin
    JsonOption json;

    /** What {@code pairs scale} reports; also its JSON shape. */
    record Report(int scaleFactor, int markets, int symbols, int correlatedPairs, int users, int strategies,
                  List<Integer> strategiesPerPairByMarket, int basisRate, double peakRate,
                  Map<String, Long> expectedTicksByProfile, long load) {

        static Report of(ScaleFactor sf) {
            List<Integer> perPair = new ArrayList<>();
            for (int m = 1; m <= sf.markets(); m++) {
                perPair.add(sf.strategiesPerPair(m));
            }
            Map<String, Long> ticks = new LinkedHashMap<>();
            for (ProfileLength length : ProfileLength.values()) {
                RateProfile profile = RateProfile.varying(length, sf.basisRate(), sf.peakRate());
                ticks.put(length.id(), Math.round(profile.expectedTotalTicks()));
            }
            return new Report(sf.value(), sf.markets(), sf.symbols(), sf.correlatedPairs(), sf.users(),
                    sf.strategies(), perPair, sf.basisRate(), sf.peakRate(), ticks, sf.load());
        }
    }

    @Override
    public Integer call() {
        Report r = Report.of(scaleFactor.scaleFactor());
        PrintWriter out = spec.commandLine().getOut();
        if (json.printed(out, r)) {
            return PairsCli.EXIT_OK;
        }
        out.printf("Pairs 1.0 workload at scale factor %d%n", r.scaleFactor());
        row(out, "markets", r.markets());
        row(out, "symbols", r.symbols());
        row(out, "correlated pairs", r.correlatedPairs());
        row(out, "users", r.users());
        row(out, "strategies", r.strategies());
        row(out, "strategies per pair", runs(r.strategiesPerPairByMarket()));
        row(out, "basis rate (ticks/s)", r.basisRate());
        row(out, "peak rate (ticks/s)", String.format("%.0f", r.peakRate()));
        r.expectedTicksByProfile().forEach((profile, ticks) ->
                row(out, "expected ticks, " + profile, String.format("%,d", ticks)));
        row(out, "load (work/s)", r.load());
        return PairsCli.EXIT_OK;
    }

    /**
     * Per market, with runs of markets that have the same value told once ("markets 1-999: 3, market 1000: 4"),
     * so that a large SF's thousands of markets make a short line.
     */
    static String runs(List<Integer> byMarket) {
        StringBuilder text = new StringBuilder();
        int start = 0;
        for (int m = 1; m <= byMarket.size(); m++) {
            if (m == byMarket.size() || !byMarket.get(m).equals(byMarket.get(start))) {
                text.append(text.length() == 0 ? "" : ", ")
                        .append(m - start == 1 ? "market " + (start + 1) : "markets " + (start + 1) + "-" + m)
                        .append(": ").append(byMarket.get(start));
                start = m;
            }
        }
        return text.toString();
    }

    private static void row(PrintWriter out, String name, Object value) {
        out.printf("  %-26s %s%n", name, value);
    }
}
