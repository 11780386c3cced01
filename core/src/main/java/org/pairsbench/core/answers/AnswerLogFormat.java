package org.pairsbench.core.answers;

import java.util.regex.Pattern;

/**
 * Constants of the kit's answer log (spec/answer-log.md): a header line with the format version, optional
 * {@code # key: value} metadata lines, then one record per line:
 * <pre>
 * Indicator,strategy,ratio,avgRatio,upperBand,lowerBand,inputTickTS,inputTS,arrivalNs
 * MarketOrder,strategy,type,symbol,price,size,inputTickTS,inputTS,arrivalNs
 * Trigger,tickTS,TS
 * </pre>
 * An unknown inputTS or arrival time is an empty field. Doubles are written with {@link Double#toString} and
 * so read back bit for bit.
 */
public final class AnswerLogFormat {

    public static final int VERSION = 1;
    /** How the first line of every version starts; what tells this format from others. */
    public static final String HEADER_START = "# Pairs answer log";
    public static final String HEADER_PREFIX = HEADER_START + ", format ";
    public static final Pattern HEADER = Pattern.compile("# Pairs answer log, format (\\d{1,9})");
    public static final String TRIGGER = "Trigger";
    public static final char DELIMITER = ',';
    /** Fields of a record, the stream name included. */
    public static final int ANSWER_FIELDS = 9;
    public static final int TRIGGER_FIELDS = 3;

    /** Marks an answer whose arrival time is not known, e.g. expected answers computed offline. */
    public static final long NO_ARRIVAL = Long.MIN_VALUE;

    private AnswerLogFormat() {
    }
}
