package org.pairsbench.core.answers;

import java.util.Optional;

/**
 * Tells whether a FINCoS sink log's arrival times fit the unit its header declares. FINCoS writes nothing that
 * says which clock a number came from, and a hand-edited setup can declare nanoseconds over epoch milliseconds
 * (or the reverse), which would make every latency 10^6 times off. The wall-clock {@code logTS} column
 * (epoch ms, written when the line was) tells them apart: millisecond arrival times come from the same clock
 * and lie within moments of it, while nanosecond arrival times ({@code System.nanoTime()}) have an arbitrary
 * origin and are never near it by chance.
 */
final class TimestampUnitCheck {

    /** An epoch-millisecond arrival lies within this of its line's logTS (flush delays are milliseconds). */
    static final long NEAR_MS = 3_600_000L;

    private final boolean declaredNanos;
    private long records;
    private long nearLogTs;

    TimestampUnitCheck(boolean declaredNanos) {
        this.declaredNanos = declaredNanos;
    }

    void record(long logTs, long arrivalRaw) {
        records++;
        if (Math.abs(arrivalRaw - logTs) <= NEAR_MS) {
            nearLogTs++;
        }
    }

    /** A warning when every arrival contradicts the declared unit; none for a log without arrival times. */
    Optional<String> warning() {
        if (records == 0) {
            return Optional.empty();
        }
        if (declaredNanos && nearLogTs == records) {
            return Optional.of("the header says nanoseconds, but every arrival time lies within an hour of its "
                    + "line's logTS (epoch milliseconds): they look like milliseconds, and latencies read as "
                    + "nanoseconds would be 10^6 times too small; check 'Response Time Resolution'");
        }
        if (!declaredNanos && nearLogTs == 0) {
            return Optional.of("the header says milliseconds, but no arrival time lies within an hour of its "
                    + "line's logTS (epoch milliseconds): they look like nanoseconds, and latencies read as "
                    + "milliseconds would be 10^6 times too large; check 'Response Time Resolution'");
        }
        return Optional.empty();
    }
}
