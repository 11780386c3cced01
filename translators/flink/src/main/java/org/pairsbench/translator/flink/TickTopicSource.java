package org.pairsbench.translator.flink;

import java.util.Collection;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.apache.flink.api.common.eventtime.Watermark;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.connector.source.Boundedness;
import org.apache.flink.api.connector.source.ReaderOutput;
import org.apache.flink.api.connector.source.Source;
import org.apache.flink.api.connector.source.SourceEvent;
import org.apache.flink.api.connector.source.SourceOutput;
import org.apache.flink.api.connector.source.SourceReader;
import org.apache.flink.api.connector.source.SourceReaderContext;
import org.apache.flink.api.connector.source.SplitEnumerator;
import org.apache.flink.api.connector.source.SplitEnumeratorContext;
import org.apache.flink.api.java.typeutils.ResultTypeQueryable;
import org.apache.flink.connector.kafka.source.KafkaSource;
import org.apache.flink.connector.kafka.source.enumerator.KafkaSourceEnumState;
import org.apache.flink.connector.kafka.source.split.KafkaPartitionSplit;
import org.apache.flink.core.io.InputStatus;
import org.apache.flink.core.io.SimpleVersionedSerializer;

/**
 * The job's source with option {@code kafka}: Flink's {@link KafkaSource} on the ticks topic, whose input ends at
 * the adapter's end record. KafkaSource itself never ends a topic on a record (it ignores
 * {@code DeserializationSchema.isEndOfStream}, and its stopping offsets are fixed when the job starts, before the
 * adapter knows where the stream ends), so its reader is wrapped: the end marker ({@link TickRecord#isEnd}) is
 * not passed on, and the reader reports the end of its input. Flink then ends the job's input as a bounded legacy
 * source's end does, with the final MAX watermark, like the in-JVM queue's and the wire's end.
 */
final class TickTopicSource implements Source<TickRow, KafkaPartitionSplit, KafkaSourceEnumState>,
        ResultTypeQueryable<TickRow> {

    private static final long serialVersionUID = 1L;

    private final KafkaSource<TickRow> kafka;

    TickTopicSource(KafkaSource<TickRow> kafka) {
        this.kafka = kafka;
    }

    @Override
    public Boundedness getBoundedness() {
        return kafka.getBoundedness();
    }

    @Override
    public SplitEnumerator<KafkaPartitionSplit, KafkaSourceEnumState> createEnumerator(
            SplitEnumeratorContext<KafkaPartitionSplit> context) throws Exception {
        return kafka.createEnumerator(context);
    }

    @Override
    public SplitEnumerator<KafkaPartitionSplit, KafkaSourceEnumState> restoreEnumerator(
            SplitEnumeratorContext<KafkaPartitionSplit> context, KafkaSourceEnumState checkpoint) throws Exception {
        return kafka.restoreEnumerator(context, checkpoint);
    }

    @Override
    public SimpleVersionedSerializer<KafkaPartitionSplit> getSplitSerializer() {
        return kafka.getSplitSerializer();
    }

    @Override
    public SimpleVersionedSerializer<KafkaSourceEnumState> getEnumeratorCheckpointSerializer() {
        return kafka.getEnumeratorCheckpointSerializer();
    }

    @Override
    public SourceReader<TickRow, KafkaPartitionSplit> createReader(SourceReaderContext context) throws Exception {
        return new EndingReader(kafka.createReader(context));
    }

    @Override
    public TypeInformation<TickRow> getProducedType() {
        return TypeInformation.of(TickRow.class);
    }

    /** KafkaSource's reader, whose input ends where the end marker comes. */
    private static final class EndingReader implements SourceReader<TickRow, KafkaPartitionSplit> {

        private final SourceReader<TickRow, KafkaPartitionSplit> reader;
        private boolean ended;
        private ReaderOutput<TickRow> given;
        private ReaderOutput<TickRow> wrapped;

        EndingReader(SourceReader<TickRow, KafkaPartitionSplit> reader) {
            this.reader = reader;
        }

        @Override
        public void start() {
            reader.start();
        }

        @Override
        public InputStatus pollNext(ReaderOutput<TickRow> output) throws Exception {
            if (ended) {
                return InputStatus.END_OF_INPUT;
            }
            if (output != given) {
                given = output;
                wrapped = new EndingReaderOutput(output);
            }
            InputStatus status = reader.pollNext(wrapped);
            return ended ? InputStatus.END_OF_INPUT : status;
        }

        @Override
        public List<KafkaPartitionSplit> snapshotState(long checkpointId) {
            return reader.snapshotState(checkpointId);
        }

        @Override
        public CompletableFuture<Void> isAvailable() {
            return ended ? CompletableFuture.completedFuture(null) : reader.isAvailable();
        }

        @Override
        public void addSplits(List<KafkaPartitionSplit> splits) {
            reader.addSplits(splits);
        }

        @Override
        public void notifyNoMoreSplits() {
            reader.notifyNoMoreSplits();
        }

        @Override
        public void handleSourceEvents(SourceEvent event) {
            reader.handleSourceEvents(event);
        }

        @Override
        public void pauseOrResumeSplits(Collection<String> toPause, Collection<String> toResume) {
            reader.pauseOrResumeSplits(toPause, toResume);
        }

        @Override
        public void notifyCheckpointComplete(long checkpointId) throws Exception {
            reader.notifyCheckpointComplete(checkpointId);
        }

        @Override
        public void notifyCheckpointAborted(long checkpointId) throws Exception {
            reader.notifyCheckpointAborted(checkpointId);
        }

        @Override
        public void close() throws Exception {
            reader.close();
        }

        /** Passes records on until the end marker; the reader ends there. */
        private class EndingOutput implements SourceOutput<TickRow> {

            private final SourceOutput<TickRow> output;

            EndingOutput(SourceOutput<TickRow> output) {
                this.output = output;
            }

            @Override
            public void collect(TickRow record) {
                if (TickRecord.isEnd(record)) {
                    ended = true;
                } else if (!ended) {
                    output.collect(record);
                }
            }

            @Override
            public void collect(TickRow record, long timestamp) {
                if (TickRecord.isEnd(record)) {
                    ended = true;
                } else if (!ended) {
                    output.collect(record, timestamp);
                }
            }

            @Override
            public void emitWatermark(Watermark watermark) {
                output.emitWatermark(watermark);
            }

            @Override
            public void markIdle() {
                output.markIdle();
            }

            @Override
            public void markActive() {
                output.markActive();
            }
        }

        /** The reader's main output; KafkaSource's reader emits through the per-split outputs it creates. */
        private final class EndingReaderOutput extends EndingOutput implements ReaderOutput<TickRow> {

            private final ReaderOutput<TickRow> main;

            EndingReaderOutput(ReaderOutput<TickRow> main) {
                super(main);
                this.main = main;
            }

            @Override
            public SourceOutput<TickRow> createOutputForSplit(String splitId) {
                return new EndingOutput(main.createOutputForSplit(splitId));
            }

            @Override
            public void releaseOutputForSplit(String splitId) {
                main.releaseOutputForSplit(splitId);
            }
        }
    }
}
