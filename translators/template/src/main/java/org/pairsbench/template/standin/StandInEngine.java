package org.pairsbench.template.standin;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.reference.computation.ReferenceComputation;

/**
 * Stands in for the vendor's engine, so that the template runs and its tests mean something. REPLACE IT: it
 * computes Pairs with the kit's own oracle ({@link ReferenceComputation}), plain Java, which spec 8.2 forbids in a
 * benchmarked engine; that is why "template" is not one of the kit's engines.
 *
 * <p>Its shape is that of a typical embedded engine: a workload deployed from text, an external event-time clock,
 * an input queue drained by the engine's own thread, output callbacks on that thread, and a drain call.
 */
public final class StandInEngine implements AutoCloseable {

    public static final String VERSION = "1.0";

    private sealed interface Command permits Time, Tick, Drain {
    }

    private record Time(long time) implements Command {
    }

    private record Tick(String symbol, int price) implements Command {
    }

    private record Drain(CountDownLatch done) implements Command {
    }

    private final BlockingQueue<Command> queue;
    private final ReferenceComputation computation;
    private final Thread worker;
    private volatile Throwable failure;
    /** The engine's event time, read and written on its thread only. */
    private long clock = Long.MIN_VALUE;

    private StandInEngine(ReferenceComputation computation, int queueCapacity) {
        this.computation = computation;
        this.queue = new ArrayBlockingQueue<>(queueCapacity);
        this.worker = new Thread(this::work, "stand-in-engine");
        this.worker.setDaemon(true);
    }

    /**
     * Parses {@code rulesText} (the translator's {@code pairs.rules}) and starts the engine's thread, which
     * delivers answers to {@code output} in stream order. The engine does not know when its input was sent, so
     * every answer has inputTS {@link Indicator#NO_TS}.
     *
     * @throws IllegalArgumentException naming the line of a rule it cannot parse
     */
    public static StandInEngine deploy(String rulesText, int queueCapacity, AnswerListener output) {
        ReferenceComputation computation = new ReferenceComputation(RulesParser.parse(rulesText), output);
        StandInEngine engine = new StandInEngine(computation, queueCapacity);
        engine.worker.start();
        return engine;
    }

    /** Moves the engine's clock to {@code time} (ms); the periods it closes are processed before later events. */
    public void advanceTime(long time) throws InterruptedException {
        put(new Time(time));
    }

    /** One trade event at the engine's current time. */
    public void sendTick(String symbol, int price) throws InterruptedException {
        put(new Tick(symbol, price));
    }

    /** Returns once every event put before it has been processed and its output delivered. */
    public void drain() throws InterruptedException {
        Drain drain = new Drain(new CountDownLatch(1));
        put(drain);
        while (!drain.done().await(100, TimeUnit.MILLISECONDS)) {
            rethrowFailure();
        }
        rethrowFailure();
    }

    private void put(Command command) throws InterruptedException {
        // A dead worker would leave a full queue blocked forever; checking between waits turns that into its error.
        while (!queue.offer(command, 100, TimeUnit.MILLISECONDS)) {
            rethrowFailure();
        }
        rethrowFailure();
    }

    private void rethrowFailure() {
        Throwable f = failure;
        if (f != null) {
            throw new IllegalStateException("the stand-in engine failed: " + f, f);
        }
    }

    private void work() {
        try {
            while (true) {
                Command command = queue.take();
                if (command instanceof Time t) {
                    // Time passing is an event of no strategy's symbol: the computation closes the periods due.
                    clock = t.time();
                    computation.onTick(ReferenceComputation.UNUSED_SYMBOL, 0, clock, Indicator.NO_TS);
                } else if (command instanceof Tick t) {
                    computation.onTick(computation.symbolId(t.symbol()), t.price(), clock, Indicator.NO_TS);
                } else if (command instanceof Drain d) {
                    d.done().countDown();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Throwable t) {
            failure = t;
        }
    }

    @Override
    public void close() throws InterruptedException {
        // Events still queued are dropped: close comes after finish, or after a failure.
        worker.interrupt();
        worker.join(TimeUnit.SECONDS.toMillis(10));
    }
}
