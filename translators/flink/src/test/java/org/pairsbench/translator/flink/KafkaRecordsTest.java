package org.pairsbench.translator.flink;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The records of option kafka's two topics byte for byte as the module README documents them ("Through Kafka"),
 * and the sequence check that tells a lost or doubled record.
 */
class KafkaRecordsTest {

    private static byte[] hex(String hex) {
        return HexFormat.of().parseHex(hex);
    }

    @Test
    void aTickRecordIsFortySixBytesOfKindIndexTickTsTsPriceAndPaddedSymbol() throws IOException {
        byte[] record = TickRecord.tick(7, new TickRow("AAAAAA", 1234, 5000), 99);

        // 01 | index 7 | tickTS 5000 (0x1388) | TS 99 (0x63) | price 1234 (0x04d2) | 06 | "AAAAAA" | 10 zero bytes
        assertArrayEquals(hex("01" + "0000000000000007" + "0000000000001388" + "0000000000000063" + "000004d2" + "06"
                + "414141414141" + "00000000000000000000"), record);
        TickRecord.Decoded back = TickRecord.read(record, "the record");
        assertEquals(7, back.index());
        assertEquals("AAAAAA", back.tick().symbol);
        assertEquals(1234, back.tick().price);
        assertEquals(5000, back.tick().tickTS);
    }

    @Test
    void theEndRecordCarriesTheNumberOfTicksAndReadsAsNoTick() throws IOException {
        byte[] record = TickRecord.end(3);

        assertEquals(46, record.length);
        assertArrayEquals(hex("09" + "0000000000000003" + "00".repeat(37)), record);
        TickRecord.Decoded back = TickRecord.read(record, "the record");
        assertEquals(3, back.index());
        assertNull(back.tick());
        assertTrue(TickRecord.isEnd(TickRecord.endMarker(3)));
    }

    @Test
    void aSymbolLongerThanTheRecordHoldsIsRefusedNamingIt() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> TickRecord.tick(0, new TickRow("ABCDEFGHIJKLMNOPQ", 1, 0), 0));
        assertEquals("symbol 'ABCDEFGHIJKLMNOPQ' has 17 bytes in UTF-8; a tick record through Kafka holds at most 16",
                refused.getMessage());
    }

    @Test
    void aRecordOfAnotherSizeIsNotATickRecord() {
        IOException refused = assertThrows(IOException.class, () -> TickRecord.read(new byte[45], "record 5"));
        assertEquals("record 5 is not a tick record: 45 bytes, not 46", refused.getMessage());
    }

    @Test
    void anAnswerRecordIsSubtaskSubtasksSequenceThenTheWiresAnswer() throws IOException {
        AnswerRow order = AnswerRow.order(AnswerRow.BUY, "st_1", "AAA", 250, 40, 12000);
        byte[] record = AnswerRecord.write(1, 2, 5, order);

        // subtask 1 | of 2 | sequence 5 | 02 (answer) | 02 (BUY) | "st_1" | 12000 (0x2ee0) | "AAA" | 250 | 40
        assertArrayEquals(hex("00000001" + "00000002" + "0000000000000005" + "02" + "02" + "00047374" + "5f31"
                + "0000000000002ee0" + "0003414141" + "000000fa" + "0000000000000028"), record);
        AnswerRecord.Decoded back = AnswerRecord.read(record);
        assertEquals(1, back.subtask());
        assertEquals(2, back.subtasks());
        assertEquals(5, back.sequence());
        assertEquals("st_1", back.answer().strategy);
        assertEquals(AnswerRow.BUY, back.answer().kind);
        assertEquals("AAA", back.answer().symbol);
        assertEquals(250, back.answer().price);
        assertEquals(40, back.answer().size);
        assertEquals(12000, back.answer().inputTickTS);
    }

    @Test
    void theDoneRecordIsTheHeaderAndTheWiresEndByte() throws IOException {
        byte[] record = AnswerRecord.write(0, 2, 3, AnswerRow.done());

        assertArrayEquals(hex("00000000" + "00000002" + "0000000000000003" + "09"), record);
        AnswerRecord.Decoded back = AnswerRecord.read(record);
        assertEquals(3, back.sequence());
        assertNull(back.answer());
    }

    @Test
    void aDuplicateAndAGapAreNamedInOneLineAndTheRecordAfterAGapIsTaken() {
        SequenceCheck check = new SequenceCheck("topic pairs-flink-x-ticks");

        assertNull(check.check(0));
        assertNull(check.check(1));
        assertEquals("Kafka delivered record 1 of topic pairs-flink-x-ticks again (after record 1)", check.check(1));
        assertEquals("Kafka lost records 2..3 of topic pairs-flink-x-ticks (record 4 came next)", check.check(4));
        assertEquals("Kafka lost record 5 of topic pairs-flink-x-ticks (record 6 came next)", check.check(6));
        assertNull(check.check(7));
        assertEquals(8, check.expected());
    }
}
