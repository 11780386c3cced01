package org.pairsbench.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.pairsbench.api.model.Indicator;

/** The text of doubles and of field-count errors, as both sides of the protocol read and write them. */
class RecordCodecTest {

    @Test
    void infinityAndNanAreReadInTheSpellingsOfCPythonAndJavaInAnyCase() throws MalformedRecord {
        for (String plus : new String[] {"inf", "INF", "Inf", "infinity", "Infinity", "INFINITY", "+inf", "+Infinity"}) {
            assertEquals(Double.POSITIVE_INFINITY, RecordCodec.parseDouble(plus, "upperBand"), plus);
        }
        for (String minus : new String[] {"-inf", "-INF", "-infinity", "-Infinity"}) {
            assertEquals(Double.NEGATIVE_INFINITY, RecordCodec.parseDouble(minus, "lowerBand"), minus);
        }
        for (String nan : new String[] {"nan", "NaN", "NAN", "-nan", "+nan"}) {
            assertEquals(Double.NaN, RecordCodec.parseDouble(nan, "ratio"), nan);
        }
    }

    @Test
    void otherWordsHexAndSuffixesAreNoNumbers() {
        for (String bad : new String[] {"infinit", "in", "nan1", "0x1p3", "1.5d", "2f", "", "--inf"}) {
            MalformedRecord e = assertThrows(MalformedRecord.class, () -> RecordCodec.parseDouble(bad, "ratio"), bad);
            assertEquals("ratio is not a number: '" + bad + "'", e.getMessage());
        }
    }

    @Test
    void theKitWritesDoublesAsJavasDoubleToStringInfinitiesAndNanIncluded() throws MalformedRecord {
        Indicator i = new Indicator("st_00001", 0.1 + 0.2, Double.NaN, Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY, 5000, 7);
        String line = RecordCodec.appendAnswer(new StringBuilder(), i).toString();

        assertEquals("Indicator,st_00001,0.30000000000000004,NaN,Infinity,-Infinity,5000,7,", line);
        assertEquals(i, RecordCodec.parseAnswer(RecordCodec.split(line)));
    }

    @Test
    void aFieldCountErrorNamesTheRecordWithItsArticle() {
        MalformedRecord indicator = assertThrows(MalformedRecord.class,
                () -> RecordCodec.parseAnswer(RecordCodec.split("Indicator,st_00001,1.0,1.0,1.0,1.0,5000,7")));
        assertEquals("an Indicator record has 9 fields, got 8", indicator.getMessage());
        MalformedRecord order = assertThrows(MalformedRecord.class,
                () -> RecordCodec.parseAnswer(RecordCodec.split("MarketOrder,st_00001,BUY,AAA,100,5,5000,7")));
        assertEquals("a MarketOrder record has 9 fields, got 8", order.getMessage());
    }
}
