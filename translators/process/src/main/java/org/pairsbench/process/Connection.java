package org.pairsbench.process;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.function.Consumer;

/** The two streams to an engine, a started command's or a socket's, and how the peer went away. */
interface Connection {

    /** What the engine writes: its answers. */
    InputStream input();

    /** What the engine reads: strategies and ticks. */
    OutputStream output();

    /**
     * Why the engine's stream ended or stopped taking input, for a failure message: a command's exit code and
     * last stderr line, or a closed connection. May wait a moment for a command to exit.
     *
     * @param when when it happened, e.g. "before its Ready record", put right after what happened
     */
    String lostReason(String when);

    /**
     * Where a transport that numbers its records reports a duplicate or a gap in the engine's output (read past,
     * counted, and a failure of the run); pipes and sockets cannot have one.
     */
    default void onDeliveryFault(Consumer<String> handler) {
    }

    /**
     * Why the engine took none of the kit's buffered input for the stall timeout, for the failure message:
     * {@code standard}, or what the transport knows better (a broker that does not answer). May take a moment.
     */
    default String stalledReason(String standard) {
        return standard;
    }

    /** Ends the engine now (a failed run): kills the command, or closes the socket. */
    void abort();

    /** Ends the engine after a run: waits up to {@code millis} for the command to exit on its own, then kills it. */
    void close(long millis) throws InterruptedException;
}
