package org.pairsbench.translator.flink;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.streaming.api.functions.sink.legacy.RichSinkFunction;

/**
 * The job's output: hands each answer to the engine's listener, with the TS of its trigger. What the listener
 * throws fails the job, and so the adapter's next send or its finish.
 */
final class AnswerSink extends RichSinkFunction<AnswerRow> {

    private static final long serialVersionUID = 1L;

    private final String channelId;
    private transient Channel channel;

    AnswerSink(String channelId) {
        this.channelId = channelId;
    }

    @Override
    public void open(OpenContext context) {
        channel = Channel.get(channelId);
        channel.started.countDown();
    }

    @Override
    public void invoke(AnswerRow answer, Context context) {
        channel.deliver(answer);
    }
}
