package org.pairsbench.core.workload;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.json.Json;
import org.pairsbench.core.json.JsonFiles;
import org.pairsbench.core.scale.ScaleFactor;

/**
 * Reads and writes {@link Correlations} files. Reading checks the file against itself and against the spec's
 * scale arithmetic, so a query generator never works from an inconsistent description.
 */
public final class CorrelationsFile {

    /** The name the data generator gives the file in its output folder. */
    public static final String NAME = "correlations.json";

    /** spec/strategies.xsd's Symbol type: checked here so a strategies file made from the symbols is valid. */
    private static final Pattern SYMBOL = Pattern.compile("[A-Za-z0-9._\\-]{1,32}");

    private CorrelationsFile() {
    }

    public static void write(Correlations correlations, Path file) {
        byte[] json = Json.write(correlations).getBytes(StandardCharsets.UTF_8);
        PendingFile.write(file, out -> out.write(json));
    }

    public static Correlations read(Path file) {
        Correlations c = JsonFiles.read(file, Correlations.class, "no such auxiliary (correlations) file");
        check(file, c);
        return c;
    }

    /** Consistency of the file with itself and with the scale factor it names. */
    private static void check(Path file, Correlations c) {
        if (!Correlations.FORMAT.equals(c.format())) {
            throw InvalidInputException.in(file, "format must be '" + Correlations.FORMAT + "', got '" + c.format() + "'");
        }
        ScaleFactor sf;
        try {
            sf = ScaleFactor.of(c.scaleFactor());
        } catch (InvalidInputException e) {
            throw InvalidInputException.in(file, e.getMessage());
        }
        if (c.markets().size() != sf.markets()) {
            throw InvalidInputException.in(file, "scale factor " + sf.value() + " needs " + sf.markets()
                    + " market(s), the file lists " + c.markets().size());
        }
        if (c.strategies() < 1) {
            throw InvalidInputException.in(file, "strategies must be positive, got " + c.strategies());
        }
        if (c.standard() && c.strategies() != sf.strategies()) {
            throw InvalidInputException.in(file, "a standard workload at scale factor " + sf.value() + " has "
                    + sf.strategies() + " strategies, the file says " + c.strategies());
        }
        Set<String> all = new HashSet<>();
        for (int i = 0; i < c.markets().size(); i++) {
            Correlations.Market m = c.markets().get(i);
            String where = "market " + m.market();
            if (m.market() != i + 1) {
                throw InvalidInputException.in(file, "markets must be numbered 1.." + c.markets().size()
                        + " in order; entry " + (i + 1) + " is market " + m.market());
            }
            if (m.pairs().size() != ScaleFactor.PAIRS_PER_MARKET) {
                throw InvalidInputException.in(file, where + " has " + m.pairs().size() + " correlated pairs; "
                        + "the query generator's assignment needs " + ScaleFactor.PAIRS_PER_MARKET);
            }
            Set<String> own = new HashSet<>(m.symbols());
            for (String symbol : m.symbols()) {
                if (symbol == null || !SYMBOL.matcher(symbol).matches()) {
                    throw InvalidInputException.in(file, where + ": symbol '" + symbol + "' is not 1 to 32 letters, "
                            + "digits, '.', '_' or '-' (spec/strategies.xsd)");
                }
                if (!all.add(symbol)) {
                    throw InvalidInputException.in(file, where + ": symbol " + symbol + " appears twice");
                }
            }
            for (Correlations.Pair p : m.pairs()) {
                if (!own.contains(p.symbol1()) || !own.contains(p.symbol2()) || p.symbol1().equals(p.symbol2())) {
                    throw InvalidInputException.in(file, where + ": pair " + p.symbol1() + "/" + p.symbol2()
                            + " must be two different symbols of that market");
                }
            }
        }
    }
}
