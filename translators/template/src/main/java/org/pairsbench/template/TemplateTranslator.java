package org.pairsbench.template;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.api.engine.WorkloadTranslator;
import org.pairsbench.api.model.Strategy;

/**
 * The workload in the engine's native language: here the stand-in engine's rule file, one {@code STRATEGY} line per
 * strategy. {@code pairs translate --engine template} writes it, and {@link TemplateEngine#deploy} deploys exactly
 * this text, so what a reader inspects is what runs.
 */
public final class TemplateTranslator implements WorkloadTranslator {

    /** The one file of a translation. */
    public static final String RULES_FILE = "pairs.rules";

    @Override
    public List<TranslatedFile> translate(List<Strategy> strategies, EngineOptions options) {
        Set<String> aliases = new HashSet<>();
        StringBuilder rules = new StringBuilder("# Pairs workload for the template's stand-in engine: one strategy a line\n");
        for (Strategy s : strategies) {
            if (!aliases.add(s.alias())) {
                throw new InvalidInputException("strategy alias '" + s.alias() + "' occurs more than once");
            }
            // Double.toString round-trips exactly, so the engine reads the very doubles of strategies.xml.
            rules.append(String.format(Locale.ROOT,
                    "STRATEGY %s PAIR %s %s PERIOD %d WINDOW %d BANDS %s STOPLOSS %s FUNDS %d%n", s.alias(),
                    s.symbol1(), s.symbol2(), s.periodLength(), s.numPeriods(), Double.toString(s.bandsMultiplier()),
                    Double.toString(s.stopLossPerc()), s.availableFunds()));
        }
        return List.of(new TranslatedFile(RULES_FILE, rules.toString()));
    }
}
