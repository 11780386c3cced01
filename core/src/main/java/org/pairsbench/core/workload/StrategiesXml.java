package org.pairsbench.core.workload;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;
import jakarta.xml.bind.Marshaller;
import jakarta.xml.bind.UnmarshalException;
import jakarta.xml.bind.Unmarshaller;
import jakarta.xml.bind.ValidationEvent;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.transform.sax.SAXSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.api.model.Strategy;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;

/**
 * Reads and writes the strategies file (spec/strategies.xsd, thesis Figure B.2), the one way every tool of
 * the kit does. Reading validates against the schema and refuses any DOCTYPE, so no DTD is processed and no
 * external entity is ever resolved (XXE-safe); every problem is an {@link InvalidInputException} naming the
 * file and line. Writing validates too, and goes through a temporary file renamed when complete.
 */
public final class StrategiesXml {

    /** The schema on the classpath; the build copies it from spec/strategies.xsd. */
    public static final String SCHEMA_RESOURCE = "strategies.xsd";

    private static final JAXBContext CONTEXT;
    private static final Schema SCHEMA;

    static {
        try {
            CONTEXT = JAXBContext.newInstance(XmlStrategies.class);
            URL xsd = StrategiesXml.class.getResource(SCHEMA_RESOURCE);
            if (xsd == null) {
                throw new IllegalStateException(SCHEMA_RESOURCE + " missing from the classpath (a build problem)");
            }
            SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
            factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            SCHEMA = factory.newSchema(xsd);
        } catch (JAXBException | SAXException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private StrategiesXml() {
    }

    public static StrategySet read(Path file) {
        XmlStrategies root;
        FirstProblem problem = new FirstProblem();
        try (InputStream in = Files.newInputStream(file)) {
            Unmarshaller unmarshaller = CONTEXT.createUnmarshaller();
            unmarshaller.setSchema(SCHEMA);
            unmarshaller.setEventHandler(problem);
            InputSource source = new InputSource(in);
            source.setSystemId(file.toUri().toString());
            root = (XmlStrategies) unmarshaller.unmarshal(new SAXSource(hardenedReader(), source));
        } catch (NoSuchFileException e) {
            throw InvalidInputException.in(file, "no such strategies file");
        } catch (IOException e) {
            throw InvalidInputException.in(file, "cannot read strategies file: " + InvalidInputException.reason(e));
        } catch (UnmarshalException e) {
            throw problem.toException(file, e);
        } catch (JAXBException e) {
            throw InvalidInputException.in(file, "not a strategies file: " + oneLine(String.valueOf(e)));
        }
        if (problem.event != null) {
            // Only warnings reach here (errors stop the unmarshaller); a strategies file has no business with any.
            throw problem.toException(file, null);
        }
        return toModel(file, root);
    }

    /** A SAX parser that rejects DOCTYPE declarations and resolves nothing from outside. */
    private static XMLReader hardenedReader() {
        try {
            SAXParserFactory factory = SAXParserFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setXIncludeAware(false);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            return factory.newSAXParser().getXMLReader();
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("the JDK's XML parser lacks a required security feature", e);
        }
    }

    private static StrategySet toModel(Path file, XmlStrategies root) {
        List<StrategyEntry> entries = new ArrayList<>(root.strategies.size());
        for (XmlPairsStrategy x : root.strategies) {
            long line = x.locator == null ? 0 : x.locator.getLineNumber();
            if (x.text != null && !x.text.isBlank()) {
                throw InvalidInputException.at(file, line, "PairsStrategy " + x.alias + " must not contain text");
            }
            Strategy strategy;
            try {
                strategy = new Strategy(x.alias, x.availableFunds, x.symbol1, x.symbol2, x.periodLength,
                        x.numPeriods, x.bandsMultiplier.doubleValue(), x.stopLossPerc.doubleValue());
            } catch (IllegalArgumentException e) {
                throw InvalidInputException.at(file, line, e.getMessage());
            }
            entries.add(new StrategyEntry(strategy, Optional.ofNullable(x.user),
                    x.market == null ? OptionalInt.empty() : OptionalInt.of(x.market)));
        }
        return new StrategySet(
                root.scaleFactor == null ? OptionalInt.empty() : OptionalInt.of(root.scaleFactor),
                root.seed == null ? OptionalLong.empty() : OptionalLong.of(root.seed),
                Boolean.TRUE.equals(root.standard), entries);
    }

    /** Writes {@code set} to {@code file} (replacing it only once the new file is complete). */
    public static void write(StrategySet set, Path file) {
        XmlStrategies root = toXml(set);
        PendingFile.write(file, out -> marshal(root, out));
    }

    /** The bytes {@link #write} writes for {@code set}: a caller can tell whether a file already holds them. */
    public static byte[] bytes(StrategySet set) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        marshal(toXml(set), out);
        return out.toByteArray();
    }

    private static void marshal(XmlStrategies root, java.io.OutputStream out) {
        try {
            Marshaller marshaller = CONTEXT.createMarshaller();
            marshaller.setSchema(SCHEMA);
            marshaller.setProperty(Marshaller.JAXB_FORMATTED_OUTPUT, Boolean.TRUE);
            marshaller.setProperty(Marshaller.JAXB_ENCODING, "UTF-8");
            marshaller.marshal(root, out);
        } catch (JAXBException e) {
            // The schema rejected what the model allows (an alias with spaces, say): a caller's mistake.
            throw new IllegalArgumentException("strategies do not fit spec/strategies.xsd: "
                    + oneLine(String.valueOf(e.getLinkedException() != null ? e.getLinkedException() : e)), e);
        }
    }

    private static XmlStrategies toXml(StrategySet set) {
        XmlStrategies root = new XmlStrategies();
        root.scaleFactor = set.scaleFactor().isPresent() ? set.scaleFactor().getAsInt() : null;
        root.seed = set.seed().isPresent() ? set.seed().getAsLong() : null;
        root.standard = set.standard();
        for (StrategyEntry entry : set.entries()) {
            Strategy s = entry.strategy();
            XmlPairsStrategy x = new XmlPairsStrategy();
            x.alias = s.alias();
            x.user = entry.user().orElse(null);
            x.market = entry.market().isPresent() ? entry.market().getAsInt() : null;
            x.availableFunds = s.availableFunds();
            x.symbol1 = s.symbol1();
            x.symbol2 = s.symbol2();
            x.periodLength = s.periodLength();
            x.numPeriods = s.numPeriods();
            // valueOf gives the shortest decimal that reads back as the same double: 1.2, not 1.19999...
            x.bandsMultiplier = BigDecimal.valueOf(s.bandsMultiplier());
            x.stopLossPerc = BigDecimal.valueOf(s.stopLossPerc());
            root.strategies.add(x);
        }
        return root;
    }

    /** The most characters of a value the schema validation quotes that a message repeats. */
    static final int QUOTE_CHARS = 200;

    /**
     * {@code message} with each quoted value longer than {@link #QUOTE_CHARS} cut there, marked "..." and its whole
     * length said: the schema's messages quote the offending value in full, a 50 MB attribute included.
     */
    static String boundQuotes(String message) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < message.length()) {
            char q = message.charAt(i);
            int end = q == '\'' || q == '"' ? message.indexOf(q, i + 1) : -1;
            if (end < 0) {
                out.append(q);
                i++;
                continue;
            }
            int length = end - i - 1;
            if (length > QUOTE_CHARS) {
                out.append(q).append(message, i + 1, i + 1 + QUOTE_CHARS)
                        .append(String.format("...%c (%,d characters)", q, length));
            } else {
                out.append(message, i, end + 1);
            }
            i = end + 1;
        }
        // Whatever else it holds unquoted, the line stays readable.
        return out.length() > 4 * QUOTE_CHARS ? out.substring(0, 4 * QUOTE_CHARS) + "..." : out.toString();
    }

    private static String oneLine(String s) {
        return s.replaceAll("\\s*[\\r\\n]+\\s*", " ").strip();
    }

    /** Keeps the first problem the parser or the schema validation reports, with its line. */
    private static final class FirstProblem implements jakarta.xml.bind.ValidationEventHandler {
        ValidationEvent event;

        @Override
        public boolean handleEvent(ValidationEvent e) {
            if (event == null) {
                event = e;
            }
            return false;
        }

        InvalidInputException toException(Path file, UnmarshalException cause) {
            long line = 0;
            String message = null;
            if (event != null) {
                line = event.getLocator() == null ? 0 : event.getLocator().getLineNumber();
                message = event.getMessage();
            }
            if (cause != null && cause.getLinkedException() instanceof SAXParseException sax) {
                line = line > 0 ? line : sax.getLineNumber();
                message = message != null ? message : sax.getMessage();
            }
            if (message == null) {
                message = cause == null ? "invalid strategies file" : String.valueOf(cause);
            }
            message = oneLine(boundQuotes(message));
            return line > 0 ? InvalidInputException.at(file, line, message) : InvalidInputException.in(file, message);
        }
    }
}
