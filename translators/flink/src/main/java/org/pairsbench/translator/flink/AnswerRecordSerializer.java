package org.pairsbench.translator.flink;

import org.apache.flink.api.common.serialization.SerializationSchema;
import org.apache.flink.connector.kafka.sink.KafkaRecordSerializationSchema;
import org.apache.kafka.clients.producer.ProducerRecord;

/**
 * Writes each answer of a sink subtask as an {@link AnswerRecord} to the answers topic's one partition, numbered
 * in the subtask's own sequence; one serializer per sink subtask, so one writer per sequence.
 */
final class AnswerRecordSerializer implements KafkaRecordSerializationSchema<AnswerRow> {

    private static final long serialVersionUID = 1L;

    private final String topic;
    private transient int subtask;
    private transient int subtasks;
    private transient long sequence;

    AnswerRecordSerializer(String topic) {
        this.topic = topic;
    }

    @Override
    public void open(SerializationSchema.InitializationContext context, KafkaSinkContext sinkContext) {
        subtask = sinkContext.getParallelInstanceId();
        subtasks = sinkContext.getNumberOfParallelInstances();
        sequence = 0;
    }

    @Override
    public ProducerRecord<byte[], byte[]> serialize(AnswerRow answer, KafkaSinkContext context, Long timestamp) {
        byte[] value = AnswerRecord.write(subtask, subtasks, sequence++, answer);
        return new ProducerRecord<byte[], byte[]>(topic, 0, null, value);
    }
}
