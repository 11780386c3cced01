package org.pairsbench.core.answers;

import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;

/** Field parsing shared by the answer file readers; a bad field is a {@link BadRecord} naming it. */
final class RecordFields {

    /** A record that cannot be read; becomes a {@link MalformedLine}. Cheap: no stack trace. */
    static final class BadRecord extends Exception {
        private static final long serialVersionUID = 1L;

        BadRecord(String message) {
            super(message, null, false, false);
        }
    }

    private RecordFields() {
    }

    static String[] split(String line) {
        return line.split(",", -1);
    }

    static String text(String value, String name) throws BadRecord {
        if (value.isEmpty()) {
            throw new BadRecord("empty " + name);
        }
        return value;
    }

    static long parseLong(String value, String name) throws BadRecord {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new BadRecord(name + " is not an integer: '" + value + "'");
        }
    }

    /** An empty field means "unknown" ({@code unknown} is returned). */
    static long parseOptionalLong(String value, String name, long unknown) throws BadRecord {
        return value.isEmpty() ? unknown : parseLong(value, name);
    }

    static double parseDouble(String value, String name) throws BadRecord {
        try {
            double d = Double.parseDouble(value);
            if (value.indexOf('x') >= 0 || value.indexOf('X') >= 0 || value.endsWith("d") || value.endsWith("D")
                    || value.endsWith("f") || value.endsWith("F")) {
                throw new NumberFormatException(value);
            }
            return d;
        } catch (NumberFormatException e) {
            throw new BadRecord(name + " is not a number: '" + value + "'");
        }
    }

    /**
     * An integer that may be written as an integral decimal ("1234.0"), as engines that declare the field a
     * double write it into FINCoS logs.
     */
    static long parseIntegral(String value, String name, boolean allowDecimal) throws BadRecord {
        if (!allowDecimal || value.indexOf('.') < 0) {
            return parseLong(value, name);
        }
        double d = parseDouble(value, name);
        if (d != Math.rint(d) || Math.abs(d) > 9.0e15) {
            throw new BadRecord(name + " is not an integer: '" + value + "'");
        }
        return (long) d;
    }

    static OrderType orderType(String value) throws BadRecord {
        return switch (value) {
            case "BUY" -> OrderType.BUY;
            case "SELL" -> OrderType.SELL;
            default -> throw new BadRecord("order type must be BUY or SELL, got '" + value + "'");
        };
    }

    /** An Indicator from {@code f[from..from+5]}: strategy, ratio, avgRatio, upperBand, lowerBand, inputTickTS. */
    static Indicator indicator(String[] f, int from, long inputTS) throws BadRecord {
        return new Indicator(text(f[from], "strategy"), parseDouble(f[from + 1], "ratio"),
                parseDouble(f[from + 2], "avgRatio"), parseDouble(f[from + 3], "upperBand"),
                parseDouble(f[from + 4], "lowerBand"), parseLong(f[from + 5], "inputTickTS"), inputTS);
    }

    /** A MarketOrder from {@code f[from..from+5]}: strategy, type, symbol, price, size, inputTickTS. */
    static MarketOrder order(String[] f, int from, long inputTS, boolean allowDecimal) throws BadRecord {
        long price = parseIntegral(f[from + 3], "price", allowDecimal);
        if (price < Integer.MIN_VALUE || price > Integer.MAX_VALUE) {
            throw new BadRecord("price out of the 32-bit range: '" + f[from + 3] + "'");
        }
        return new MarketOrder(text(f[from], "strategy"), orderType(f[from + 1]), text(f[from + 2], "symbol"),
                (int) price, parseIntegral(f[from + 4], "size", allowDecimal),
                parseLong(f[from + 5], "inputTickTS"), inputTS);
    }

    static String abbreviate(String line) {
        return InvalidInputException.abbreviate(line, 100);
    }
}
