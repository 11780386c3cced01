package org.pairsbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** A mistyped command or option is refused in one line that names what was most likely meant. */
class MistypedCommandTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "rn                      | pairs: Unmatched argument at index 0: 'rn'; did you mean 'run'? (see 'pairs --help')",
            "engine                  | pairs: Unmatched argument at index 0: 'engine'; did you mean 'engines'? (see 'pairs --help')",
            "runs lst                | pairs runs: Unmatched argument at index 1: 'lst'; did you mean 'list'? (see 'pairs runs --help')",
            "run --profle smoke      | pairs run: Unknown option: '--profle'; did you mean '--profile'? (see 'pairs run --help')",
            "run --profle=smoke      | pairs run: Unknown option: '--profle=smoke'; did you mean '--profile'? (see 'pairs run --help')",
            "frobnicate              | pairs: Unmatched argument at index 0: 'frobnicate' (see 'pairs --help')"
    })
    void aTypoIsOneLineWithTheNearestNameAndNothingFarFetched(String args, String message) {
        CliRun run = CliRun.of(args.trim().split(" +"));
        assertEquals(2, run.exitCode());
        assertEquals(message, run.err().strip());
    }

    @Test
    void aGuessNeedsMostLettersRightAndTiesGoToTheFirstCandidate() {
        assertEquals("runs", DidYouMean.nearest("rns", List.of("run", "runs")).orElseThrow());
        assertEquals("run", DidYouMean.nearest("rus", List.of("run", "runs")).orElseThrow());
        assertEquals("runs", DidYouMean.nearest("rus", List.of("runs", "run")).orElseThrow());
        assertTrue(DidYouMean.nearest("xyz", List.of("run", "runs")).isEmpty(), "three letters wrong of three");
        assertEquals("--profile", DidYouMean.nearest("--porfile", List.of("--profile", "--sf")).orElseThrow());
    }

    @Test
    void helpListsTheCommandsInTheOrderOfTheWork() {
        String help = CliRun.of("--help").out();
        List<String> workflow = List.of("scale", "datagen", "querygen", "engines", "translate", "run", "validate",
                "score", "runs", "report", "sweep", "publish", "audit");
        int last = -1;
        for (String command : workflow) {
            int at = help.indexOf("\n  " + command + " ");
            assertTrue(at > last, command + " after the commands before it in the work:\n" + help);
            last = at;
        }
    }
}
