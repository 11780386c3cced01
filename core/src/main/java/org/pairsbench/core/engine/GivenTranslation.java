package org.pairsbench.core.engine;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.TranslatedFile;
import org.pairsbench.core.io.FolderFiles;
import org.pairsbench.core.io.Sha256;

/**
 * A translation read back from a folder {@code pairs translate} wrote (and a user may have edited), for an engine to
 * deploy instead of its own, with one SHA-256 that names exactly what ran: over every file's relative name and
 * bytes, in name order.
 *
 * @param folder the folder, absolute
 */
public record GivenTranslation(Path folder, List<TranslatedFile> files, String sha256) {

    /** Every regular file under {@code folder} but hidden ones (temporary files), as UTF-8 text. */
    public static GivenTranslation read(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw InvalidInputException.in(folder, Files.exists(folder) ? "not a folder: give the folder pairs "
                    + "translate wrote" : "no such translation folder");
        }
        Path root = folder.toAbsolutePath().normalize();
        // Hidden files are temporary ones (an editor's, or a write in progress), not part of the translation.
        List<String> paths = FolderFiles.relativePaths(root).stream()
                .filter(name -> !name.substring(name.lastIndexOf('/') + 1).startsWith(".")).toList();
        if (paths.isEmpty()) {
            throw InvalidInputException.in(folder, "holds no file: give the folder pairs translate wrote");
        }
        MessageDigest digest = Sha256.digest();
        List<TranslatedFile> files = new ArrayList<>();
        for (String name : paths) {
            Path p = root.resolve(name);
            byte[] bytes;
            try {
                bytes = Files.readAllBytes(p);
            } catch (IOException e) {
                throw InvalidInputException.in(p, "cannot read: " + InvalidInputException.reason(e));
            }
            digest.update(name.getBytes(StandardCharsets.UTF_8));
            digest.update((byte) 0);
            digest.update(bytes);
            digest.update((byte) 0);
            files.add(new TranslatedFile(name, utf8(bytes, p)));
        }
        return new GivenTranslation(root, List.copyOf(files), Sha256.hex(digest));
    }

    private static String utf8(byte[] bytes, Path file) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw InvalidInputException.in(file, "not UTF-8 text: a translation's files are text");
        }
    }
}
