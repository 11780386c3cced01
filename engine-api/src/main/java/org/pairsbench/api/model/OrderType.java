package org.pairsbench.api.model;

/** The two kinds of {@link MarketOrder}. When a strategy emits both for one indicator, SELL comes first. */
public enum OrderType {
    SELL,
    BUY
}
