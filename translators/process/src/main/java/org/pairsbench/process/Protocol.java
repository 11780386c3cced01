package org.pairsbench.process;

/**
 * The names and limits of the Pairs engine protocol, version 1 (spec/engine-protocol.md), shared by both sides.
 * Records are UTF-8 lines of comma-separated fields; the first field names the record.
 */
public final class Protocol {

    /** The handshake both sides write first: {@code Pairs-Engine-Protocol,1}. */
    public static final String HELLO = "Pairs-Engine-Protocol";
    public static final int VERSION = 1;
    public static final String HELLO_LINE = HELLO + "," + VERSION;

    // Kit to engine.
    public static final String STRATEGY = "Strategy";
    public static final String DEPLOY = "Deploy";
    public static final String TICK = "Tick";
    public static final String END = "End";

    // Engine to kit (besides Indicator and MarketOrder, the answer log's records).
    public static final String READY = "Ready";
    public static final String DONE = "Done";
    public static final String ERROR = "Error";

    // The Kafka transport's announcement of a stream: Stream,ID on the control topic.
    public static final String STREAM = "Stream";
    /** In an announcement: {@code Drivers,N}, the stream's ticks come from N driver processes (a partition each). */
    public static final String DRIVERS = "Drivers";
    /** A driver process's last record on its partition of the ticks topic: {@code PartEnd,I,COUNT}. */
    public static final String PART_END = "PartEnd";

    /**
     * The longest line either side accepts, in bytes without the line end: far above any real record (a tick is
     * under 80 bytes), low enough that a peer writing garbage without line ends cannot make the reader buffer
     * without bound.
     */
    public static final int MAX_LINE_BYTES = 4096;

    /** Quoted input in messages is cut to this many characters. */
    static final int QUOTE_CHARS = 100;

    private Protocol() {
    }

    /** Comment lines (starting with '#') are skipped by both sides. */
    static boolean isComment(String line) {
        return !line.isEmpty() && line.charAt(0) == '#';
    }
}
