package org.pairsbench.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.model.Strategy;

/**
 * The engine side of the protocol, for any {@link Engine}: reads the kit's records, calls the engine, writes its
 * answers back ({@code pairs serve} runs it on stdin/stdout or on a socket). One engine, one stream, one pass.
 * A problem is written as an {@code Error} record (the kit fails the run with it) and on {@code log}.
 */
public final class EngineServer {

    /** The stream ended normally: End, Done, then the kit's end of input. */
    public static final int EXIT_OK = 0;
    /** The engine failed, or the kit went away before End. */
    public static final int EXIT_FAILED = 1;
    /** The kit's input broke the protocol. */
    public static final int EXIT_BAD_INPUT = 2;

    private final Engine engine;
    private final PrintStream log;
    private final String name;

    /**
     * @param name the engine's name for messages, e.g. "reference"
     * @param log  where problems are reported besides the Error record (stderr; never the protocol's stream)
     */
    public EngineServer(Engine engine, String name, PrintStream log) {
        this.engine = engine;
        this.name = name;
        this.log = log;
    }

    /** Serves one stream; returns {@link #EXIT_OK}, {@link #EXIT_FAILED} or {@link #EXIT_BAD_INPUT}. */
    public int serve(InputStream in, OutputStream out) throws IOException {
        return serve(in, out, null);
    }

    /**
     * Serves one stream announced on Kafka; with several driver processes ({@code Drivers,N}) its ticks come from
     * their partitions, merged by position, and the rest (strategies, Deploy, End) from the kit's topic.
     */
    public int serve(KafkaStreamSource.Stream stream) throws IOException {
        return serve(stream.input(), stream.output(), stream.ticks());
    }

    private int serve(InputStream in, OutputStream out, KafkaTickMerge merged) throws IOException {
        AnswerOutput answers = new AnswerOutput(out);
        LineInput input = new LineInput(in, answers::idle);
        try {
            answers.record(Protocol.HELLO_LINE);
            return new Session(input, answers, merged).run();
        } catch (DeliveryFault e) {
            // The ticks path lost or doubled a record: the engine's answers can no longer be trusted.
            String text = RecordCodec.oneLine("the engine server's input: " + e.getMessage());
            log.println("pairs serve: " + text);
            answers.record(Protocol.ERROR + "," + text);
            return EXIT_FAILED;
        } catch (InputEnded e) {
            log.println("pairs serve: the kit closed the input before End, " + e.getMessage());
            return EXIT_FAILED;
        } catch (IOException e) {
            log.println("pairs serve: the kit went away: " + e.getMessage());
            return EXIT_FAILED;
        } finally {
            answers.close();
        }
    }

    /**
     * The kit's input ended before a record the stream cannot do without: not a malformed record but the kit
     * ending the stream (it failed the run, or went away), so exit 1 and no Error record, as after a tick.
     */
    private static final class InputEnded extends java.io.EOFException {
        private static final long serialVersionUID = 1L;

        InputEnded(String where) {
            super(where);
        }
    }

    /**
     * Refuses a stream before reading it: the handshake, then an Error record with {@code reason}, which the kit
     * makes its run's failure. Nothing is read and no engine is created.
     */
    public static void refuse(OutputStream out, String reason) throws IOException {
        AnswerOutput answers = new AnswerOutput(out);
        try {
            answers.record(Protocol.HELLO_LINE);
            answers.record(Protocol.ERROR + "," + RecordCodec.oneLine(reason));
        } finally {
            answers.close();
        }
    }

    /** The records of one stream, in order: handshake, strategies, Deploy, ticks, End. */
    private final class Session {
        private final LineInput input;
        private final AnswerOutput answers;
        /** The ticks of driver processes, merged by position; null when the kit's input carries them. */
        private final KafkaTickMerge merged;
        private final TickParser tick = new TickParser();
        private String line;
        private long ticks;

        Session(LineInput input, AnswerOutput answers, KafkaTickMerge merged) {
            this.input = input;
            this.answers = answers;
            this.merged = merged;
        }

        int run() throws IOException {
            try {
                hello();
                List<Strategy> strategies = strategies();
                if (!call("deploy", () -> engine.deploy(strategies, answers))) {
                    return EXIT_FAILED;
                }
                answers.record(Protocol.READY + "," + RecordCodec.oneLine(describe()));
                if (merged != null) {
                    return mergedTicks();
                }
                while (next() != null) {
                    if (line.startsWith(Protocol.TICK + ",")) {
                        tick.parse(line);
                        ticks++;
                        try {
                            // Inline rather than through call(): no lambda on the per-tick path.
                            engine.send(tick.tick(), tick.ts());
                        } catch (Exception | Error e) {
                            return failed("send", e);
                        }
                    } else if (line.startsWith(Protocol.END + ",") || line.equals(Protocol.END)) {
                        return end(RecordCodec.parseCount(RecordCodec.split(line)));
                    } else {
                        throw unexpected("Tick or End");
                    }
                    if (answers.error() != null) {
                        throw answers.error();
                    }
                }
                log.println("pairs serve: the kit closed the input before End, after " + ticks + " ticks");
                return EXIT_FAILED;
            } catch (MalformedRecord e) {
                String quoted = line == null ? "" : ": '" + RecordCodec.quote(line) + "'";
                return error(EXIT_BAD_INPUT, "malformed record on line " + input.lineNumber() + " of the kit's input: "
                        + e.getMessage() + (e.getMessage().contains("'" + RecordCodec.quote(line == null ? "" : line)
                        + "'") ? "" : quoted));
            }
        }

        /**
         * The ticks of the driver processes in position order, then the kit's End (which the kit sends once every
         * driver has ended its part) from the kit's input.
         */
        private int mergedTicks() throws IOException, MalformedRecord {
            try {
                TickMerge.Entry entry;
                while ((entry = merged.next(answers::idle)) != null) {
                    answers.busy();
                    ticks++;
                    try {
                        engine.send(entry.tick(), entry.ts());
                    } catch (Exception | Error e) {
                        return failed("send", e);
                    }
                    if (answers.error() != null) {
                        throw answers.error();
                    }
                }
            } catch (MalformedRecord e) {
                return error(EXIT_BAD_INPUT, "malformed record from a driver process: " + e.getMessage());
            }
            if (next() == null) {
                log.println("pairs serve: the kit closed the input before End, after " + ticks + " ticks");
                return EXIT_FAILED;
            }
            if (line.startsWith(Protocol.END + ",") || line.equals(Protocol.END)) {
                return end(RecordCodec.parseCount(RecordCodec.split(line)));
            }
            throw unexpected("End");
        }

        private void hello() throws IOException, MalformedRecord {
            String[] f = RecordCodec.split(require("the handshake"));
            if (!f[0].equals(Protocol.HELLO) || f.length != 2) {
                throw new MalformedRecord("expected the handshake '" + Protocol.HELLO_LINE + "' first");
            }
            if (RecordCodec.parseLong(f[1], "protocol version") != Protocol.VERSION) {
                throw new MalformedRecord("the kit speaks protocol version " + f[1] + "; this engine speaks "
                        + Protocol.VERSION);
            }
        }

        private List<Strategy> strategies() throws IOException, MalformedRecord {
            List<Strategy> strategies = new ArrayList<>();
            while (true) {
                String[] f = RecordCodec.split(require("Strategy or Deploy records"));
                if (f[0].equals(Protocol.STRATEGY)) {
                    strategies.add(RecordCodec.parseStrategy(f));
                } else if (f[0].equals(Protocol.DEPLOY)) {
                    long count = RecordCodec.parseCount(f);
                    if (count != strategies.size()) {
                        throw new MalformedRecord("Deploy counts " + count + " strategies, " + strategies.size()
                                + " came before it");
                    }
                    return strategies;
                } else {
                    throw unexpected("Strategy or Deploy");
                }
            }
        }

        private int end(long count) throws IOException, MalformedRecord {
            if (count != ticks) {
                throw new MalformedRecord("End counts " + count + " ticks, " + ticks + " came before it");
            }
            if (!call("finish", engine::finish)) {
                return EXIT_FAILED;
            }
            answers.record(Protocol.DONE + "," + answers.answers());
            if (next() != null) {
                throw new MalformedRecord("a record after End");
            }
            return EXIT_OK;
        }

        /** The next line that is not a comment, or null at the end of input. */
        private String next() throws IOException, MalformedRecord {
            do {
                line = input.readLine();
            } while (line != null && Protocol.isComment(line));
            answers.busy();
            return line;
        }

        private String require(String what) throws IOException, MalformedRecord {
            if (next() == null) {
                throw new InputEnded("before " + what);
            }
            return line;
        }

        private MalformedRecord unexpected(String expected) {
            int comma = line.indexOf(',');
            return new MalformedRecord("expected " + expected + ", got a '"
                    + RecordCodec.quote(comma < 0 ? line : line.substring(0, comma)) + "' record");
        }

        /** Runs one engine call; a failure becomes the Error record. */
        private boolean call(String what, EngineCall call) throws IOException {
            try {
                call.run();
                return true;
            } catch (Exception | Error e) {
                failed(what, e);
                return false;
            }
        }

        private int failed(String what, Throwable e) throws IOException {
            return error(EXIT_FAILED, "engine '" + name + "' threw in " + what + "()"
                    + (what.equals("send") ? " of tick #" + ticks : "") + ": " + e);
        }

        private int error(int code, String message) throws IOException {
            String text = RecordCodec.oneLine(message);
            log.println("pairs serve: " + text);
            answers.record(Protocol.ERROR + "," + text);
            return code;
        }

        private String describe() {
            try {
                return engine.description();
            } catch (RuntimeException e) {
                return name;
            }
        }
    }

    @FunctionalInterface
    private interface EngineCall {
        void run() throws Exception;
    }
}
