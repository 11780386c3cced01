package org.pairsbench.cli;

import java.io.PrintWriter;
import org.pairsbench.core.json.Json;
import picocli.CommandLine.Option;

/** The {@code --json} switch of commands that print a report ({@code @Mixin}). */
final class JsonOption {

    @Option(names = "--json", description = "print JSON instead of text")
    boolean enabled;

    /** Prints {@code report} as JSON when --json was given; returns whether it did. */
    boolean printed(PrintWriter out, Object report) {
        if (enabled) {
            out.print(Json.write(report));
        }
        return enabled;
    }
}
