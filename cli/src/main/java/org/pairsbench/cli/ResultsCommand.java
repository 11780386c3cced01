package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.report.result.ResultImport;
import org.pairsbench.report.result.ResultRecord;
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
            ResultImport.Repository repository = new ResultImport.Repository() {
                @Override
                public ResultRecord.GitPlace place(Path folder) {
                    return gitPlace(folder);
                }

                @Override
                public long bytes(ResultRecord.GitPlace place) {
                    return gitBytes(root, place);
                }
            };
            ResultImport.Imported imported = ResultImport.importAll(root, repository, force);
            PrintWriter out = spec.commandLine().getOut();
            imported.written().forEach(f -> out.println("wrote " + f));
            out.println("results import: " + imported.written().size() + " record(s) written, "
                    + imported.kept().size() + " already there kept");
            return PairsCli.EXIT_OK;
        }

        /** The commit (HEAD) and the path from the repository's top that hold {@code folder}, which must be clean. */
        static ResultRecord.GitPlace gitPlace(Path folder) {
            String top = git(folder, "rev-parse", "--show-toplevel").strip();
            String path = Path.of(top).relativize(folder.toAbsolutePath().normalize()).toString().replace('\\', '/');
            String status = git(folder, "status", "--porcelain", "--untracked-files=all", "--", ".");
            if (!status.isBlank()) {
                throw InvalidInputException.in(folder, "has changes not committed (" + status.lines().count()
                        + " file(s)): commit them first, so the record names a commit that holds the bundle");
            }
            return new ResultRecord.GitPlace(git(folder, "rev-parse", "HEAD").strip(), path);
        }

        /** The sizes of the files under {@code place.path()} at {@code place.commit()}, added up (git ls-tree -l). */
        static long gitBytes(Path inside, ResultRecord.GitPlace place) {
            String top = git(inside, "rev-parse", "--show-toplevel").strip();
            long bytes = 0;
            for (String line : git(Path.of(top), "ls-tree", "-r", "-l", place.commit(), "--", place.path()).split("\n")) {
                String[] fields = line.trim().split("\\s+");
                if (fields.length >= 4 && fields[3].matches("\\d+")) {
                    bytes += Long.parseLong(fields[3]);
                }
            }
            return bytes;
        }

        private static String git(Path dir, String... args) {
            List<String> command = new ArrayList<>(List.of("git", "-C", dir.toString()));
            command.addAll(List.of(args));
            try {
                Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
                String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                if (!p.waitFor(1, TimeUnit.MINUTES) || p.exitValue() != 0) {
                    throw InvalidInputException.in(dir, "git " + String.join(" ", args) + " failed (a bundle folder "
                            + "is named by the commit that holds it): " + InvalidInputException.oneLine(out.strip()));
                }
                return out;
            } catch (java.io.IOException e) {
                throw InvalidInputException.in(dir, "cannot run git: " + InvalidInputException.reason(e));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw InvalidInputException.in(dir, "interrupted while running git");
            }
        }
    }
}
