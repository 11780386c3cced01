package org.pairsbench.core.workload;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlTransient;
import jakarta.xml.bind.annotation.XmlValue;
import java.math.BigDecimal;
import org.glassfish.jaxb.core.annotation.XmlLocation;
import org.xml.sax.Locator;

/** JAXB binding of one {@code <PairsStrategy>} element; used only inside {@link StrategiesXml}. */
@XmlAccessorType(XmlAccessType.FIELD)
final class XmlPairsStrategy {

    @XmlAttribute(required = true)
    String alias;

    @XmlAttribute
    String user;

    @XmlAttribute
    Integer market;

    @XmlAttribute(required = true)
    long availableFunds;

    @XmlAttribute(required = true)
    String symbol1;

    @XmlAttribute(required = true)
    String symbol2;

    @XmlAttribute(required = true)
    int periodLength;

    @XmlAttribute(required = true)
    int numPeriods;

    /** Decimal in the file (no exponent, no NaN), so it is read and printed exactly as written. */
    @XmlAttribute(required = true)
    BigDecimal bandsMultiplier;

    @XmlAttribute(required = true)
    BigDecimal stopLossPerc;

    /** Text inside the element: the schema allows whitespace (the thesis's form); the reader rejects the rest. */
    @XmlValue
    String text;

    /** Where the element starts, for error messages about values that are valid alone but not together. */
    @XmlLocation
    @XmlTransient
    Locator locator;
}
