package org.pairsbench.cli;

import org.pairsbench.harness.driver.Pacing;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The {@code --rate-factor X} value of every command that paces a stream ({@code run}, {@code sweep},
 * {@code bench floor}): a number from 0.01 to 1000 ({@link Pacing#allowedRateFactor}), else one line and exit 2
 * (spec/execution.md section 12).
 */
final class RateFactor implements ITypeConverter<Double> {

    @Override
    public Double convert(String value) {
        double x;
        try {
            x = Double.parseDouble(value.strip());
        } catch (NumberFormatException e) {
            x = Double.NaN;
        }
        if (!Pacing.allowedRateFactor(x)) {
            throw new TypeConversionException("must be a number from 0.01 to 1000 (1: real time), got '"
                    + org.pairsbench.api.InvalidInputException.oneLine(
                            org.pairsbench.api.InvalidInputException.abbreviate(value, 40)) + "'");
        }
        return x;
    }
}
