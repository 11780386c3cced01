package org.pairsbench.datagen;

import java.util.List;
import org.apache.commons.math3.util.FastMath;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.scale.ScaleFactor;

/**
 * The ticks of one market, in time order (spec/datagen.md). Arrivals: the points of a unit-rate Poisson
 * process (or the integers, for constant inter-arrival times) mapped through the inverse of the integrated
 * rate, which is exactly the non-homogeneous Poisson process of the profile. Symbols: tick k of the market is
 * symbol k mod 100. Prices: continuous-time GBM sampled at the tick instants; symbols 2i and 2i+1 (i < 25) form
 * correlated pair i, driven by W1 = X and W2 = rho X + sqrt(1 - rho^2) Y for independent Brownian motions X, Y
 * that advance whenever either symbol of the pair trades. Sizes: 100 + 10 x nextInt(91).
 *
 * <p>Constant memory: a few numbers per symbol. The arrivals on one side and the prices and sizes on the other
 * draw from random streams of their own, so blocks of times can be drawn ahead on one thread while the ticks at
 * the times before are computed on another ({@link #nextTimes}, {@link #ticksAt}): a single market's generation
 * is then a two-stage pipeline.
 */
final class MarketStream {

    private static final int SIZE_STEPS = 91;

    private final Arrivals arrivals;
    private final Mt19937 prices;
    private final Mt19937 sizes;
    private final String[] symbols;
    private final int pairedSymbols;
    private final double[] logInitial;
    /** Brownian motion value per symbol; for a pair, slot 2i holds X and slot 2i+1 holds Y. */
    private final double[] brownian;
    /** Time of the last advance of each Brownian motion (a pair's two share slot 2i). */
    private final double[] lastAdvance;
    private final double driftTerm;
    private final double volatility;
    private final double rho;
    private final double rhoComplement;

    /** Symbol index of the next tick: the tick count modulo the symbols, kept as such (no division per tick). */
    private int nextSymbol;
    /** The tick {@link #priceAndSize} made last: its symbol index, price and size. */
    private int tickSymbol;
    private int tickPrice;
    private int tickSize;

    MarketStream(int market, List<String> symbols, RateProfile profile, DatagenParameters parameters) {
        long seed = parameters.seed();
        this.prices = Seeds.fastStream(seed, market, Seeds.PRICES);
        this.sizes = Seeds.fastStream(seed, market, Seeds.SIZES);
        this.symbols = symbols.toArray(String[]::new);
        this.pairedSymbols = 2 * ScaleFactor.PAIRS_PER_MARKET;
        PriceModel model = parameters.prices();
        this.logInitial = new double[this.symbols.length];
        int range = model.maxInitialCents() - model.minInitialCents() + 1;
        for (int s = 0; s < logInitial.length; s++) {
            logInitial[s] = FastMath.log(model.minInitialCents() + prices.nextInt(range));
        }
        this.brownian = new double[this.symbols.length];
        this.lastAdvance = new double[this.symbols.length];
        this.volatility = model.volatility();
        this.driftTerm = model.drift() - volatility * volatility / 2;
        this.rho = model.rho();
        this.rhoComplement = FastMath.sqrt(1 - rho * rho);
        this.arrivals = new Arrivals(profile, !parameters.constantInterarrival(),
                Seeds.fastStream(seed, market, Seeds.ARRIVALS));
    }

    boolean hasNext() {
        return arrivals.hasNext();
    }

    /** Exact arrival time of the pending tick, seconds; +infinity once the run is over. */
    double nextTime() {
        return arrivals.nextTime();
    }

    /** The pending tick; then draws the following arrival. */
    StockTick next() {
        double t = arrivals.nextTime();
        priceAndSize(t);
        arrivals.advance();
        return new StockTick(symbols[tickSymbol], tickPrice, tickSize, tickTS(t));
    }

    /**
     * Arrival times drawn ahead of the ticks at them: {@code time[0, count)}; {@code last} when the run ends
     * after them.
     */
    record Times(double[] time, int count, boolean last) {
    }

    /**
     * Draws the next arrival times, up to {@code capacity} or the end of the run. It uses the arrivals' random
     * stream only, so a worker can draw them while another computes the ticks at the times drawn before
     * ({@link #ticksAt}); the two together give what {@link #next()} gives.
     */
    Times nextTimes(int capacity) {
        double[] time = new double[capacity];
        int n = 0;
        while (n < capacity && arrivals.hasNext()) {
            time[n++] = arrivals.nextTime();
            arrivals.advance();
        }
        return new Times(time, n, !arrivals.hasNext());
    }

    /**
     * The ticks at {@code times}, the times {@link #nextTimes} drew after those of the previous call: prices and
     * sizes (their random streams only); a tick's symbol is recorded as {@code symbolBase} + its index in this
     * market.
     */
    TickBlock ticksAt(Times times, int symbolBase) {
        int count = times.count();
        TickBlock block = new TickBlock(count, times.time());
        for (int n = 0; n < count; n++) {
            double t = times.time()[n];
            priceAndSize(t);
            block.tickTS[n] = tickTS(t);
            block.symbol[n] = symbolBase + tickSymbol;
            block.price[n] = tickPrice;
            block.size[n] = tickSize;
        }
        block.count = count;
        block.last = times.last();
        return block;
    }

    /** The next tick's symbol (the next in the cycle), price and size at exact time {@code t}, into the tick fields. */
    private void priceAndSize(double t) {
        int s = nextSymbol;
        double w;
        if (s < pairedSymbols) {
            int x = s & ~1;
            double sqrtDt = FastMath.sqrt(Math.max(0, t - lastAdvance[x]));
            lastAdvance[x] = t;
            brownian[x] += sqrtDt * prices.nextGaussian();
            brownian[x + 1] += sqrtDt * prices.nextGaussian();
            w = s == x ? brownian[x] : rho * brownian[x] + rhoComplement * brownian[x + 1];
        } else {
            brownian[s] += FastMath.sqrt(Math.max(0, t - lastAdvance[s])) * prices.nextGaussian();
            lastAdvance[s] = t;
            w = brownian[s];
        }
        tickSymbol = s;
        tickPrice = toCents(FastMath.exp(logInitial[s] + driftTerm * t + volatility * w));
        tickSize = 100 + 10 * sizes.nextInt(SIZE_STEPS);
        nextSymbol = s + 1 == symbols.length ? 0 : s + 1;
    }

    /** tickTS of an arrival at {@code t} seconds: floored to the millisecond (spec/datagen.md section 4). */
    static long tickTS(double t) {
        return (long) Math.floor(t * 1000);
    }

    /** Nearest cent, at least 1 (a price cannot reach 0) and at most Integer.MAX_VALUE. */
    static int toCents(double price) {
        long cents = Math.round(price);
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, cents));
    }
}
