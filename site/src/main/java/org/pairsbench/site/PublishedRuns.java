package org.pairsbench.site;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.report.result.ResultRecord;
import org.pairsbench.report.result.ResultRecords;

/** Every result record under a results folder, each read through its schema. */
public final class PublishedRuns {

    private PublishedRuns() {
    }

    /**
     * Every {@value ResultRecord#FILE_NAME} under {@code results}, sorted by path. A record that fails its schema is
     * refused ({@link InvalidInputException} naming the file), never skipped; a folder without any record is refused.
     */
    public static List<PublishedRun> find(Path results) {
        if (!Files.isDirectory(results)) {
            throw InvalidInputException.in(results, Files.exists(results) ? "not a directory" : "missing: no results folder");
        }
        List<Path> files;
        try (Stream<Path> all = Files.walk(results)) {
            files = all.filter(p -> p.getFileName().toString().equals(ResultRecord.FILE_NAME))
                    .filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw InvalidInputException.in(results, "cannot list: " + InvalidInputException.reason(e));
        }
        if (files.isEmpty()) {
            throw InvalidInputException.in(results, "no " + ResultRecord.FILE_NAME + " under it: nothing to publish "
                    + "(pairs results import writes one beside each published run)");
        }
        List<PublishedRun> runs = new ArrayList<>();
        for (Path file : files) {
            Path folder = results.relativize(file.getParent());
            String path = folder.toString().replace(folder.getFileSystem().getSeparator(), "/");
            if (path.isEmpty()) {
                throw InvalidInputException.in(file, "a record must be in a run's folder under the results folder, "
                        + "not at its top");
            }
            runs.add(new PublishedRun(path, file, ResultRecords.read(file)));
        }
        runs.sort((a, b) -> a.path().compareTo(b.path()));
        return List.copyOf(runs);
    }
}
