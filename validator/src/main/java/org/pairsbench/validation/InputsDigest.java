package org.pairsbench.validation;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import org.pairsbench.core.InvalidInputException;

/**
 * The SHA-256 that keys cached expected answers: over the oracle's version, each tick file's bytes in merge
 * order and the strategies file's bytes. File names and locations do not count, so a moved data set still hits
 * the cache; any changed byte misses it.
 */
public final class InputsDigest {

    /** Bump when the reference semantics change, so answers cached by an older oracle are recomputed. */
    static final String ORACLE_VERSION = "pairs-oracle-1";

    private InputsDigest() {
    }

    public static String sha256(List<Path> tickFiles, Path strategiesFile) {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK lacks SHA-256", e);
        }
        digest.update((ORACLE_VERSION + "\n").getBytes(StandardCharsets.US_ASCII));
        byte[] buffer = new byte[1 << 16];
        for (Path file : tickFiles) {
            update(digest, file, buffer);
            digest.update((byte) 0); // separates files, so moving bytes between files changes the digest
        }
        update(digest, strategiesFile, buffer);
        return HexFormat.of().formatHex(digest.digest());
    }

    private static void update(MessageDigest digest, Path file, byte[] buffer) {
        try (InputStream in = Files.newInputStream(file)) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                digest.update(buffer, 0, n);
            }
        } catch (IOException e) {
            throw InvalidInputException.in(file, "cannot read: " + e.getMessage());
        }
    }
}
