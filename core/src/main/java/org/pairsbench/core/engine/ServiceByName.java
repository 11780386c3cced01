package org.pairsbench.core.engine;

import java.util.Locale;
import java.util.ServiceLoader;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.pairsbench.core.InvalidInputException;

/** Finds a ServiceLoader provider by its lower-case name, or fails with one line listing the known names. */
final class ServiceByName {

    private ServiceByName() {
    }

    static <T> T find(ServiceLoader<T> loader, Function<T, String> nameOf, String name, String kind) {
        String wanted = name.toLowerCase(Locale.ROOT);
        for (T provider : loader) {
            if (nameOf.apply(provider).equals(wanted)) {
                return provider;
            }
        }
        String known = loader.stream().map(p -> nameOf.apply(p.get())).sorted().collect(Collectors.joining(", "));
        throw new InvalidInputException("unknown " + kind + " '" + name + "'; known " + kind + "s: "
                + (known.isEmpty() ? "none" : known));
    }
}
