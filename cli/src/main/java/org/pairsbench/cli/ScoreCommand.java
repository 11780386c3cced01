package org.pairsbench.cli;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.util.concurrent.Callable;
import org.pairsbench.core.scale.PScore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "score", mixinStandardHelpOptions = true,
        description = "Compute load and p_score = load / p99 (seconds) for a scale factor (spec section 7).")
final class ScoreCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ScaleFactorOption scaleFactor;

    @Option(names = "--p99-ms", required = true, paramLabel = "X",
            description = "99th-percentile MarketOrder latency over the measurement interval, milliseconds")
    double p99Millis;

    @Mixin
    JsonOption json;

    record Report(int scaleFactor, long load, double p99Millis, BigDecimal pScore) {
    }

    @Override
    public Integer call() {
        PScore score = PScore.ofMillis(scaleFactor.scaleFactor(), p99Millis);
        Report r = new Report(scaleFactor.value, score.load(), p99Millis, score.rounded());
        PrintWriter out = spec.commandLine().getOut();
        if (!json.printed(out, r)) {
            out.printf("SF %d: load %d work/s, p99 %s ms, p_score %s%n",
                    r.scaleFactor(), r.load(), BigDecimal.valueOf(p99Millis).stripTrailingZeros().toPlainString(),
                    r.pScore().toPlainString());
        }
        return PairsCli.EXIT_OK;
    }
}
