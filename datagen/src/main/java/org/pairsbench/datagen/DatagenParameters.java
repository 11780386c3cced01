package org.pairsbench.datagen;

import java.util.Objects;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.config.ConfigKey;
import org.pairsbench.core.config.PairsConfig;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.scale.ScaleFactor;

/**
 * Everything that determines a generated tick stream. Two equal parameter sets give the same stream, byte
 * for byte; the number of files and compression only change how it is stored.
 *
 * @param scaleFactor          SF; the markets (M = ceil(SF/10)) and the default rates follow from it
 * @param length               the rate profile's length (all lengths have the standard shape)
 * @param basisRate            total basis rate, ticks/s, shared equally by the markets (default 5000 x M)
 * @param peakRate             total peak rate, ticks/s (default 1.5 x basis)
 * @param constantRate         true: the basis rate all run long (B.1 "input rate varies over time: no")
 * @param constantInterarrival true: evenly spaced arrivals in the integrated rate (B.1 "inter-arrival times
 *                             exponentially distributed: no")
 * @param prices               the price process
 * @param seed                 the random seed
 */
public record DatagenParameters(ScaleFactor scaleFactor, ProfileLength length, double basisRate, double peakRate,
                                boolean constantRate, boolean constantInterarrival, PriceModel prices, long seed) {

    /** The kit's default seed: a standard data set is the same for everyone. */
    public static final long DEFAULT_SEED = 2013;

    public DatagenParameters {
        Objects.requireNonNull(scaleFactor, "scaleFactor");
        Objects.requireNonNull(length, "length");
        Objects.requireNonNull(prices, "prices");
        if (!(basisRate > 0) || Double.isInfinite(basisRate) || !(peakRate > 0) || Double.isInfinite(peakRate)) {
            throw new IllegalArgumentException("rates must be positive, got basis " + basisRate + ", peak " + peakRate);
        }
    }

    /** The spec's defaults at {@code scaleFactor}: standard length, varying rate, exponential arrivals. */
    public static DatagenParameters standard(ScaleFactor scaleFactor) {
        return new DatagenParameters(scaleFactor, ProfileLength.STANDARD, scaleFactor.basisRate(),
                scaleFactor.peakRate(), false, false, PriceModel.STANDARD, DEFAULT_SEED);
    }

    /**
     * The parameters a B.6 configuration file sets: {@code scaleFactor} (required), and the kit's
     * {@code profile}, {@code seed}, {@code constantRate} and {@code constantInterarrival}; the rest default.
     */
    public static DatagenParameters fromConfig(PairsConfig config) {
        int sf = config.positiveInt(ConfigKey.SCALE_FACTOR).orElseThrow(() ->
                InvalidInputException.in(config.file(), "no scaleFactor"));
        return standard(ScaleFactor.of(sf)).withConfig(config);
    }

    /** These parameters with what {@code config} sets of profile, seed and the constant options. */
    public DatagenParameters withConfig(PairsConfig config) {
        DatagenParameters p = this;
        if (config.has(ConfigKey.PROFILE)) {
            try {
                p = p.withLength(ProfileLength.parse(config.string(ConfigKey.PROFILE).orElseThrow()));
            } catch (InvalidInputException e) {
                throw config.errorAt(ConfigKey.PROFILE, e.getMessage());
            }
        }
        if (config.has(ConfigKey.SEED)) {
            p = p.withSeed(config.longValue(ConfigKey.SEED).getAsLong());
        }
        if (config.has(ConfigKey.CONSTANT_RATE)) {
            p = p.withConstantRate(config.bool(ConfigKey.CONSTANT_RATE).orElseThrow());
        }
        if (config.has(ConfigKey.CONSTANT_INTERARRIVAL)) {
            p = p.withConstantInterarrival(config.bool(ConfigKey.CONSTANT_INTERARRIVAL).orElseThrow());
        }
        return p;
    }

    public DatagenParameters withLength(ProfileLength value) {
        return new DatagenParameters(scaleFactor, value, basisRate, peakRate, constantRate, constantInterarrival, prices, seed);
    }

    public DatagenParameters withRates(double basis, double peak) {
        return new DatagenParameters(scaleFactor, length, basis, peak, constantRate, constantInterarrival, prices, seed);
    }

    public DatagenParameters withConstantRate(boolean value) {
        return new DatagenParameters(scaleFactor, length, basisRate, peakRate, value, constantInterarrival, prices, seed);
    }

    public DatagenParameters withConstantInterarrival(boolean value) {
        return new DatagenParameters(scaleFactor, length, basisRate, peakRate, constantRate, value, prices, seed);
    }

    public DatagenParameters withPrices(PriceModel value) {
        return new DatagenParameters(scaleFactor, length, basisRate, peakRate, constantRate, constantInterarrival, value, seed);
    }

    public DatagenParameters withSeed(long value) {
        return new DatagenParameters(scaleFactor, length, basisRate, peakRate, constantRate, constantInterarrival, prices, value);
    }

    public int markets() {
        return scaleFactor.markets();
    }

    /**
     * The rate profile of ONE market: the total rates divided by M. Markets are generated independently, and
     * the superposition of M independent Poisson processes is the Poisson process of the total rate.
     */
    public RateProfile marketProfile() {
        return profileOf(basisRate / markets(), peakRate / markets());
    }

    /**
     * The rate profile of the whole stream, total over its markets: the standard shape between the basis and peak
     * rates, or the basis rate all run long (constant rate). The one place it is made: a run paces by it and
     * records its name, a report and an audit find it again by that name.
     */
    public RateProfile profile() {
        return profileOf(basisRate, peakRate);
    }

    private RateProfile profileOf(double basis, double peak) {
        if (constantRate) {
            return RateProfile.constant(length.id() + "-constant", length.durationSeconds(), basis);
        }
        return RateProfile.varying(length.id(), length.durationSeconds(), basis, peak);
    }

    /** Expected number of ticks of the whole run: the integral of the total rate. */
    public double expectedTicks() {
        return marketProfile().expectedTotalTicks() * markets();
    }

    /**
     * True when the data follows every default of the spec except the seed and the profile length (a
     * shorter length keeps the standard shape); only a standard-length standard data set gives a standard
     * p_score.
     */
    public boolean standardModel() {
        return basisRate == scaleFactor.basisRate() && peakRate == scaleFactor.peakRate() && !constantRate
                && !constantInterarrival && prices.equals(PriceModel.STANDARD);
    }

    /** The standard data set at its scale factor: the default model at the standard length (any seed). */
    public boolean standardDataSet() {
        return standardModel() && length == ProfileLength.STANDARD;
    }
}
