package org.pairsbench.process;

import org.pairsbench.api.model.StockTick;

/**
 * Reads a {@code Tick,symbol,price,size,tickTS,TS} record: the engine side's per-tick path, so the numbers are
 * parsed in place (no substring, no split array). Holds the last tick and its TS; one per reading thread.
 */
public final class TickParser {

    private StockTick tick;
    private long ts;
    private long position = -1;

    /** Parses {@code line}, a record whose type field is Tick. */
    public void parse(String line) throws MalformedRecord {
        parse(line, false);
    }

    /**
     * Parses {@code line}, a record whose type field is Tick; with {@code positioned} it has a seventh field, the
     * tick's position in the merged stream of several driver processes (spec/execution.md section 14).
     */
    public void parse(String line, boolean positioned) throws MalformedRecord {
        int a = line.indexOf(',');
        int b = line.indexOf(',', a + 1);
        int c = b < 0 ? -1 : line.indexOf(',', b + 1);
        int d = c < 0 ? -1 : line.indexOf(',', c + 1);
        int e = d < 0 ? -1 : line.indexOf(',', d + 1);
        int f = e < 0 || !positioned ? -1 : line.indexOf(',', e + 1);
        int fields = positioned ? 7 : 6;
        if (a < 0 || b < 0 || c < 0 || d < 0 || e < 0 || (positioned && f < 0)
                || line.indexOf(',', (positioned ? f : e) + 1) >= 0) {
            throw new MalformedRecord("a Tick record has " + fields + " fields, got " + RecordCodec.split(line).length);
        }
        if (b == a + 1) {
            throw new MalformedRecord("empty symbol");
        }
        String symbol = line.substring(a + 1, b);
        int price = (int) number(line, b + 1, c, "price", true);
        int size = (int) number(line, c + 1, d, "size", true);
        long tickTS = number(line, d + 1, e, "tickTS", false);
        ts = number(line, e + 1, positioned ? f : line.length(), "TS", false);
        position = positioned ? number(line, f + 1, line.length(), "position", false) : -1;
        if (positioned && position < 0) {
            throw new MalformedRecord("position must be >= 0, got " + position);
        }
        String problem = StockTick.problem(price, size, tickTS);
        if (problem != null) {
            throw new MalformedRecord(problem);
        }
        tick = new StockTick(symbol, price, size, tickTS);
    }

    /** The position of the last tick parsed with {@code positioned}, else -1. */
    public long position() {
        return position;
    }

    public StockTick tick() {
        return tick;
    }

    public long ts() {
        return ts;
    }

    private static long number(String line, int from, int to, String name, boolean int32) throws MalformedRecord {
        try {
            return int32 ? Integer.parseInt(line, from, to, 10) : Long.parseLong(line, from, to, 10);
        } catch (NumberFormatException e) {
            throw new MalformedRecord(name + " is not " + (int32 ? "a 32-bit integer" : "an integer") + ": '"
                    + RecordCodec.quote(line.substring(from, to)) + "'");
        }
    }
}
