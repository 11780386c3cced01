package org.pairsbench.translator.flink;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** The wire between the adapter and a job on a session cluster, byte for byte as the module README documents it. */
class WireTest {

    private static byte[] bytes(IoWriter writer) throws Exception {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(buffer);
        writer.write(out);
        out.flush();
        return buffer.toByteArray();
    }

    private interface IoWriter {
        void write(DataOutputStream out) throws Exception;
    }

    private static DataInputStream in(byte[] bytes) {
        return new DataInputStream(new ByteArrayInputStream(bytes));
    }

    @Test
    void aTickIsTagSymbolPriceAndTickTS() throws Exception {
        byte[] tick = bytes(out -> Wire.writeTick(out, new TickRow("AB", 258, 5000)));

        // 01 | 0002 'A' 'B' | 00000102 (258) | 0000000000001388 (5000)
        assertArrayEquals(HexFormat.of().parseHex("01" + "00024142" + "00000102" + "0000000000001388"), tick);
        TickRow back = Wire.readTick(in(tick));
        assertEquals("AB", back.symbol);
        assertEquals(258, back.price);
        assertEquals(5000, back.tickTS);
    }

    @Test
    void theEndMarkEndsTheTicks() throws Exception {
        assertNull(Wire.readTick(in(new byte[] {Wire.END})));
    }

    @Test
    void anOrderCrossesTheWireUnchanged() throws Exception {
        AnswerRow order = AnswerRow.order(AnswerRow.BUY, "st_1", "AB", 258, 3_000_000_000L, 12000);
        byte[] wire = bytes(out -> Wire.writeAnswer(out, order));

        // 02 | 02 (BUY) | 0004 "st_1" | 0000000000002ee0 (12000) | 0002 "AB" | 00000102 | 00000000b2d05e00 (3e9)
        assertArrayEquals(HexFormat.of().parseHex("02" + "02" + "00047374" + "5f31" + "0000000000002ee0"
                + "00024142" + "00000102" + "00000000b2d05e00"), wire);
        AnswerRow back = Wire.readAnswer(in(wire));
        assertEquals(AnswerRow.BUY, back.kind);
        assertEquals("st_1", back.strategy);
        assertEquals(12000, back.inputTickTS);
        assertEquals("AB", back.symbol);
        assertEquals(258, back.price);
        assertEquals(3_000_000_000L, back.size);
    }

    @Test
    void anIndicatorKeepsEveryBitOfItsDoubles() throws Exception {
        double ratio = 0.1 + 0.2; // not 0.3: the wire must carry the last bit
        AnswerRow indicator = AnswerRow.indicator("st_1", ratio, 1.0 / 3.0, Math.nextUp(1.0), -0.0, 7);
        AnswerRow back = Wire.readAnswer(in(bytes(out -> Wire.writeAnswer(out, indicator))));

        assertEquals(AnswerRow.INDICATOR, back.kind);
        assertEquals(Double.doubleToRawLongBits(ratio), Double.doubleToRawLongBits(back.ratio));
        assertEquals(Double.doubleToRawLongBits(1.0 / 3.0), Double.doubleToRawLongBits(back.avgRatio));
        assertEquals(Double.doubleToRawLongBits(Math.nextUp(1.0)), Double.doubleToRawLongBits(back.upperBand));
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(back.lowerBand));
        assertEquals(7, back.inputTickTS);
    }

    @Test
    void answersThatStopWithoutTheEndMarkAreAnError() throws Exception {
        byte[] one = bytes(out -> Wire.writeAnswer(out, AnswerRow.order(AnswerRow.SELL, "s", "AB", 1, 1, 1)));
        DataInputStream cut = in(one);
        Wire.readAnswer(cut);
        assertThrows(EOFException.class, () -> Wire.readAnswer(cut));
        assertNull(Wire.readAnswer(in(new byte[] {Wire.END})));
    }

    @Test
    void aHelloNamesItsTaskAndWhereItRuns() throws Exception {
        Wire.Hello hello = new Wire.Hello("channel-1", Wire.ROLE_SINK, 1, 2, "TaskManager pid 42 at host");
        Wire.Hello back = Wire.Hello.read(in(bytes(hello::write)));

        assertEquals(hello, back);
        assertEquals("the job's answer sink 2/2 on TaskManager pid 42 at host", back.describe());
        byte[] stranger = HexFormat.of().parseHex("474554202f20485454502f312e310d0a"); // "GET / HTTP/1.1"
        assertThrows(java.io.IOException.class, () -> Wire.Hello.read(in(stranger)));
    }
}
