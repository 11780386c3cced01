package org.pairsbench.translator.flink;

import org.apache.flink.streaming.api.operators.AbstractStreamOperator;
import org.apache.flink.streaming.api.operators.BoundedOneInput;
import org.apache.flink.streaming.api.operators.OneInputStreamOperator;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;

/**
 * In front of each Kafka sink subtask: passes the answers on and, when the job's input ends (after the final MAX
 * watermark has fired and dropped the periods that never closed), adds the subtask's done record
 * ({@link AnswerRow#DONE}), which the sink writes after all its answers. It is what the wire's sink writes in
 * {@code finish}: Flink's KafkaSink has no end-of-input hook of its own.
 */
final class AnswerStreamEnd extends AbstractStreamOperator<AnswerRow>
        implements OneInputStreamOperator<AnswerRow, AnswerRow>, BoundedOneInput {

    private static final long serialVersionUID = 1L;

    @Override
    public void processElement(StreamRecord<AnswerRow> element) {
        output.collect(element);
    }

    @Override
    public void endInput() {
        output.collect(new StreamRecord<>(AnswerRow.done()));
    }
}
