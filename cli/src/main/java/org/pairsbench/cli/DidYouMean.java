package org.pairsbench.cli;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.commons.text.similarity.LevenshteinDistance;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The command or option a mistyped argument most likely meant ({@code rn} for {@code run}, {@code --profle} for
 * {@code --profile}): the visible name of the command that refused it nearest by edit distance, if near enough.
 * picocli's own suggestions compare two-letter shingles, which find nothing for a two-letter typo such as
 * {@code rn}, and list every option that shares a prefix.
 */
final class DidYouMean {

    private DidYouMean() {
    }

    /** The name {@code e}'s first unmatched argument most likely meant, if one is near enough. */
    static Optional<String> suggestion(UnmatchedArgumentException e) {
        List<String> unmatched = e.getUnmatched();
        if (unmatched.isEmpty()) {
            return Optional.empty();
        }
        String typed = unmatched.get(0);
        int eq = typed.indexOf('=');
        if (typed.startsWith("-") && eq > 0) {
            typed = typed.substring(0, eq); // --profle=smoke: the option's name
        }
        CommandSpec spec = e.getCommandLine().getCommandSpec();
        return nearest(typed, typed.startsWith("-") ? optionNames(spec) : commandNames(spec));
    }

    /**
     * The candidate nearest {@code typed}, when at most a third of its letters (at least one, at most three) are
     * wrong: more and the guess is noise; ties go to the earlier candidate.
     */
    static Optional<String> nearest(String typed, List<String> candidates) {
        String letters = typed.replaceFirst("^-+", "");
        int allowed = Math.max(1, Math.min(3, letters.length() / 3));
        LevenshteinDistance distance = new LevenshteinDistance(allowed);
        return candidates.stream()
                .filter(c -> !c.equals(typed))
                .map(c -> new Scored(c, distance.apply(typed, c)))
                .filter(s -> s.distance >= 0)
                .min(Comparator.comparingInt(Scored::distance))
                .map(Scored::name);
    }

    private record Scored(String name, int distance) {
    }

    private static List<String> commandNames(CommandSpec spec) {
        return spec.subcommands().values().stream().map(c -> c.getCommandSpec()).distinct()
                .filter(s -> !s.usageMessage().hidden())
                .flatMap(s -> Stream.concat(Stream.of(s.name()), Stream.of(s.aliases())))
                .toList();
    }

    private static List<String> optionNames(CommandSpec spec) {
        return spec.options().stream().filter(o -> !o.hidden())
                .flatMap((OptionSpec o) -> Stream.of(o.names()))
                .toList();
    }
}
