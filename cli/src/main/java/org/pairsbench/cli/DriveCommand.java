package org.pairsbench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.LongSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.PartTicks;
import org.pairsbench.datagen.StreamParameters;
import org.pairsbench.harness.driver.Pacing;
import org.pairsbench.harness.driver.PartDrive;
import org.pairsbench.harness.measure.HistogramText;
import org.pairsbench.harness.measure.LatenessSummary;
import org.pairsbench.process.KafkaDriverLink;
import org.pairsbench.process.KafkaTransport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * One driver process of a run with several ({@code pairs run --transport kafka --drivers N}, spec/execution.md
 * section 14): it takes the coordinator's plan for the stream, generates its part (the markets m with
 * 1 + ((m - 1) mod N) = I), paces it on the run's schedule and sends each tick with its position in the stream to
 * its partition of the stream's ticks topic, then reports its count and lateness to the coordinator.
 */
@Command(name = "drive", mixinStandardHelpOptions = true,
        description = {"Drive part I of N of a run's stream through Kafka: the driver processes of 'pairs run "
                + "--transport kafka --drivers N', started on the machine of pairs run (its clock times the answers) "
                + "once it names the stream (spec/execution.md section 14).",
            "Exit 0 after the part was sent and reported, 1 if it could not be (the broker, the coordinator, the "
                + "stream gone), 2 for bad input (a part out of range, a stream of another number of drivers, a "
                + "process on another clock)."})
final class DriveCommand implements Callable<Integer> {

    private static final Pattern PART = Pattern.compile("(\\d{1,6})/(\\d{1,6})");

    @Spec
    CommandSpec spec;

    @Option(names = "--part", required = true, paramLabel = "I/N", description = "this driver's part I of N (1..N)")
    String part;

    @Option(names = "--stream", required = true, paramLabel = "ID", description = "the stream's id, as pairs run "
            + "names it")
    String stream;

    @Option(names = "--kafka-bootstrap", required = true, paramLabel = "HOST:PORT", description = "the Kafka broker "
            + "of the run")
    String kafkaBootstrap;

    @Option(names = "--stall-timeout", defaultValue = "120", paramLabel = "SECONDS", description = "as pairs run's: "
            + "half of it is how long the broker may take none of the ticks before the drive fails; default "
            + "${DEFAULT-VALUE}")
    long stallTimeoutSeconds;

    @Override
    public Integer call() throws Exception {
        Matcher m = PART.matcher(part);
        if (!m.matches()) {
            throw new InvalidInputException("--part '" + InvalidInputException.oneLine(part) + "': expected I/N, e.g. 1/2");
        }
        int i = Integer.parseInt(m.group(1));
        int n = Integer.parseInt(m.group(2));
        if (n < 1 || i < 1 || i > n) {
            throw new InvalidInputException("--part " + part + ": the part I must be from 1 to N");
        }
        if (!KafkaDriverLink.isStreamId(stream)) {
            throw new InvalidInputException("--stream '" + InvalidInputException.oneLine(stream) + "': a stream id is "
                    + "letters and digits, as pairs run names it");
        }
        KafkaTransport.requireBootstrap(kafkaBootstrap);
        if (stallTimeoutSeconds <= 0) {
            throw new InvalidInputException("--stall-timeout must be a positive number of seconds, got "
                    + stallTimeoutSeconds);
        }
        long stallMillis = Math.max(1_000, stallTimeoutSeconds * 1000 / 2);
        PrintWriter err = spec.commandLine().getErr();
        String name = "pairs drive: part " + i + "/" + n + ": ";
        KafkaDriverLink link;
        try {
            link = KafkaDriverLink.open(kafkaBootstrap, stream, i, 10_000);
        } catch (IOException e) {
            err.println(name + e.getMessage());
            return PairsCli.EXIT_NEGATIVE_VERDICT;
        }
        try (link) {
            if (link.drivers() != n) {
                throw new InvalidInputException("--part " + part + ": stream " + stream + " has " + link.drivers()
                        + " driver" + (link.drivers() == 1 ? "" : "s") + ", not " + n);
            }
            DatagenParameters data = StreamParameters.parse(link.data());
            if (n > data.markets()) {
                throw new InvalidInputException("--part " + part + ": the stream of SF " + data.scaleFactor().value()
                        + " has " + data.markets() + " market" + (data.markets() == 1 ? "" : "s") + ", fewer than "
                        + n + " parts");
            }
            if (!link.clockPlausible()) {
                throw new InvalidInputException("this process reads another clock than the coordinator ("
                        + link.clockReadings() + "): run the drivers on the machine of pairs run");
            }
            return drive(link, data, i, n, stallMillis, err, name);
        }
    }

    private int drive(KafkaDriverLink link, DatagenParameters data, int i, int n, long stallMillis, PrintWriter err,
                      String name) throws InterruptedException {
        try (PartTicks ticks = PartTicks.open(data, i, n)) {
            link.join(stallMillis);
            long start = link.awaitStart();
            err.println(name + "driving markets " + markets(data, i, n) + " of stream " + stream);
            err.flush();
            PartDrive drive = new PartDrive();
            link.driving(drive::ticksSent);
            StoppableTicks stoppable = new StoppableTicks(ticks, link::stopAtTickTS);
            PartDrive.Result result = drive.run(stoppable, sender(link, stoppable), Pacing.scaled(link.rateFactor()),
                    data.profile(), start, () -> link.stopAtTickTS() == Long.MIN_VALUE);
            if (result.failure() != null) {
                err.println(name + result.failure());
                return PairsCli.EXIT_NEGATIVE_VERDICT;
            }
            if (link.stopAtTickTS() == Long.MIN_VALUE) {
                // The coordinator is gone: nobody is left to take the part's end or its report.
                err.println(name + "stopped after " + result.ticks() + " ticks: " + link.stopReason());
                return PairsCli.EXIT_NEGATIVE_VERDICT;
            }
            // Read now: once this part has reported, the coordinator may end the stream, which is no stop.
            String stopped = link.stopReason();
            // Even a part stopped early ends and reports: the engine then finishes on the ticks that were sent.
            link.endPart(result.ticks(), stallMillis);
            link.finish(result.ticks(), result.backlogAtMiEndNanos(), HistogramText.encode(result.lateness()),
                    HistogramText.encode(result.latenessMi()));
            LatenessSummary late = LatenessSummary.of(result.lateness());
            err.println(String.format(Locale.ROOT, "%ssent %,d ticks of market%s %s; lateness p99 %.3f ms, max %.3f ms%s",
                    name, result.ticks(), data.markets() > n ? "s" : "", markets(data, i, n),
                    late.p99Us() / 1e3, late.maxUs() / 1e3,
                    stopped == null ? "" : "; stopped early: " + stopped));
            return stopped == null ? PairsCli.EXIT_OK : PairsCli.EXIT_NEGATIVE_VERDICT;
        } catch (IOException e) {
            err.println(name + e.getMessage());
            return PairsCli.EXIT_NEGATIVE_VERDICT;
        }
    }

    private static String markets(DatagenParameters data, int i, int n) {
        List<String> own = new java.util.ArrayList<>();
        for (int m = 1; m <= data.markets(); m++) {
            if (PartTicks.partOf(m, n) == i) {
                own.add(Integer.toString(m));
            }
        }
        return String.join(", ", own);
    }

    /**
     * The part's ticks up to the coordinator's stop: the source ends before the first tick whose tickTS is the
     * stop's or later, so that what all drivers sent is a prefix of the stream.
     */
    private static final class StoppableTicks implements TickSource {
        private final PartTicks ticks;
        private final LongSupplier stopAt;
        private StockTick next;
        private long nextPosition;
        private long position = -1;

        StoppableTicks(PartTicks ticks, LongSupplier stopAt) {
            this.ticks = ticks;
            this.stopAt = stopAt;
        }

        @Override
        public boolean hasNext() {
            if (next == null && ticks.hasNext()) {
                next = ticks.next();
                nextPosition = ticks.position();
            }
            return next != null && next.tickTS() < stopAt.getAsLong();
        }

        @Override
        public StockTick next() {
            if (!hasNext()) {
                throw new java.util.NoSuchElementException();
            }
            StockTick tick = next;
            position = nextPosition;
            next = null;
            return tick;
        }

        /** The position in the merged stream of the tick {@link #next()} returned last. */
        long position() {
            return position;
        }

        @Override
        public void close() {
            ticks.close();
        }
    }

    /**
     * The driver's "engine": each tick goes to the part's partition with its position. The driver sends every tick
     * right after taking it from the source, on one thread, so the source's last position is this tick's.
     */
    private static Engine sender(KafkaDriverLink link, StoppableTicks ticks) {
        return new Engine() {
            @Override
            public String description() {
                return "Kafka";
            }

            @Override
            public void deploy(List<Strategy> strategies, AnswerListener listener) {
            }

            @Override
            public void send(StockTick tick, long ts) throws Exception {
                link.send(tick, ts, ticks.position());
            }

            @Override
            public void close() {
            }
        };
    }
}
