package org.pairsbench.reference.computation;

/** Market position of a strategy (spec ruling 6). */
enum Position {
    /** Holds nothing. */
    FLAT,
    /** Holds shares of symbol1. */
    LONG_SHORT,
    /** Holds shares of symbol2. */
    SHORT_LONG
}
