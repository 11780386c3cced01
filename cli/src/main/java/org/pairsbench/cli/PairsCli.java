package org.pairsbench.cli;

import java.io.PrintWriter;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.harness.run.RunNotRecordedException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code pairs} command. Exit codes: 0 success; 1 the job ran and its verdict is negative (a failed
 * validation, for instance, or a run whose end the run database could not record); 2 bad usage or unusable input,
 * always with one line on stderr; 70 an internal error (a bug: the stack trace follows the line). A run stopped
 * by a signal ends with the JVM's code for it, 130 (SIGINT, Ctrl-C) or 143 (SIGTERM), after it is recorded.
 */
@Command(name = "pairs",
        mixinStandardHelpOptions = true,
        versionProvider = KitVersion.class,
        description = "The Pairs benchmark kit for event processing engines.",
        // In the order of the work: the workload, an engine's translation and run, its verdict and score, the
        // recorded runs and their reports and publication; then the tools around it.
        subcommands = {
            ScaleCommand.class,
            DatagenCommand.class,
            QuerygenCommand.class,
            EnginesCommand.class,
            TranslateCommand.class,
            RunCommand.class,
            ValidateCommand.class,
            ScoreCommand.class,
            RunsCommand.class,
            ReportCommand.class,
            SweepCommand.class,
            PublishCommand.class,
            AuditCommand.class,
            ResultsCommand.class,
            SiteCommand.class,
            ConformanceCommand.class,
            ThroughputCommand.class,
            BenchCommand.class,
            ValidateBenchCommand.class,
            ServeCommand.class,
            DriveCommand.class,
            GuiCommand.class,
            CommandLine.HelpCommand.class,
            picocli.AutoComplete.GenerateCompletion.class
        })
public final class PairsCli implements Runnable {

    public static final int EXIT_OK = 0;
    public static final int EXIT_NEGATIVE_VERDICT = 1;
    public static final int EXIT_BAD_INPUT = 2;
    public static final int EXIT_INTERNAL_ERROR = 70;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "a subcommand is required");
    }

    public static void main(String[] args) {
        // Outputs must not depend on the machine: a library that formats numbers with the default locale would
        // write "0,5" on a German desktop. The report's charts fix their own; this covers whatever else does it.
        java.util.Locale.setDefault(java.util.Locale.ROOT);
        System.exit(execute(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args));
    }

    /**
     * The whole command tree. Every command's --version prints the kit's version: picocli gives subcommands the
     * option through mixinStandardHelpOptions but not the root's version provider.
     */
    static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new PairsCli());
        shareVersion(cli, new KitVersion());
        // picocli hides its completion command; list it, so that 'pairs --help' shows how to get completion.
        cli.getSubcommands().get("generate-completion").getCommandSpec().usageMessage().hidden(false)
                .description("Print a bash/zsh completion script for pairs: `source <(./pairs generate-completion)` "
                        + "(or save it under /etc/bash_completion.d/).");
        return cli;
    }

    private static void shareVersion(CommandLine c, KitVersion version) {
        c.getCommandSpec().versionProvider(version);
        c.getSubcommands().values().stream().distinct().forEach(s -> shareVersion(s, version));
    }

    /** Runs one command line with the given streams; the seam the tests use. */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cli = commandLine();
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler(PairsCli::onBadUsage);
        cli.setExecutionExceptionHandler(PairsCli::onFailure);
        try {
            return cli.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    private static int onBadUsage(ParameterException e, String[] args) {
        CommandLine failed = e.getCommandLine();
        // The whole command name ("pairs runs list"), so a line names the command it came from.
        String name = failed.getCommandSpec().qualifiedName();
        // picocli quotes the value it could not convert: a control character in it (a NUL in --engine-path, say)
        // is written as an escape, so the line stays one line.
        String guess = e instanceof UnmatchedArgumentException u
                ? DidYouMean.suggestion(u).map(g -> "; did you mean '" + g + "'?").orElse("") : "";
        failed.getErr().println(name + ": " + InvalidInputException.oneLine(e.getMessage()) + guess + " (see '"
                + name + " --help')");
        return EXIT_BAD_INPUT;
    }

    private static int onFailure(Exception e, CommandLine failed, CommandLine.ParseResult parseResult) {
        String prefix = failed.getCommandSpec().qualifiedName() + ": ";
        if (e instanceof InvalidInputException) {
            failed.getErr().println(prefix + e.getMessage());
            return EXIT_BAD_INPUT;
        }
        if (e instanceof RunNotRecordedException) {
            failed.getErr().println(prefix + e.getMessage());
            return EXIT_NEGATIVE_VERDICT;
        }
        failed.getErr().println(prefix + "internal error: " + e);
        e.printStackTrace(failed.getErr());
        return EXIT_INTERNAL_ERROR;
    }
}
