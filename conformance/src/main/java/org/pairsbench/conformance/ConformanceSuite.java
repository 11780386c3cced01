package org.pairsbench.conformance;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairsbench.api.InvalidInputException;

/**
 * The scenarios of the suite, hand-made first, then the adapter contract's, then generated; looked up by name for
 * {@code --scenario}.
 */
public final class ConformanceSuite {

    private final Map<String, Scenario> byName = new LinkedHashMap<>();

    private ConformanceSuite(List<Scenario> scenarios) {
        for (Scenario s : scenarios) {
            if (byName.putIfAbsent(s.name(), s) != null) {
                throw new IllegalStateException("two scenarios named " + s.name());
            }
        }
    }

    /** The whole suite. */
    public static ConformanceSuite standard() {
        List<Scenario> all = new ArrayList<>(HandMadeScenarios.all());
        all.addAll(AdapterContractScenarios.all());
        all.addAll(GeneratedScenarios.all());
        return new ConformanceSuite(all);
    }

    public List<Scenario> scenarios() {
        return List.copyOf(byName.values());
    }

    /**
     * The scenarios named, in suite order (each once); all of them when {@code names} is empty.
     *
     * @throws InvalidInputException naming the first unknown scenario
     */
    public List<Scenario> select(List<String> names) {
        for (String name : names) {
            if (!byName.containsKey(name)) {
                throw new InvalidInputException("no scenario named '" + name + "' ('pairs conformance --list' lists "
                        + "the " + byName.size() + " scenarios)");
            }
        }
        return names.isEmpty() ? scenarios()
                : byName.values().stream().filter(s -> names.contains(s.name())).toList();
    }
}
