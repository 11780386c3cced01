package org.pairsbench.fincos;

import java.util.List;

/**
 * An event type as FINCoS's Esper adapter knows it: a name and its properties in order. The adapter fills an
 * input event's properties by position from the driver's payload, and FINCoS's sink logs an output event's
 * properties in this order, the last one being the causer timestamp (TS). So the order here is a contract with
 * FINCoS, not a matter of taste.
 */
public record FincosEventType(String name, List<Property> properties) {

    /** A property and its type as the adapter's Stream_Set.xml spells it ({@code int, long, double, string}). */
    public record Property(String name, String type) {
    }

    /**
     * A tick as an External File phase with {@code include="true"} delivers it: the file's line
     * {@code tickTS,StockTick,symbol,price,size} without its type column, then TS, which the adapter appends.
     */
    public static final FincosEventType STOCK_TICK = new FincosEventType("StockTick", List.of(
            new Property("tickTS", "long"), new Property("symbol", "string"), new Property("price", "int"),
            new Property("size", "int"), new Property("TS", "long")));

    /** One line of the strategy-definitions phase (the columns of StrategyRows), then TS. */
    public static final FincosEventType STRATEGY_DEF = new FincosEventType("StrategyDef", List.of(
            new Property("alias", "string"), new Property("symbol1", "string"), new Property("symbol2", "string"),
            new Property("periodLength", "int"), new Property("numPeriods", "int"),
            new Property("bandsMultiplier", "double"), new Property("stopLossPerc", "double"),
            new Property("availableFunds", "long"), new Property("TS", "long")));

    /** The Indicator answer as the sink logs it and the validator reads it: Figure 7.8's fields, then TS. */
    public static final FincosEventType INDICATOR = new FincosEventType("Indicator", List.of(
            new Property("strategy", "string"), new Property("ratio", "double"), new Property("avgRatio", "double"),
            new Property("upperBand", "double"), new Property("lowerBand", "double"),
            new Property("inputTickTS", "long"), new Property("TS", "long")));

    /** The MarketOrder answer as the sink logs it and the validator reads it: Figure 7.8's fields, then TS. */
    public static final FincosEventType MARKET_ORDER = new FincosEventType("MarketOrder", List.of(
            new Property("strategy", "string"), new Property("type", "string"), new Property("symbol", "string"),
            new Property("price", "int"), new Property("size", "long"), new Property("inputTickTS", "long"),
            new Property("TS", "long")));

    /** Every type the workspace declares, inputs first. */
    public static final List<FincosEventType> ALL = List.of(STOCK_TICK, STRATEGY_DEF, INDICATOR, MARKET_ORDER);

    public FincosEventType {
        properties = List.copyOf(properties);
    }

    /** The property names in order. */
    public List<String> propertyNames() {
        return properties.stream().map(Property::name).toList();
    }
}
