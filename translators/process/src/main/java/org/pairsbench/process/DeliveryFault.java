package org.pairsbench.process;

import java.io.IOException;

/**
 * A Kafka stream whose records did not arrive each exactly once and in order (a duplicate, a gap, a record without
 * its sequence number): what the engine server reports as an Error record, so the kit's run fails naming it.
 */
public final class DeliveryFault extends IOException {
    private static final long serialVersionUID = 1L;

    DeliveryFault(String message) {
        super(message);
    }
}
