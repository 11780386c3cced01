package org.pairsbench.datagen;

import java.util.LinkedHashMap;
import java.util.Map;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;

/**
 * {@link DatagenParameters} as text, key by key, so that another process regenerates exactly the same stream
 * (the coordinator of several driver processes tells each driver the run's stream this way). Doubles are written as
 * {@code Double.toString} writes them and come back bit for bit; the keys are those of manifest.json's parameters.
 */
public final class StreamParameters {

    private StreamParameters() {
    }

    /** Every parameter of {@code p}, by key, in a fixed order. */
    public static Map<String, String> of(DatagenParameters p) {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("scaleFactor", Integer.toString(p.scaleFactor().value()));
        out.put("profile", p.length().id());
        out.put("basisRate", Double.toString(p.basisRate()));
        out.put("peakRate", Double.toString(p.peakRate()));
        out.put("constantRate", Boolean.toString(p.constantRate()));
        out.put("constantInterarrival", Boolean.toString(p.constantInterarrival()));
        PriceModel m = p.prices();
        out.put("minInitialCents", Integer.toString(m.minInitialCents()));
        out.put("maxInitialCents", Integer.toString(m.maxInitialCents()));
        out.put("drift", Double.toString(m.drift()));
        out.put("volatility", Double.toString(m.volatility()));
        out.put("rho", Double.toString(m.rho()));
        out.put("seed", Long.toString(p.seed()));
        return out;
    }

    /**
     * The parameters {@link #of} wrote.
     *
     * @throws InvalidInputException a key missing, or a value that is not one
     */
    public static DatagenParameters parse(Map<String, String> values) {
        try {
            return new DatagenParameters(ScaleFactor.parse(get(values, "scaleFactor")),
                    ProfileLength.parse(get(values, "profile")), number(values, "basisRate"),
                    number(values, "peakRate"), bool(values, "constantRate"), bool(values, "constantInterarrival"),
                    new PriceModel(Integer.parseInt(get(values, "minInitialCents")),
                            Integer.parseInt(get(values, "maxInitialCents")), number(values, "drift"),
                            number(values, "volatility"), number(values, "rho")),
                    Long.parseLong(get(values, "seed")));
        } catch (IllegalArgumentException e) {
            // NumberFormatException included.
            throw new InvalidInputException("stream parameters: " + InvalidInputException.oneLine(e.getMessage()));
        }
    }

    private static String get(Map<String, String> values, String key) {
        String value = values.get(key);
        if (value == null) {
            throw new InvalidInputException("stream parameters: no " + key);
        }
        return value;
    }

    private static double number(Map<String, String> values, String key) {
        return Double.parseDouble(get(values, key));
    }

    private static boolean bool(Map<String, String> values, String key) {
        String value = get(values, key);
        if (!value.equals("true") && !value.equals("false")) {
            throw new InvalidInputException("stream parameters: " + key + " must be true or false, not '"
                    + InvalidInputException.oneLine(value) + "'");
        }
        return Boolean.parseBoolean(value);
    }
}
