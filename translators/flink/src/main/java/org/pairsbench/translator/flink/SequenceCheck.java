package org.pairsbench.translator.flink;

/**
 * Checks that the numbered records of one writer arrive each once and in order (0, 1, 2, ...), as the kit's Kafka
 * transport checks its streams: the idempotent producer on one partition should make a duplicate or a gap
 * impossible, and this is what shows that it did. Not thread-safe: one reader calls it.
 */
final class SequenceCheck {

    private final String stream;
    private long expected;

    /** {@code stream} names the records' writer and topic in messages, e.g. "topic pairs-flink-ID-ticks". */
    SequenceCheck(String stream) {
        this.stream = stream;
    }

    /** Null if {@code sequence} is the next number; else the fault in one line. The record after a gap is taken. */
    String check(long sequence) {
        if (sequence == expected) {
            expected++;
            return null;
        }
        if (sequence < expected) {
            return "Kafka delivered record " + sequence + " of " + stream + " again (after record " + (expected - 1)
                    + ")";
        }
        String fault = "Kafka lost " + (sequence - expected == 1 ? "record " + expected
                : "records " + expected + ".." + (sequence - 1)) + " of " + stream + " (record " + sequence
                + " came next)";
        expected = sequence + 1;
        return fault;
    }

    /** The number the next record must have: how many were taken. */
    long expected() {
        return expected;
    }
}
