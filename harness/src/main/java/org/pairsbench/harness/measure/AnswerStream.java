package org.pairsbench.harness.measure;

/** The two output streams of Pairs (spec section 5), named as FINCoS sink logs and the answer log name them. */
public enum AnswerStream {
    INDICATOR("Indicator"),
    MARKET_ORDER("MarketOrder");

    private final String streamName;

    AnswerStream(String streamName) {
        this.streamName = streamName;
    }

    /** "Indicator" or "MarketOrder". */
    public String streamName() {
        return streamName;
    }
}
