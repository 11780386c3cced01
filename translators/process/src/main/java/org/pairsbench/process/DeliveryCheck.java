package org.pairsbench.process;

import java.nio.charset.StandardCharsets;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.header.Header;

/**
 * Checks that the records of one direction of a Kafka stream arrive each exactly once and in order, by the sequence
 * number {@link KafkaRecordOutput} puts in each record's {@link KafkaTopics#SEQUENCE_HEADER} header (0, 1, 2, ...).
 * The idempotent producer and one partition per topic should make a duplicate or a gap impossible; this check is
 * what shows that they did, end to end, whatever producer wrote the topic. Not thread-safe: one reader calls it;
 * the counts are read by others ({@code volatile}).
 */
final class DeliveryCheck {

    /** What one record was. */
    enum Verdict {
        /** The next record: its value belongs to the stream. */
        NEXT,
        /** A record seen before: its value must not be read again. */
        DUPLICATE,
        /** Records are missing before this one; its value still belongs to the stream. */
        GAP
    }

    private final String topic;
    private long expected;
    private volatile long records;
    private volatile long duplicates;
    private volatile long gaps;
    private volatile long missing;
    private String lastFault;

    DeliveryCheck(String topic) {
        this.topic = topic;
    }

    /**
     * Checks one record.
     *
     * @throws MalformedRecord the record has no sequence header, or one that is not a non-negative decimal number
     */
    Verdict check(ConsumerRecord<?, byte[]> record) throws MalformedRecord {
        return check(sequenceOf(record));
    }

    /** Checks the record numbered {@code sequence}. */
    Verdict check(long sequence) {
        if (sequence == expected) {
            expected++;
            records++;
            return Verdict.NEXT;
        }
        if (sequence < expected) {
            duplicates++;
            lastFault = "Kafka delivered record " + sequence + " of topic " + topic + " again (after record "
                    + (expected - 1) + ")";
            return Verdict.DUPLICATE;
        }
        gaps++;
        missing += sequence - expected;
        lastFault = "Kafka lost " + (sequence - expected == 1 ? "record " + expected
                : "records " + expected + ".." + (sequence - 1)) + " of topic " + topic + " (record " + sequence
                + " came next)";
        expected = sequence + 1;
        records++;
        return Verdict.GAP;
    }

    /** The one-line description of the last duplicate or gap, or null if there was none. */
    String lastFault() {
        return lastFault;
    }

    /** Records taken into the stream (duplicates not counted). */
    long records() {
        return records;
    }

    long duplicates() {
        return duplicates;
    }

    /** Places where records were missing. */
    long gaps() {
        return gaps;
    }

    /** Records missing in all gaps. */
    long missing() {
        return missing;
    }

    static long sequenceOf(ConsumerRecord<?, byte[]> record) throws MalformedRecord {
        Header header = record.headers().lastHeader(KafkaTopics.SEQUENCE_HEADER);
        if (header == null || header.value() == null) {
            throw new MalformedRecord("record at offset " + record.offset() + " of topic " + record.topic()
                    + " has no " + KafkaTopics.SEQUENCE_HEADER + " header");
        }
        String text = new String(header.value(), StandardCharsets.US_ASCII);
        if (!text.matches("\\d{1,18}")) {
            throw new MalformedRecord("record at offset " + record.offset() + " of topic " + record.topic() + " has "
                    + KafkaTopics.SEQUENCE_HEADER + " '" + RecordCodec.quote(text) + "', not a sequence number");
        }
        return Long.parseLong(text);
    }
}
