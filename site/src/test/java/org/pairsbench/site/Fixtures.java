package org.pairsbench.site;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** The hand-made result records of src/test/resources/org/pairsbench/site/results, copied where a test may edit them. */
final class Fixtures {

    private Fixtures() {
    }

    /** The fixture results folder, copied to {@code into}/results. */
    static Path results(Path into) {
        Path from = resource("results");
        Path to = into.resolve("results");
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : all.sorted().toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return to;
    }

    private static Path resource(String name) {
        URL url = Fixtures.class.getResource(name);
        if (url == null) {
            throw new IllegalStateException("no test resource " + name);
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
