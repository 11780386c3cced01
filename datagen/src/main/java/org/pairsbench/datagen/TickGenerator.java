package org.pairsbench.datagen;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.core.workload.Correlations;

/**
 * The generated tick stream, in process: exactly the ticks, in exactly the order, that {@code pairs datagen}
 * writes to its files (the files are this stream formatted by TickCsv). The harness and the validator use it
 * to run without files:
 *
 * <pre>{@code
 * try (TickSource ticks = TickGenerator.open(DatagenParameters.standard(ScaleFactor.of(2)))) {
 *     while (ticks.hasNext()) { engine.send(ticks.next()); }
 * }
 * }</pre>
 *
 * <p>The markets are generated independently and merged by exact arrival time; equal times (which the
 * continuous arrival process makes practically impossible) go to the lower market number first. tickTS is
 * the arrival time floored to the millisecond, so it never decreases. Not thread-safe; memory is constant in
 * the run's duration.
 */
public final class TickGenerator implements TickSource {

    private final DatagenParameters parameters;
    private final List<List<String>> symbols;
    /** Market m is entrant m - 1 of the merge. */
    private final MarketStream[] streams;
    private final MarketMerge merge;
    private long generated;

    private TickGenerator(DatagenParameters parameters) {
        this.parameters = parameters;
        this.symbols = SymbolGenerator.symbols(parameters.seed(), parameters.markets());
        RateProfile profile = parameters.marketProfile();
        this.streams = new MarketStream[parameters.markets()];
        double[] firstTimes = new double[streams.length];
        for (int m = 1; m <= streams.length; m++) {
            streams[m - 1] = new MarketStream(m, symbols.get(m - 1), profile, parameters);
            firstTimes[m - 1] = streams[m - 1].nextTime();
        }
        this.merge = new MarketMerge(firstTimes);
    }

    public static TickGenerator open(DatagenParameters parameters) {
        return new TickGenerator(parameters);
    }

    public DatagenParameters parameters() {
        return parameters;
    }

    /** Expected number of ticks of the whole run (the integral of the total rate). */
    public double expectedTicks() {
        return parameters.expectedTicks();
    }

    /**
     * The exact number of ticks of the stream of {@code parameters}, without generating it: each market's
     * arrivals draw from a random stream of their own, so drawing just those counts the ticks the generator
     * would give, several times faster than generating them; markets are counted in parallel.
     */
    public static long countTicks(DatagenParameters parameters) {
        return countTicks(parameters, Long.MAX_VALUE);
    }

    /**
     * As {@link #countTicks(DatagenParameters)}, but stops counting once more than {@code atMost} ticks are
     * counted: the result is exact when it is at most {@code atMost}, else a count of some markets' ticks that
     * exceeds it (a lower bound of the stream's). So a stream too large for a purpose is found out in the time
     * its first markets take, not the whole stream's.
     */
    public static long countTicks(DatagenParameters parameters, long atMost) {
        RateProfile profile = parameters.marketProfile();
        boolean exponential = !parameters.constantInterarrival();
        AtomicLong counted = new AtomicLong();
        IntStream.rangeClosed(1, parameters.markets()).parallel().forEach(m -> {
            if (counted.get() <= atMost) {
                counted.addAndGet(new Arrivals(profile, exponential, Seeds.fastStream(parameters.seed(), m, Seeds.ARRIVALS))
                        .countFromPending());
            }
        });
        return counted.get();
    }

    /** Ticks returned by {@link #next()} so far. */
    public long generated() {
        return generated;
    }

    /**
     * The symbols and correlated pairs of each market: what the auxiliary file records for the query
     * generator. Pair i of a market is its symbols 2i and 2i+1.
     */
    public List<Correlations.Market> markets() {
        return markets(symbols);
    }

    private static List<Correlations.Market> markets(List<List<String>> symbols) {
        List<Correlations.Market> markets = new ArrayList<>();
        for (int m = 0; m < symbols.size(); m++) {
            List<String> own = symbols.get(m);
            List<Correlations.Pair> pairs = new ArrayList<>();
            for (int i = 0; i < ScaleFactor.PAIRS_PER_MARKET; i++) {
                pairs.add(new Correlations.Pair(own.get(2 * i), own.get(2 * i + 1)));
            }
            markets.add(new Correlations.Market(m + 1, own, pairs));
        }
        return markets;
    }

    /** The auxiliary file's contents for this stream. */
    public Correlations correlations() {
        return correlations(parameters, symbols);
    }

    /** The auxiliary file's contents for the stream of {@code parameters}, without opening a generator. */
    public static Correlations correlations(DatagenParameters parameters) {
        return correlations(parameters, SymbolGenerator.symbols(parameters.seed(), parameters.markets()));
    }

    private static Correlations correlations(DatagenParameters parameters, List<List<String>> symbols) {
        ScaleFactor sf = parameters.scaleFactor();
        return new Correlations(Correlations.FORMAT, sf.value(), sf.strategies(), parameters.seed(),
                parameters.standardModel(), markets(symbols));
    }

    @Override
    public boolean hasNext() {
        return !merge.isOver();
    }

    @Override
    public StockTick next() {
        if (merge.isOver()) {
            throw new NoSuchElementException();
        }
        MarketStream stream = streams[merge.winner()];
        StockTick tick = stream.next();
        merge.advanceWinner(stream.nextTime());
        generated++;
        return tick;
    }

    @Override
    public void close() {
        // Nothing to release: the markets' state is a few arrays on the heap.
    }
}
