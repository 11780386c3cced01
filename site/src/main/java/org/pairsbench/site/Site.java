package org.pairsbench.site;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.FolderFiles;
import org.pairsbench.core.io.FolderReplacement;
import org.pairsbench.core.io.OutputDirectory;

/**
 * {@code pairs site}: the results site, generated from every result record under a results folder. It is written
 * in a temporary folder beside its target and renamed into place when complete, so the target is at every moment
 * the old site, nothing, or the whole new one; a target that is not empty is replaced only when asked to.
 */
public final class Site {

    /**
     * @param out      the site's folder
     * @param runs     the records it was made from
     * @param files    the files written
     * @param bytes    their sizes added up
     * @param warnings what the site could not link (a report a record names that is not there), one line each
     */
    public record Written(Path out, int runs, int files, long bytes, List<String> warnings) {
    }

    private Site() {
    }

    /**
     * @param results the folder whose result records the site is made from (walked whole)
     * @param out     the site's folder
     * @param replace replace a non-empty {@code out}; otherwise such a folder is refused
     */
    public static Written write(Path results, Path out, boolean replace) {
        Path target = out.toAbsolutePath().normalize();
        Path resultsFolder = results.toAbsolutePath().normalize();
        if (target.startsWith(resultsFolder)) {
            throw InvalidInputException.in(target, "inside the results folder " + results + ": the site's copies of "
                    + "the records would be read as published runs the next time");
        }
        List<PublishedRun> runs = PublishedRuns.find(results);
        FolderReplacement.requireReplaceable(target, replace, "the site");
        Path parent = OutputDirectory.create(target.getParent());
        Path staging;
        try {
            staging = Files.createTempDirectory(parent, "." + target.getFileName() + ".");
        } catch (IOException e) {
            throw InvalidInputException.in(parent, "cannot write in this directory: " + InvalidInputException.reason(e));
        }
        try {
            List<String> warnings = new SiteGenerator(runs, staging, target).generate();
            FolderReplacement.makeReadable(staging);
            List<String> files = FolderFiles.relativePaths(staging);
            long bytes = 0;
            for (String f : files) {
                bytes += Files.size(staging.resolve(f));
            }
            FolderReplacement.moveIntoPlace(staging, target, replace, "the site");
            return new Written(target, runs.size(), files.size(), bytes, warnings);
        } catch (IOException e) {
            throw InvalidInputException.in(staging, "cannot write the site: " + InvalidInputException.reason(e));
        } finally {
            FolderReplacement.deleteQuietly(staging);
        }
    }
}
