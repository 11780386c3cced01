package org.pairsbench.core.workload;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import java.util.ArrayList;
import java.util.List;

/** JAXB binding of the root element {@code <Strategies>}; used only inside {@link StrategiesXml}. */
@XmlRootElement(name = "Strategies")
@XmlAccessorType(XmlAccessType.FIELD)
final class XmlStrategies {

    @XmlAttribute
    Integer scaleFactor;

    @XmlAttribute
    Long seed;

    @XmlAttribute
    Boolean standard;

    @XmlElement(name = "PairsStrategy")
    List<XmlPairsStrategy> strategies = new ArrayList<>();
}
