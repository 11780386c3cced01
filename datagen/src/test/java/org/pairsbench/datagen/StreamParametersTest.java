package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;

class StreamParametersTest {

    @Test
    void everyParameterComesBackBitForBit() {
        DatagenParameters p = DatagenParameters.standard(ScaleFactor.of(23)).withLength(ProfileLength.SHORT)
                .withRates(0.1 + 0.2, 1e-7).withConstantInterarrival(true)
                .withPrices(new PriceModel(7, 9, -1.0 / 3, 0.0005, -0.9)).withSeed(-42);
        assertEquals(p, StreamParameters.parse(StreamParameters.of(p)));
        DatagenParameters standard = DatagenParameters.standard(ScaleFactor.of(1));
        assertEquals(standard, StreamParameters.parse(StreamParameters.of(standard)));
    }

    @Test
    void aMissingOrBadValueIsNamed() {
        Map<String, String> values = new HashMap<>(StreamParameters.of(DatagenParameters.standard(ScaleFactor.of(1))));
        values.remove("seed");
        assertEquals("stream parameters: no seed",
                assertThrows(InvalidInputException.class, () -> StreamParameters.parse(values)).getMessage());
        values.put("seed", "1");
        values.put("constantRate", "yes");
        assertEquals("stream parameters: constantRate must be true or false, not 'yes'",
                assertThrows(InvalidInputException.class, () -> StreamParameters.parse(values)).getMessage());
    }
}
