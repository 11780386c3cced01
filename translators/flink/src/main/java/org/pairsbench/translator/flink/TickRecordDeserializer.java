package org.pairsbench.translator.flink;

import java.io.IOException;
import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.connector.kafka.source.reader.deserializer.KafkaRecordDeserializationSchema;
import org.apache.flink.util.Collector;
import org.apache.kafka.clients.consumer.ConsumerRecord;

/**
 * Turns the ticks topic's records ({@link TickRecord}) into the job's rows, the end record into the end marker,
 * and fails the job, naming the topic, on a record that is not the stream's next one (a duplicate or a gap).
 */
final class TickRecordDeserializer implements KafkaRecordDeserializationSchema<TickRow> {

    private static final long serialVersionUID = 1L;

    private final String topic;
    private transient SequenceCheck sequence;

    TickRecordDeserializer(String topic) {
        this.topic = topic;
    }

    @Override
    public void open(DeserializationSchema.InitializationContext context) {
        sequence = new SequenceCheck("topic " + topic);
    }

    @Override
    public void deserialize(ConsumerRecord<byte[], byte[]> record, Collector<TickRow> out) throws IOException {
        TickRecord.Decoded decoded = TickRecord.read(record.value(), "record at offset " + record.offset()
                + " of topic " + topic);
        String fault = sequence.check(decoded.index());
        if (fault != null) {
            throw new IOException(fault);
        }
        out.collect(decoded.tick() != null ? decoded.tick() : TickRecord.endMarker(decoded.index()));
    }

    @Override
    public TypeInformation<TickRow> getProducedType() {
        return TypeInformation.of(TickRow.class);
    }
}
