package org.pairsbench.translator.flink;

/** A tick as the job carries it: a Flink POJO (public fields, no-argument constructor), the SQL view's row. */
public final class TickRow {

    public String symbol;
    /** Integer cents. */
    public int price;
    /** Milliseconds; also the record's event time. */
    public long tickTS;

    public TickRow() {
    }

    public TickRow(String symbol, int price, long tickTS) {
        this.symbol = symbol;
        this.price = price;
        this.tickTS = tickTS;
    }
}
