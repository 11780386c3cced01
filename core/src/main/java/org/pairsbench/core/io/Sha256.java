package org.pairsbench.core.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.pairsbench.api.InvalidInputException;

/** SHA-256, the checksum the kit names files by (data set manifests, run records, reports). */
public final class Sha256 {

    private static final int BUFFER = 1 << 16;

    private Sha256() {
    }

    /** A fresh SHA-256 digest. */
    public static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /** The lower-case hex SHA-256 of {@code bytes}. */
    public static String of(byte[] bytes) {
        return HexFormat.of().formatHex(digest().digest(bytes));
    }

    /** The lower-case hex form of a finished digest. */
    public static String hex(MessageDigest digest) {
        return HexFormat.of().formatHex(digest.digest());
    }

    /** The lower-case hex SHA-256 of a file's bytes; an unreadable file is an {@link InvalidInputException}. */
    public static String of(Path file) {
        MessageDigest digest = digest();
        byte[] buffer = new byte[BUFFER];
        try (InputStream in = Files.newInputStream(file)) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                digest.update(buffer, 0, n);
            }
        } catch (IOException e) {
            throw InvalidInputException.in(file, "cannot read: " + InvalidInputException.reason(e));
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
