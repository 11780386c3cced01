package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** What every command of the kit has in common: a version, readable help, and placeholders that say what to give. */
class CommandLineConsistencyTest {

    /** Every command and subcommand, with its qualified name ("pairs runs list"). */
    private static List<CommandLine> everyCommand() {
        List<CommandLine> all = new ArrayList<>();
        collect(PairsCli.commandLine(), all);
        return all;
    }

    private static void collect(CommandLine c, List<CommandLine> into) {
        into.add(c);
        c.getSubcommands().values().stream().distinct().forEach(s -> collect(s, into));
    }

    @Test
    void everyCommandPrintsTheKitVersion() {
        for (CommandLine c : everyCommand()) {
            if (c.getCommandSpec().optionsMap().get("--version") == null) {
                continue; // 'help' has no version option, and so does not advertise one
            }
            List<String> words = new ArrayList<>(List.of(c.getCommandSpec().qualifiedName().split(" ")));
            words.remove(0);
            words.add("--version");
            CliRun run = CliRun.of(words.toArray(String[]::new));
            assertEquals(0, run.exitCode(), String.join(" ", words) + ": " + run.err());
            assertTrue(run.out().startsWith("Pairs benchmark kit "), String.join(" ", words) + " printed '" + run.out() + "'");
        }
    }

    @Test
    void everyOptionThatTakesAValueNamesItWithAnUpperCasePlaceholder() {
        List<String> raw = new ArrayList<>();
        for (CommandLine c : everyCommand()) {
            for (OptionSpec o : c.getCommandSpec().options()) {
                if (o.arity().max() > 0 && !o.usageHelp() && !o.versionHelp()) {
                    String label = o.paramLabel();
                    if (label.startsWith("<") || !label.equals(label.toUpperCase(java.util.Locale.ROOT))) {
                        raw.add(c.getCommandSpec().qualifiedName() + " " + o.longestName() + "=" + label);
                    }
                }
            }
        }
        assertEquals(List.of(), raw, "options whose help shows a field name instead of a placeholder");
    }

    @Test
    void theCompletionScriptCoversTheCommands() {
        CliRun run = CliRun.of("generate-completion");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("complete -F _complete_pairs"), run.out().lines().limit(5).toList().toString());
        assertTrue(run.out().contains("sweep"), "names the subcommands");
    }
}
