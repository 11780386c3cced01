package org.pairsbench.translator.flink;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * A record of the answers topic with option {@code kafka} (the module README, "Through Kafka"): int subtask (the
 * writing sink subtask, from 0), int subtasks, long sequence (the subtask's own count, from 0), then an answer in
 * the {@link Wire}'s encoding (byte 2, kind, strategy, inputTickTS, its fields), or, for the subtask's done record
 * after its last answer, the wire's end byte 9. Big-endian {@code DataOutputStream} encoding. The sequence lets the
 * adapter tell a lost or doubled answer; the done record's sequence is the number of answers before it.
 */
final class AnswerRecord {

    private AnswerRecord() {
    }

    /** The record of {@code answer} ({@link AnswerRow#DONE} for the done record). */
    static byte[] write(int subtask, int subtasks, long sequence, AnswerRow answer) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(128);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeInt(subtask);
            out.writeInt(subtasks);
            out.writeLong(sequence);
            if (answer.kind == AnswerRow.DONE) {
                out.writeByte(Wire.END);
            } else {
                Wire.writeAnswer(out, answer);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array does not fail
        }
        return bytes.toByteArray();
    }

    /** A record as the adapter reads it: the answer, or null for the done record. */
    record Decoded(int subtask, int subtasks, long sequence, AnswerRow answer) {
    }

    static Decoded read(byte[] value) throws IOException {
        if (value == null) {
            throw new IOException("a record without value");
        }
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(value));
        int subtask = in.readInt();
        int subtasks = in.readInt();
        long sequence = in.readLong();
        AnswerRow answer = Wire.readAnswer(in);
        if (in.available() > 0) {
            throw new IOException(in.available() + " bytes after the answer");
        }
        return new Decoded(subtask, subtasks, sequence, answer);
    }
}
