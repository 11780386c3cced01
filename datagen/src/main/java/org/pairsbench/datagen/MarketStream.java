package org.pairsbench.datagen;

import java.util.List;
import org.apache.commons.math3.random.RandomGenerator;
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
 * <p>Constant memory: a few numbers per symbol.
 */
final class MarketStream {

    private static final int SIZE_STEPS = 91;

    private final int market;
    private final Arrivals arrivals;
    private final RandomGenerator prices;
    private final RandomGenerator sizes;
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

    private long index;
    /** The tick {@link #step()} made last: its exact time, symbol index, price and size. */
    private double tickTime;
    private int tickSymbol;
    private int tickPrice;
    private int tickSize;

    MarketStream(int market, List<String> symbols, RateProfile profile, DatagenParameters parameters) {
        this.market = market;
        long seed = parameters.seed();
        this.prices = Seeds.stream(seed, market, Seeds.PRICES);
        this.sizes = Seeds.stream(seed, market, Seeds.SIZES);
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
                Seeds.stream(seed, market, Seeds.ARRIVALS));
    }

    int market() {
        return market;
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
        step();
        return new StockTick(symbols[tickSymbol], tickPrice, tickSize, tickTS(tickTime));
    }

    /**
     * The following ticks into {@code block}, up to its capacity or the end of the run, as {@link #next()} gives
     * them; a tick's symbol is recorded as {@code symbolBase} + its index in this market.
     */
    void fill(TickBlock block, int symbolBase) {
        int n = 0;
        int capacity = block.capacity();
        while (n < capacity && arrivals.hasNext()) {
            step();
            block.time[n] = tickTime;
            block.tickTS[n] = tickTS(tickTime);
            block.symbol[n] = symbolBase + tickSymbol;
            block.price[n] = tickPrice;
            block.size[n] = tickSize;
            n++;
        }
        block.count = n;
        block.last = !arrivals.hasNext();
    }

    /** Generates the pending tick into the tick fields; then draws the following arrival. */
    private void step() {
        double t = arrivals.nextTime();
        int s = (int) (index % symbols.length);
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
        tickTime = t;
        tickSymbol = s;
        tickPrice = toCents(FastMath.exp(logInitial[s] + driftTerm * t + volatility * w));
        tickSize = 100 + 10 * sizes.nextInt(SIZE_STEPS);
        index++;
        arrivals.advance();
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
