package org.pairsbench.validation;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.pairsbench.api.InvalidInputException;

/**
 * The SHA-256 that keys cached expected answers: SHA-256 of the text "pairs-oracle-1", then the hex SHA-256 of
 * each tick file's bytes in merge order, then that of the strategies file, one per line. File names and
 * locations do not count, so a moved data set still hits the cache; any changed byte misses it. Per-file
 * digests let the validator hash the tick files while it reads them for the computation.
 */
public final class InputsDigest {

    /** Bump when the reference semantics change, so answers cached by an older oracle are recomputed. */
    static final String ORACLE_VERSION = "pairs-oracle-1";

    private InputsDigest() {
    }

    /** Reads every input once just to hash it; use when the inputs are not read anyway. */
    public static String sha256(List<Path> tickFiles, Path strategiesFile) {
        MessageDigest[] digests = newDigests(tickFiles.size());
        byte[] buffer = new byte[1 << 16];
        for (int i = 0; i < digests.length; i++) {
            update(digests[i], tickFiles.get(i), buffer);
        }
        return combine(digests, strategiesFile);
    }

    /** Fresh digests, one per tick file, to be fed the files' raw bytes. */
    public static MessageDigest[] newDigests(int files) {
        MessageDigest[] digests = new MessageDigest[files];
        for (int i = 0; i < files; i++) {
            digests[i] = sha256();
        }
        return digests;
    }

    /** The key from the tick files' digests (fed already) and the strategies file. */
    public static String combine(MessageDigest[] tickFileDigests, Path strategiesFile) {
        StringBuilder text = new StringBuilder(ORACLE_VERSION).append('\n');
        for (MessageDigest d : tickFileDigests) {
            text.append(HexFormat.of().formatHex(d.digest())).append('\n');
        }
        MessageDigest strategies = sha256();
        update(strategies, strategiesFile, new byte[1 << 16]);
        text.append(HexFormat.of().formatHex(strategies.digest())).append('\n');
        return HexFormat.of().formatHex(sha256().digest(text.toString().getBytes(StandardCharsets.US_ASCII)));
    }

    private static MessageDigest sha256() {
        return org.pairsbench.core.io.Sha256.digest();
    }

    private static void update(MessageDigest digest, Path file, byte[] buffer) {
        try (InputStream in = Files.newInputStream(file)) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                digest.update(buffer, 0, n);
            }
        } catch (IOException e) {
            throw InvalidInputException.in(file, "cannot read: " + InvalidInputException.reason(e));
        }
    }
}
