package org.pairsbench.translator.flink;

import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;

/**
 * An answer as the job carries it to the sink: an Indicator or a MarketOrder (a Flink POJO, so no generic Kryo
 * fallback), with the trigger's tickTS; the sink adds the trigger's TS, which only the adapter knows.
 */
public final class AnswerRow {

    public static final int INDICATOR = 0;
    public static final int SELL = 1;
    public static final int BUY = 2;
    /** Not an answer: a sink subtask's last record through Kafka, after all its answers ({@link AnswerStreamEnd}). */
    public static final int DONE = 9;

    public int kind;
    public String strategy;
    public long inputTickTS;
    public double ratio;
    public double avgRatio;
    public double upperBand;
    public double lowerBand;
    public String symbol;
    public int price;
    public long size;

    public AnswerRow() {
    }

    static AnswerRow indicator(String strategy, double ratio, double avgRatio, double upperBand, double lowerBand,
                               long inputTickTS) {
        AnswerRow row = new AnswerRow();
        row.kind = INDICATOR;
        row.strategy = strategy;
        row.ratio = ratio;
        row.avgRatio = avgRatio;
        row.upperBand = upperBand;
        row.lowerBand = lowerBand;
        row.inputTickTS = inputTickTS;
        return row;
    }

    static AnswerRow order(int kind, String strategy, String symbol, int price, long size, long inputTickTS) {
        AnswerRow row = new AnswerRow();
        row.kind = kind;
        row.strategy = strategy;
        row.symbol = symbol;
        row.price = price;
        row.size = size;
        row.inputTickTS = inputTickTS;
        return row;
    }

    static AnswerRow done() {
        AnswerRow row = new AnswerRow();
        row.kind = DONE;
        return row;
    }

    Indicator toIndicator(long inputTS) {
        return new Indicator(strategy, ratio, avgRatio, upperBand, lowerBand, inputTickTS, inputTS);
    }

    MarketOrder toOrder(long inputTS) {
        return new MarketOrder(strategy, kind == BUY ? OrderType.BUY : OrderType.SELL, symbol, price, size,
                inputTickTS, inputTS);
    }
}
