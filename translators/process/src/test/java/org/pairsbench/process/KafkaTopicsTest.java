package org.pairsbench.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/** What the kit says when Kafka cannot even make a client for the address given. */
class KafkaTopicsTest {

    @Test
    void aBrokerAddressThatDoesNotResolveIsNamedWithKafkasReasonNotItsWrapper() {
        // Kafka's own exception says only "Failed to create new KafkaAdminClient"; the reason is in its cause.
        IOException e = assertThrows(IOException.class,
                () -> KafkaTopics.admin("no-such-host.invalid:9092", 1_000).close());

        assertEquals("No resolvable bootstrap urls given in bootstrap.servers", e.getMessage());
    }
}
