package org.pairsbench.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The {@code --rate-factor X} value of every command that paces a stream ({@code run}, {@code sweep},
 * {@code bench floor}): a number from {@value #MIN} to {@value #MAX}, else one line and exit 2 (spec/execution.md
 * section 12). Below the range a run's first ticks would be due days away; above it the schedule gives a stream
 * millisecond less than a microsecond, so the run is flat out in all but name.
 */
final class RateFactor implements ITypeConverter<Double> {

    static final double MIN = 0.01;
    static final double MAX = 1000;

    @Override
    public Double convert(String value) {
        double x;
        try {
            x = Double.parseDouble(value.strip());
        } catch (NumberFormatException e) {
            x = Double.NaN;
        }
        if (!(x >= MIN && x <= MAX)) {
            throw new TypeConversionException("must be a number from 0.01 to 1000 (1: real time), got '"
                    + org.pairsbench.api.InvalidInputException.oneLine(
                            org.pairsbench.api.InvalidInputException.abbreviate(value, 40)) + "'");
        }
        return x;
    }
}
