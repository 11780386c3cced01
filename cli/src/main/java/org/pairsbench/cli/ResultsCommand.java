package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.report.result.GitRepository;
import org.pairsbench.report.result.ResultImport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "results", mixinStandardHelpOptions = true,
        description = "The published runs' result records (spec/result-record.md).",
        subcommands = ResultsCommand.Import.class)
final class ResultsCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    @Command(name = "import", mixinStandardHelpOptions = true,
            description = {"Write a result record (result.json) beside every run published before records existed: "
                    + "each folder under DIR holding a run.json outside a bundle. The record's evidence is what the "
                    + "folder shows: a bundle/ folder (named by the commit and path of this repository that hold it, "
                    + "so `pairs audit RECORD` can bring it back once it has left the tree), a bundle kept outside "
                    + "the repository (bundle.SHA256SUMS), or none.",
                "Records already there are kept unless --force; a replaced record keeps the commit and path of a "
                    + "bundle folder that has left the tree since. A bundle folder with changes not committed is "
                    + "refused: commit first, so the record names a commit that holds it.",
                "Exit code 0; 2 for bad input (no such folder, an unreadable run.json or bundle), one line."})
    static final class Import implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Parameters(index = "0", arity = "0..1", defaultValue = "reference-results", paramLabel = "DIR",
                description = "the folder of published runs (default ${DEFAULT-VALUE})")
        Path root;

        @Option(names = "--force", description = "replace records already there")
        boolean force;

        @Override
        public Integer call() {
            if (!Files.isDirectory(root)) {
                throw InvalidInputException.in(root, "no such folder of published runs");
            }
            ResultImport.Imported imported = ResultImport.importAll(root, GitRepository.whenNeeded(root), force);
            PrintWriter out = spec.commandLine().getOut();
            imported.written().forEach(f -> out.println("wrote " + f));
            out.println("results import: " + imported.written().size() + " record(s) written, "
                    + imported.kept().size() + " already there kept");
            return PairsCli.EXIT_OK;
        }
    }
}
