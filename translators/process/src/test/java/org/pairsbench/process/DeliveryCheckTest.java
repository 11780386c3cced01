package org.pairsbench.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;

/**
 * The sequence check of a Kafka stream's records, on hand-made record sequences: each record counted once, a
 * duplicate and a gap recognised, named and counted, never passed over in silence.
 */
class DeliveryCheckTest {

    private static final String TOPIC = "pairs-0123456789abcdef-out";

    /** The verdicts for records numbered {@code sequence}, in that order. */
    private static List<DeliveryCheck.Verdict> verdicts(DeliveryCheck check, long... sequence) {
        List<DeliveryCheck.Verdict> out = new ArrayList<>();
        for (long s : sequence) {
            out.add(check.check(s));
        }
        return out;
    }

    @Test
    void recordsInOrderAreEachTakenOnceAndNothingIsAFault() {
        DeliveryCheck check = new DeliveryCheck(TOPIC);
        assertEquals(List.of(DeliveryCheck.Verdict.NEXT, DeliveryCheck.Verdict.NEXT, DeliveryCheck.Verdict.NEXT),
                verdicts(check, 0, 1, 2));
        assertEquals(3, check.records());
        assertEquals(0, check.duplicates());
        assertEquals(0, check.gaps());
        assertEquals(0, check.missing());
        assertNull(check.lastFault());
    }

    @Test
    void aRecordDeliveredTwiceIsADuplicateThatIsNotTakenAgain() {
        DeliveryCheck check = new DeliveryCheck(TOPIC);
        // 0 1 2 1 3: record 1 comes again after 2 (a producer retry that was not deduplicated).
        assertEquals(List.of(DeliveryCheck.Verdict.NEXT, DeliveryCheck.Verdict.NEXT, DeliveryCheck.Verdict.NEXT,
                DeliveryCheck.Verdict.DUPLICATE, DeliveryCheck.Verdict.NEXT), verdicts(check, 0, 1, 2, 1, 3));
        assertEquals(4, check.records());
        assertEquals(1, check.duplicates());
        assertEquals(0, check.gaps());
        assertEquals("Kafka delivered record 1 of topic " + TOPIC + " again (after record 2)", check.lastFault());
    }

    @Test
    void missingRecordsAreAGapCountedWithHowManyWereLost() {
        DeliveryCheck check = new DeliveryCheck(TOPIC);
        // 0 3 4 6: records 1 and 2 are lost, then record 5: two gaps, three records missing.
        assertEquals(List.of(DeliveryCheck.Verdict.NEXT, DeliveryCheck.Verdict.GAP, DeliveryCheck.Verdict.NEXT,
                DeliveryCheck.Verdict.GAP), verdicts(check, 0, 3, 4, 6));
        assertEquals(4, check.records());
        assertEquals(2, check.gaps());
        assertEquals(3, check.missing());
        assertEquals("Kafka lost record 5 of topic " + TOPIC + " (record 6 came next)", check.lastFault());
    }

    @Test
    void aStreamThatDoesNotStartAtRecordZeroHasLostItsBeginning() {
        DeliveryCheck check = new DeliveryCheck(TOPIC);
        assertEquals(DeliveryCheck.Verdict.GAP, check.check(2));
        assertEquals("Kafka lost records 0..1 of topic " + TOPIC + " (record 2 came next)", check.lastFault());
        assertEquals(2, check.missing());
    }

    private static ConsumerRecord<String, byte[]> record(long offset, String sequenceHeader) {
        ConsumerRecord<String, byte[]> r = new ConsumerRecord<>(TOPIC, 0, offset, null,
                "Done,0\n".getBytes(StandardCharsets.UTF_8));
        if (sequenceHeader != null) {
            r.headers().add(KafkaTopics.SEQUENCE_HEADER, sequenceHeader.getBytes(StandardCharsets.US_ASCII));
        }
        return r;
    }

    @Test
    void theSequenceNumberIsReadFromEachRecordsHeader() throws MalformedRecord {
        DeliveryCheck check = new DeliveryCheck(TOPIC);
        // Kafka offsets need not match sequence numbers (the topic's own numbering); only the header counts.
        assertEquals(DeliveryCheck.Verdict.NEXT, check.check(record(7, "0")));
        assertEquals(DeliveryCheck.Verdict.DUPLICATE, check.check(record(8, "0")));
        assertEquals(DeliveryCheck.Verdict.NEXT, check.check(record(9, "1")));
    }

    @Test
    void aRecordWithoutAUsableSequenceNumberIsMalformedNamingItsOffset() {
        DeliveryCheck check = new DeliveryCheck(TOPIC);
        assertEquals("record at offset 4 of topic " + TOPIC + " has no pairs-seq header",
                assertThrows(MalformedRecord.class, () -> check.check(record(4, null))).getMessage());
        assertEquals("record at offset 5 of topic " + TOPIC + " has pairs-seq '-1', not a sequence number",
                assertThrows(MalformedRecord.class, () -> check.check(record(5, "-1"))).getMessage());
    }

    @Test
    void theStreamProducerIsIdempotentWithEveryAcknowledgementAndNoLinger() {
        Map<String, String> settings = KafkaTopics.producerSettings(KafkaTopics.producer("127.0.0.1:1", 10_000, 30_000));
        assertEquals("true", settings.get("enable.idempotence"));
        assertEquals("all", settings.get("acks"));
        assertEquals("0", settings.get("linger.ms"));
        assertEquals("30000", settings.get("delivery.timeout.ms"));
    }
}
