package org.pairsbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.pairsbench.site.Site;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "site", mixinStandardHelpOptions = true,
        description = {"Generate the results site from every result record (result.json) under the results folder: "
                + "a leaderboard of each engine's Pairs result, a page per engine with its sweep charts and every "
                + "run, a page per pair of engines, a page per run with its record and report. Static files only "
                + "(inline CSS, charts as inline SVG, a few lines of inline JS): it opens from file:// with no "
                + "network (site/README.md).",
            "The site is written in a temporary folder beside DIR and renamed to DIR when complete; a DIR that is "
                + "not empty is refused unless --force. The same records give the same bytes.",
            "Exit code 0; 2 for bad input (a record that fails its schema, no record at all, DIR not empty), one "
                + "line naming the file."})
final class SiteCommand implements Callable<Integer> {

    static final String DEFAULT_RESULTS = "reference-results";

    @Spec
    CommandSpec spec;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "the site's folder")
    Path out;

    @Option(names = "--results", defaultValue = DEFAULT_RESULTS, paramLabel = "DIR",
            description = "the folder to find result records under, walked whole (default ${DEFAULT-VALUE})")
    Path results;

    @Option(names = "--force", description = "replace DIR when it is not empty")
    boolean force;

    @Override
    public Integer call() {
        Site.Written site = Site.write(results, out, force);
        PrintWriter err = spec.commandLine().getErr();
        site.warnings().forEach(w -> err.println("site: warning: " + w));
        spec.commandLine().getOut().println("site: " + site.runs() + " runs, " + site.files() + " files ("
                + Math.round(site.bytes() / 1024.0) + " KiB) in " + site.out());
        return PairsCli.EXIT_OK;
    }
}
