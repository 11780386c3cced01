package org.pairsbench.core.ticks;

import java.nio.file.Path;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.StockTick;

/**
 * The tick file line format (spec section 3.2): {@code tickTS,StockTick,symbol,price,size}, no header, no
 * quoting, '\n' line ends. The timestamp comes first and the event type second, the default layout of a
 * FINCoS External File phase, so FINCoS can replay the files as they are.
 */
public final class TickCsv {

    public static final String EVENT_TYPE = "StockTick";
    public static final char DELIMITER = ',';

    private TickCsv() {
    }

    /** Appends the line for {@code tick}, without the line end. */
    public static StringBuilder append(StringBuilder out, StockTick tick) {
        return out.append(tick.tickTS()).append(DELIMITER).append(EVENT_TYPE).append(DELIMITER)
                .append(tick.symbol()).append(DELIMITER).append(tick.price()).append(DELIMITER).append(tick.size());
    }

    public static String format(StockTick tick) {
        return append(new StringBuilder(40), tick).toString();
    }

    /**
     * Parses one line; anything malformed is an {@link InvalidInputException} naming {@code file} and
     * {@code lineNumber}.
     */
    public static StockTick parse(String line, Path file, long lineNumber) {
        int c1 = line.indexOf(DELIMITER);
        int c2 = c1 < 0 ? -1 : line.indexOf(DELIMITER, c1 + 1);
        int c3 = c2 < 0 ? -1 : line.indexOf(DELIMITER, c2 + 1);
        int c4 = c3 < 0 ? -1 : line.indexOf(DELIMITER, c3 + 1);
        if (c4 < 0 || line.indexOf(DELIMITER, c4 + 1) >= 0) {
            throw InvalidInputException.at(file, lineNumber,
                    "expected 5 fields tickTS,StockTick,symbol,price,size, got '" + abbreviate(line) + "'");
        }
        if (!line.regionMatches(c1 + 1, EVENT_TYPE, 0, EVENT_TYPE.length()) || c2 - c1 - 1 != EVENT_TYPE.length()) {
            throw InvalidInputException.at(file, lineNumber,
                    "event type must be " + EVENT_TYPE + ", got '" + abbreviate(line.substring(c1 + 1, c2)) + "'");
        }
        long tickTS = parseLong(line, 0, c1, "tickTS", file, lineNumber);
        String symbol = line.substring(c2 + 1, c3);
        if (symbol.isEmpty()) {
            throw InvalidInputException.at(file, lineNumber, "empty symbol");
        }
        long price = parseLong(line, c3 + 1, c4, "price", file, lineNumber);
        long size = parseLong(line, c4 + 1, line.length(), "size", file, lineNumber);
        String problem = StockTick.problem(price, size, tickTS);
        if (problem != null) {
            throw InvalidInputException.at(file, lineNumber, problem);
        }
        return new StockTick(symbol, (int) price, (int) size, tickTS);
    }

    private static long parseLong(String s, int from, int to, String field, Path file, long lineNumber) {
        if (from == to) {
            throw InvalidInputException.at(file, lineNumber, "empty " + field);
        }
        boolean negative = s.charAt(from) == '-';
        int i = negative ? from + 1 : from;
        if (i == to || to - i > 18) {
            throw notAnInteger(s, from, to, field, file, lineNumber);
        }
        long value = 0;
        for (; i < to; i++) {
            char ch = s.charAt(i);
            if (ch < '0' || ch > '9') {
                throw notAnInteger(s, from, to, field, file, lineNumber);
            }
            value = value * 10 + (ch - '0');
        }
        if (negative && value == 0) {
            // The sign is read only so that a negative field gets the range error naming its value; a zero
            // with a sign is neither a value out of range nor a field as spec 3.2 writes it.
            throw InvalidInputException.at(file, lineNumber,
                    field + " has a sign: '" + abbreviate(s.substring(from, to)) + "'");
        }
        return negative ? -value : value;
    }

    private static InvalidInputException notAnInteger(String s, int from, int to, String field, Path file, long lineNumber) {
        return InvalidInputException.at(file, lineNumber,
                field + " is not an integer: '" + abbreviate(s.substring(from, to)) + "'");
    }

    /** Quoted input is cut to 80 characters: an error message is one line, whatever the file holds. */
    private static String abbreviate(String line) {
        return InvalidInputException.abbreviate(line, 80);
    }
}
