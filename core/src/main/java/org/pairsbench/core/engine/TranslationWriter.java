package org.pairsbench.core.engine;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.core.io.OutputDirectory;
import org.pairsbench.core.io.PendingFile;

/** Writes a translator's files for {@code pairs translate}: each under a temporary name, then renamed. */
public final class TranslationWriter {

    private TranslationWriter() {
    }

    /**
     * Writes {@code files} into {@code dir} (created if missing), each complete or not at all.
     *
     * @return the files written, in order
     */
    public static List<Path> write(List<TranslatedFile> files, Path dir) {
        OutputDirectory.create(dir);
        List<Path> written = new ArrayList<>();
        for (TranslatedFile file : files) {
            Path target = dir.resolve(file.name());
            if (target.getParent() != null && !target.getParent().equals(dir)) {
                OutputDirectory.create(target.getParent());
            }
            byte[] bytes = file.content().getBytes(StandardCharsets.UTF_8);
            PendingFile.write(target, out -> out.write(bytes));
            written.add(target);
        }
        return written;
    }
}
