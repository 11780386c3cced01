package org.pairsbench.report.publish;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.FolderFiles;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.io.Sha256;

/**
 * A bundle's {@value #NAME}: one line per file, {@code HEX  PATH} (two spaces, the path relative to the bundle
 * with '/' separators), sorted by path, as coreutils' {@code sha256sum} writes it; so {@code sha256sum -c
 * SHA256SUMS} checks a bundle without the kit too.
 */
public final class Sha256Sums {

    public static final String NAME = "SHA256SUMS";

    private static final Pattern LINE = Pattern.compile("([0-9a-f]{64}) [ *](.+)");

    private Sha256Sums() {
    }

    /** Lists every file under {@code dir} but the listing itself, and writes the listing. */
    public static Map<String, String> write(Path dir) {
        Map<String, String> sums = new LinkedHashMap<>();
        for (String path : FolderFiles.relativePaths(dir)) {
            if (!path.equals(NAME)) {
                sums.put(path, Sha256.of(dir.resolve(path)));
            }
        }
        StringBuilder text = new StringBuilder();
        sums.forEach((path, hex) -> text.append(hex).append("  ").append(path).append('\n'));
        byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        PendingFile.write(dir.resolve(NAME), out -> out.write(bytes));
        return sums;
    }

    /** The listing of {@code dir}, by path; a missing file or a line that is not {@code HEX  PATH} is bad input. */
    public static Map<String, String> read(Path dir) {
        Path file = dir.resolve(NAME);
        if (!Files.isRegularFile(file)) {
            throw InvalidInputException.in(file, "missing: not a bundle written by pairs publish");
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw InvalidInputException.in(file, "cannot read: " + InvalidInputException.reason(e));
        }
        Map<String, String> sums = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = LINE.matcher(lines.get(i));
            if (!m.matches()) {
                throw InvalidInputException.at(file, i + 1, "not a line 'SHA-256  PATH'");
            }
            String path = m.group(2);
            if (path.startsWith("/") || List.of(path.split("/")).contains("..")) {
                throw InvalidInputException.at(file, i + 1, "a path outside the bundle: " + path);
            }
            if (sums.put(path, m.group(1)) != null) {
                throw InvalidInputException.at(file, i + 1, path + " is listed twice");
            }
        }
        return sums;
    }
}
