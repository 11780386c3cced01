package org.pairsbench.process;

import java.io.IOException;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;

/**
 * The kit's reader of the engine's output, on a thread of its own: checks the handshake, waits for Ready,
 * hands each answer to the listener as soon as its line is read, and notes Done and Error. It holds one line
 * at most: an engine that answers faster than the listener takes answers is held back by its own full pipe,
 * never buffered by the kit. The first problem becomes the engine's failure; a malformed record also ends the
 * engine, whose stream can no longer be trusted.
 */
final class AnswerReader implements Runnable {

    private final LineInput in;
    private final AnswerListener listener;
    private final EngineState state;
    private final Connection connection;
    private final String engine;
    private boolean greeted;
    private volatile long answers;
    private volatile boolean endSent;
    private volatile boolean closing;

    AnswerReader(Connection connection, AnswerListener listener, EngineState state, String engine) {
        this.in = new LineInput(connection.input());
        this.listener = listener;
        this.state = state;
        this.connection = connection;
        this.engine = engine;
    }

    /** The kit has sent End: a Done is now due. */
    void endSent() {
        endSent = true;
    }

    /** The kit is closing the engine: the stream's end or a read error is no failure any more. */
    void closing() {
        closing = true;
    }

    @Override
    public void run() {
        String line = null;
        try {
            while ((line = in.readLine()) != null) {
                if (!Protocol.isComment(line)) {
                    record(line);
                }
            }
            if (!state.isDone() && !closing) {
                state.fail(engine + connection.lostReason(before()));
            }
        } catch (MalformedRecord e) {
            // A line that is no record at all (too long, cut off) quotes itself; a bad record is quoted here.
            String quoted = line == null || e.getMessage().contains("'" + RecordCodec.quote(line) + "'") ? ""
                    : ": '" + RecordCodec.quote(line) + "'";
            if (state.fail(engine + "malformed record on line " + in.lineNumber() + " of the engine's output: "
                    + e.getMessage() + quoted)) {
                connection.abort();
            }
        } catch (IOException e) {
            if (!state.isDone() && !closing) {
                state.fail(engine + connection.lostReason(before() + " (reading its output: " + e.getMessage() + ")"));
            }
        } catch (RuntimeException e) {
            state.fail(engine + "the kit could not take answer #" + (answers + 1) + ": " + e);
        }
    }

    /** Where in the protocol the engine went away, for the failure message. */
    String before() {
        return "before " + (endSent ? "its Done record" : state.isReady() ? "the end of the stream" : "its Ready record")
                + " (" + answers + " answers read)";
    }

    private void record(String line) throws MalformedRecord {
        String[] f = RecordCodec.split(line);
        String type = f[0];
        if (!greeted) {
            hello(f);
            return;
        }
        switch (type) {
            case "Indicator", "MarketOrder" -> answer(RecordCodec.parseAnswer(f));
            case Protocol.READY -> {
                if (state.isReady()) {
                    throw new MalformedRecord("a second Ready record");
                }
                state.ready(RecordCodec.rest(line));
            }
            case Protocol.DONE -> done(RecordCodec.parseCount(f));
            case Protocol.ERROR -> state.fail(engine + "the engine reported an error: " + RecordCodec.rest(line));
            default -> throw new MalformedRecord("unknown record type '" + RecordCodec.quote(type)
                    + "'; expected Indicator, MarketOrder, Ready, Done or Error");
        }
    }

    private void hello(String[] f) throws MalformedRecord {
        if (!f[0].equals(Protocol.HELLO) || f.length != 2) {
            throw new MalformedRecord("expected the handshake '" + Protocol.HELLO_LINE + "' first");
        }
        long version = RecordCodec.parseLong(f[1], "protocol version");
        if (version != Protocol.VERSION) {
            throw new MalformedRecord("the engine speaks protocol version " + version + "; this kit speaks "
                    + Protocol.VERSION);
        }
        greeted = true;
        state.greeted();
    }

    private void answer(Answer answer) throws MalformedRecord {
        if (!state.isReady()) {
            throw new MalformedRecord("an answer before the Ready record");
        }
        answers++;
        // Delivered even after Done, so it is counted; the failure then says what the engine did wrong.
        if (answer instanceof Indicator i) {
            listener.onIndicator(i);
        } else {
            listener.onOrder((MarketOrder) answer);
        }
        if (state.isDone()) {
            state.fail(engine + "an answer after the Done record, on line " + in.lineNumber());
        }
    }

    private void done(long count) throws MalformedRecord {
        if (!endSent) {
            throw new MalformedRecord("a Done record before the kit sent End");
        }
        if (state.isDone()) {
            throw new MalformedRecord("a second Done record");
        }
        if (count != answers) {
            state.fail(engine + "its Done record counts " + count + " answers, the kit read " + answers);
        }
        state.done();
    }
}
