package org.pairsbench.translator.flink;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetAddress;

/**
 * The TCP wire between the adapter and a job on a cluster in other processes (the module README, "The wire"): the
 * job's source and each sink subtask connect to the adapter, say who they are, then the adapter writes ticks to
 * the source and each sink writes its answers to the adapter. Big-endian {@link DataOutputStream} encoding; strings
 * are {@code writeUTF}. One ordered stream per connection keeps the ticks' order exactly.
 */
final class Wire {

    /** "PAIR": the first int of every connection. */
    static final int MAGIC = 0x50414952;
    static final int VERSION = 1;

    static final byte ROLE_SOURCE = 1;
    static final byte ROLE_SINK = 2;

    /** A tick: symbol, price (int cents), tickTS (long ms). */
    static final byte TICK = 1;
    /** An answer: kind ({@link AnswerRow#INDICATOR}, SELL, BUY), strategy, inputTickTS, then its fields. */
    static final byte ANSWER = 2;
    /** The end of a stream: no more ticks (adapter to source), all answers sent (sink to adapter). */
    static final byte END = 9;

    private Wire() {
    }

    /** What a connecting task says first: who it is and where it runs. */
    record Hello(String channelId, byte role, int subtask, int subtasks, String where) {

        void write(DataOutputStream out) throws IOException {
            out.writeInt(MAGIC);
            out.writeInt(VERSION);
            out.writeUTF(channelId);
            out.writeByte(role);
            out.writeInt(subtask);
            out.writeInt(subtasks);
            out.writeUTF(where);
            out.flush();
        }

        static Hello read(DataInputStream in) throws IOException {
            int magic = in.readInt();
            int version = in.readInt();
            if (magic != MAGIC || version != VERSION) {
                throw new IOException("not a Pairs job's connection (magic " + Integer.toHexString(magic)
                        + ", version " + version + ")");
            }
            return new Hello(in.readUTF(), in.readByte(), in.readInt(), in.readInt(), in.readUTF());
        }

        /** "the job's answer sink 2/2 on TaskManager pid 4242 at host", for messages. */
        String describe() {
            return "the job's " + (role == ROLE_SOURCE ? "tick source" : "answer sink " + (subtask + 1) + "/" + subtasks)
                    + " on " + where;
        }
    }

    /** The process a task runs in: its TaskManager, named as the cluster script's pids and logs name it. */
    static String taskManagerHere() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            host = "an unknown host";
        }
        return "TaskManager pid " + ProcessHandle.current().pid() + " at " + host;
    }

    static void writeTick(DataOutputStream out, TickRow tick) throws IOException {
        out.writeByte(TICK);
        out.writeUTF(tick.symbol);
        out.writeInt(tick.price);
        out.writeLong(tick.tickTS);
    }

    /** The next tick, or null at the end of the stream. */
    static TickRow readTick(DataInputStream in) throws IOException {
        byte tag = in.readByte();
        if (tag == END) {
            return null;
        }
        if (tag != TICK) {
            throw new IOException("unexpected record tag " + tag + " in the tick stream");
        }
        return new TickRow(in.readUTF(), in.readInt(), in.readLong());
    }

    static void writeAnswer(DataOutputStream out, AnswerRow answer) throws IOException {
        out.writeByte(ANSWER);
        out.writeByte(answer.kind);
        out.writeUTF(answer.strategy);
        out.writeLong(answer.inputTickTS);
        if (answer.kind == AnswerRow.INDICATOR) {
            out.writeDouble(answer.ratio);
            out.writeDouble(answer.avgRatio);
            out.writeDouble(answer.upperBand);
            out.writeDouble(answer.lowerBand);
        } else {
            out.writeUTF(answer.symbol);
            out.writeInt(answer.price);
            out.writeLong(answer.size);
        }
    }

    /** The next answer, or null at the end of the stream; EOFException if the stream ends without END. */
    static AnswerRow readAnswer(DataInputStream in) throws IOException {
        int tag = in.read();
        if (tag < 0) {
            throw new EOFException("the connection closed before the end of the answers");
        }
        if (tag == END) {
            return null;
        }
        if (tag != ANSWER) {
            throw new IOException("unexpected record tag " + tag + " in the answer stream");
        }
        int kind = in.readByte();
        String strategy = in.readUTF();
        long inputTickTS = in.readLong();
        if (kind == AnswerRow.INDICATOR) {
            return AnswerRow.indicator(strategy, in.readDouble(), in.readDouble(), in.readDouble(), in.readDouble(),
                    inputTickTS);
        }
        return AnswerRow.order(kind, strategy, in.readUTF(), in.readInt(), in.readLong(), inputTickTS);
    }
}
