package org.pairsbench.translator.flink;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.flink.streaming.api.functions.source.legacy.RichSourceFunction;

/**
 * The job's input: the ticks the adapter sends, in order, from the engine's {@link Channel}; it ends (and the
 * input is bounded) when the adapter marks the end in {@code finish}. Parallelism 1: the stream is one ordered
 * sequence. Flink's legacy source interface, still in 2.x, is the one that reads from a queue without the split
 * machinery of the newer one.
 */
final class TickSource extends RichSourceFunction<TickRow> {

    private static final long serialVersionUID = 1L;
    private static final int BATCH = 1024;

    private final String channelId;
    private volatile boolean running = true;

    TickSource(String channelId) {
        this.channelId = channelId;
    }

    @Override
    public void run(SourceContext<TickRow> context) throws Exception {
        Channel channel = Channel.get(channelId);
        channel.started.countDown();
        List<Object> batch = new ArrayList<>(BATCH);
        while (running) {
            Object first = channel.ticks.poll(100, TimeUnit.MILLISECONDS);
            if (first == null) {
                continue;
            }
            batch.add(first);
            channel.ticks.drainTo(batch, BATCH - 1);
            synchronized (context.getCheckpointLock()) {
                for (Object element : batch) {
                    if (element == Channel.END) {
                        return;
                    }
                    context.collect((TickRow) element);
                }
            }
            batch.clear();
        }
    }

    @Override
    public void cancel() {
        running = false;
    }
}
