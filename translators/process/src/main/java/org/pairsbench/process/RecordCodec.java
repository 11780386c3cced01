package org.pairsbench.process;

import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;
import org.pairsbench.api.model.Strategy;

/**
 * Text of the protocol's records other than ticks (those are {@link TickEncoder} and {@link TickParser}, on the
 * hot path): strategies, answers in the answer log's syntax (spec/answer-log.md, arrivalNs left empty), and the
 * control records. Both sides use it, so what one writes the other reads.
 */
public final class RecordCodec {

    /** Fields of an Indicator or MarketOrder record, as in the answer log. */
    static final int ANSWER_FIELDS = 9;
    static final int STRATEGY_FIELDS = 9;

    private RecordCodec() {
    }

    /** {@code Strategy,alias,availableFunds,symbol1,symbol2,periodLength,numPeriods,bandsMultiplier,stopLossPerc}. */
    public static String strategy(Strategy s) {
        return Protocol.STRATEGY + ',' + plain(s.alias(), "alias") + ',' + s.availableFunds() + ','
                + plain(s.symbol1(), "symbol1") + ',' + plain(s.symbol2(), "symbol2") + ',' + s.periodLength() + ','
                + s.numPeriods() + ',' + s.bandsMultiplier() + ',' + s.stopLossPerc();
    }

    public static Strategy parseStrategy(String[] f) throws MalformedRecord {
        count(f, STRATEGY_FIELDS);
        try {
            return new Strategy(text(f[1], "alias"), parseLong(f[2], "availableFunds"), text(f[3], "symbol1"),
                    text(f[4], "symbol2"), parseInt(f[5], "periodLength"), parseInt(f[6], "numPeriods"),
                    parseDouble(f[7], "bandsMultiplier"), parseDouble(f[8], "stopLossPerc"));
        } catch (IllegalArgumentException e) {
            throw new MalformedRecord("not a valid strategy: " + e.getMessage());
        }
    }

    /** Appends the record of {@code answer} without line end: the answer log's, arrivalNs empty. */
    public static StringBuilder appendAnswer(StringBuilder sb, Answer answer) {
        if (answer instanceof Indicator i) {
            sb.append("Indicator,").append(i.strategy())
                    .append(',').append(i.ratio()).append(',').append(i.avgRatio())
                    .append(',').append(i.upperBand()).append(',').append(i.lowerBand());
        } else {
            MarketOrder o = (MarketOrder) answer;
            sb.append("MarketOrder,").append(o.strategy())
                    .append(',').append(o.type()).append(',').append(o.symbol())
                    .append(',').append(o.price()).append(',').append(o.size());
        }
        sb.append(',').append(answer.inputTickTS()).append(',');
        if (answer.inputTS() != Indicator.NO_TS) {
            sb.append(answer.inputTS());
        }
        return sb.append(',');
    }

    /** True for the first field of an answer record. */
    static boolean isAnswer(String type) {
        return type.equals("Indicator") || type.equals("MarketOrder");
    }

    /** The answer of an {@code Indicator} or {@code MarketOrder} record split into fields. */
    static Answer parseAnswer(String[] f) throws MalformedRecord {
        count(f, ANSWER_FIELDS);
        long inputTS = f[7].isEmpty() ? Indicator.NO_TS : parseLong(f[7], "inputTS");
        if (!f[8].isEmpty()) {
            throw new MalformedRecord("arrivalNs must be empty (the kit times answers when they arrive), got '"
                    + quote(f[8]) + "'");
        }
        if (f[0].equals("Indicator")) {
            return new Indicator(text(f[1], "strategy"), parseDouble(f[2], "ratio"), parseDouble(f[3], "avgRatio"),
                    parseDouble(f[4], "upperBand"), parseDouble(f[5], "lowerBand"), parseLong(f[6], "inputTickTS"),
                    inputTS);
        }
        OrderType type = switch (f[2]) {
            case "BUY" -> OrderType.BUY;
            case "SELL" -> OrderType.SELL;
            default -> throw new MalformedRecord("order type must be BUY or SELL, got '" + quote(f[2]) + "'");
        };
        return new MarketOrder(text(f[1], "strategy"), type, text(f[3], "symbol"), parseInt(f[4], "price"),
                parseLong(f[5], "size"), parseLong(f[6], "inputTickTS"), inputTS);
    }

    static String[] split(String line) {
        return line.split(",", -1);
    }

    /** A record whose text is the rest of the line (Ready's description, Error's message): commas allowed. */
    static String rest(String line) {
        int comma = line.indexOf(',');
        return comma < 0 ? "" : line.substring(comma + 1);
    }

    /** A record with one count field: {@code Deploy,n}, {@code End,n}, {@code Done,n}. */
    static long parseCount(String[] f) throws MalformedRecord {
        count(f, 2);
        long n = parseLong(f[1], "count");
        if (n < 0) {
            throw new MalformedRecord("count must be >= 0, got " + n);
        }
        return n;
    }

    static void count(String[] f, int expected) throws MalformedRecord {
        if (f.length != expected) {
            String type = quote(f[0]);
            String article = !type.isEmpty() && "AEIOUaeiou".indexOf(type.charAt(0)) >= 0 ? "an " : "a ";
            throw new MalformedRecord(article + type + " record has " + expected + " fields, got " + f.length);
        }
    }

    static String text(String value, String name) throws MalformedRecord {
        if (value.isEmpty()) {
            throw new MalformedRecord("empty " + name);
        }
        return value;
    }

    static long parseLong(String value, String name) throws MalformedRecord {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new MalformedRecord(name + " is not an integer: '" + quote(value) + "'");
        }
    }

    static int parseInt(String value, String name) throws MalformedRecord {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new MalformedRecord(name + " is not a 32-bit integer: '" + quote(value) + "'");
        }
    }

    /**
     * A double: Java's decimal syntax (what {@link Double#toString} writes reads back bit for bit), without hex or a
     * d/f suffix, and the infinities and NaN as C, Python and Java print them, in any case: {@code inf},
     * {@code infinity}, {@code nan}, signed or not ({@code -inf}, {@code +Infinity}, {@code -nan}: NaN has no sign
     * here).
     */
    static double parseDouble(String value, String name) throws MalformedRecord {
        boolean negative = value.startsWith("-");
        String unsigned = negative || value.startsWith("+") ? value.substring(1) : value;
        if (unsigned.equalsIgnoreCase("inf") || unsigned.equalsIgnoreCase("infinity")) {
            return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (unsigned.equalsIgnoreCase("nan")) {
            return Double.NaN;
        }
        try {
            char last = value.isEmpty() ? ' ' : Character.toLowerCase(value.charAt(value.length() - 1));
            if (value.indexOf('x') >= 0 || value.indexOf('X') >= 0 || last == 'd' || last == 'f') {
                throw new NumberFormatException(value);
            }
            return Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new MalformedRecord(name + " is not a number: '" + quote(value) + "'");
        }
    }

    /** Text that goes into a field as is: the protocol does no quoting, so a comma or line end cannot. */
    static String plain(String value, String name) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == ',' || c == '\n' || c == '\r') {
                throw new IllegalArgumentException(name + " '" + quote(value)
                        + "' contains a comma or line end, which the engine protocol cannot carry");
            }
        }
        return value;
    }

    /** One line for a record's free text (Ready, Error): line ends become spaces. */
    static String oneLine(String text) {
        return text.replace('\r', ' ').replace('\n', ' ');
    }

    /** Input quoted in a message: cut to {@link Protocol#QUOTE_CHARS}, on one line ({@link InvalidInputException#oneLine}). */
    static String quote(String text) {
        return InvalidInputException.oneLine(InvalidInputException.abbreviate(text, Protocol.QUOTE_CHARS));
    }
}
