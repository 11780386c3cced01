package org.pairsbench.api.engine;

import java.util.List;
import java.util.Objects;

/**
 * One file of a translated workload: its name relative to the output directory and its text (UTF-8). The kit
 * writes it, under a temporary name first, so a translator never touches the file system.
 *
 * @param name a plain relative path such as "pairs.epl" or "conf/job.yaml": no leading '/', no ".." part
 */
public record TranslatedFile(String name, String content) {

    public TranslatedFile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(content, "content");
        if (name.isEmpty() || name.startsWith("/") || name.contains("\\")
                || java.util.Arrays.asList(name.split("/")).contains("..")) {
            throw new IllegalArgumentException("translated file name '" + name + "' must be a plain relative path");
        }
    }

    /** The content of the file named {@code name} in {@code translation}, or null when it has none. */
    public static String contentOf(List<TranslatedFile> translation, String name) {
        for (TranslatedFile f : translation) {
            if (f.name().equals(name)) {
                return f.content();
            }
        }
        return null;
    }
}
