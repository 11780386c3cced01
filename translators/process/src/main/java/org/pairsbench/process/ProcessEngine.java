package org.pairsbench.process;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * An engine in another process or behind a socket, spoken to in the Pairs engine protocol
 * (spec/engine-protocol.md). {@link #deploy} starts or connects to it and waits for its Ready; {@link #send}
 * queues a tick record ({@link TickPipe}); {@link #finish} sends End and waits for Done. Answers arrive on the
 * {@link AnswerReader}'s thread. A failure found on any thread is thrown by the next call of the driver's.
 */
final class ProcessEngine implements Engine {

    static final String PREFIX = "engine '" + ProcessEngineFactory.NAME + "': ";
    /** How long close() waits for the engine to exit by itself after its input ended. */
    private static final long CLOSE_WAIT_MILLIS = 5_000;

    private final ProcessSettings settings;
    private final String prefix;
    private final EngineState state = new EngineState();
    private Connection connection;
    private TickPipe pipe;
    private AnswerReader reader;
    private Thread readerThread;
    private long ticks;
    private boolean closed;

    ProcessEngine(ProcessSettings settings) {
        this.settings = settings;
        this.prefix = settings.prefix();
    }

    @Override
    public String description() {
        String remote = state.description();
        KafkaTransport transport = settings.transport();
        if (transport != null) {
            // Before Ready (the answer log's header is written then): the engine the server must run.
            return remote == null || remote.isBlank() ? transport.engineName() + " via " + settings.target()
                    : remote + " (via " + settings.target() + ")";
        }
        return remote == null || remote.isBlank() ? "process " + settings.target() : remote + " (via process)";
    }

    @Override
    public void deploy(List<Strategy> strategies, AnswerListener listener) throws Exception {
        if (connection != null) {
            throw new IllegalStateException("deploy() was called twice");
        }
        try {
            connection = settings.open();
        } catch (IOException e) {
            throw new ProcessEngineException(prefix + "cannot " + (settings.command() != null ? "start " : "connect to ")
                    + settings.target() + ": " + e.getMessage());
        }
        // A duplicate or a gap in the answers fails the run; the reader goes on, so later answers are still kept.
        connection.onDeliveryFault(fault -> state.fail(prefix + fault));
        reader = new AnswerReader(connection, listener, state, prefix);
        readerThread = new Thread(reader, "pairs-process-reader");
        readerThread.setDaemon(true);
        readerThread.start();
        pipe = new TickPipe(connection.output(), TimeUnit.MILLISECONDS.toNanos(settings.stallTimeoutMillis()),
                this::inputBroken);
        put(Protocol.HELLO_LINE);
        for (Strategy s : strategies) {
            put(RecordCodec.strategy(s));
        }
        put(Protocol.DEPLOY + "," + strategies.size());
        KafkaTransport transport = settings.transport();
        if (transport != null && !state.awaitGreeted(transport.takeTimeoutMillis())) {
            failAndAbort("no engine server took stream " + transport.streamId() + " within "
                    + seconds(transport.takeTimeoutMillis()) + ": is 'pairs engine-server --engine "
                    + transport.engineName() + " --kafka-bootstrap " + settings.kafka() + "' running, and free?");
        }
        if (!state.awaitReady(settings.deployTimeoutMillis())) {
            failAndAbort("no Ready record within " + seconds(settings.deployTimeoutMillis()) + " (" + DEPLOY_HINT + ")");
        }
        check();
    }

    private static final String DEPLOY_HINT = "option " + ProcessSettings.DEPLOY_TIMEOUT;

    @Override
    public void send(StockTick tick, long ts) throws Exception {
        if (state.failure() != null) {
            check();
        }
        boolean queued;
        try {
            queued = pipe.tick(tick, ts);
        } catch (TimeoutException e) {
            failAndAbort(stalled());
            return;
        }
        requireQueued(queued);
        ticks++;
    }

    @Override
    public void finish() throws Exception {
        check();
        reader.endSent();
        KafkaTransport transport = settings.transport();
        // With driver processes the ticks went to the engine server through them: End counts theirs.
        put(Protocol.END + "," + (transport != null && transport.drivers() != null ? transport.driversTicksSent() : ticks));
        if (!state.awaitDone(settings.finishTimeoutMillis())) {
            failAndAbort("no Done record within " + seconds(settings.finishTimeoutMillis()) + " of End (option "
                    + ProcessSettings.FINISH_TIMEOUT + ")");
        }
        check();
    }

    @Override
    public void close() throws Exception {
        if (connection == null || closed) {
            return;
        }
        closed = true;
        reader.closing();
        pipe.close();
        if (!pipe.awaitClosed(CLOSE_WAIT_MILLIS)) {
            // The engine stopped reading: nothing left to wait for.
            connection.abort();
        }
        connection.close(CLOSE_WAIT_MILLIS);
        readerThread.join(CLOSE_WAIT_MILLIS);
    }

    /** Queues a control record; a broken or stalled pipe is the engine's failure. */
    private void put(String record) throws Exception {
        boolean queued;
        try {
            queued = pipe.line(record);
        } catch (TimeoutException e) {
            failAndAbort(stalled());
            return;
        }
        requireQueued(queued);
    }

    /** A record the pipe refused: the engine's failure if it has one, else its closed input. */
    private void requireQueued(boolean queued) throws ProcessEngineException {
        if (!queued) {
            check();
            throw new ProcessEngineException(prefix + "its input is closed");
        }
    }

    private String stalled() {
        String limit = settings.transport() != null ? "half of --stall-timeout" : "option " + ProcessSettings.STALL_TIMEOUT;
        return connection.stalledReason("the engine read none of its input for " + seconds(settings.stallTimeoutMillis())
                + " (the kit's buffer is full; " + limit + ") after " + ticks + " ticks");
    }

    /** On the writer thread: the engine stopped taking input, most often because it exited. */
    private void inputBroken(IOException e) {
        // The engine's last answers may still be in its output pipe when its input breaks: let the reader take
        // them first (it stops at the output's end, which follows the engine's exit, and then names the loss with
        // the final count of answers read); only an engine that keeps its output open gets this message.
        try {
            readerThread.join(CLOSE_WAIT_MILLIS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        state.fail(prefix + connection.lostReason(reader.before() + " (writing its input: " + e.getMessage() + ")"));
    }

    private void failAndAbort(String reason) throws ProcessEngineException {
        state.fail(prefix + reason);
        connection.abort();
        check();
    }

    /** Throws the engine's failure, if it has one. */
    private void check() throws ProcessEngineException {
        String failure = state.failure();
        if (failure != null) {
            throw new ProcessEngineException(failure);
        }
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%d s", millis / 1000);
    }
}
