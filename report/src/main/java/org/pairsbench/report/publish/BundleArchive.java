package org.pairsbench.report.publish;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.FolderFiles;
import org.pairsbench.core.io.OutputDirectory;
import org.pairsbench.core.io.PendingFile;
import org.pairsbench.core.io.Sha256;

/**
 * A bundle as one file, {@code SHA256.tar.gz}: a run's evidence travels and is kept as a single archive outside
 * the repository, named by its SHA-256, which the run's result record holds (spec/execution.md section 10). The
 * archive is reproducible: entries in path order, no owner, a zero modification time, and Java's gzip header
 * (no name, no time), so the same bundle archives to the same bytes with the same JDK.
 *
 * <p>Reading is defensive, since an archive comes from anywhere: only regular files and folders, no path that is
 * absolute or climbs out with {@code ..}, no name twice, and the gzip stream read to its end so a truncated or
 * altered archive fails its CRC instead of passing as a shorter bundle.
 */
public final class BundleArchive {

    public static final String SUFFIX = ".tar.gz";
    /** The target name of an archive being written: {@code .bundle.tar.gz.PID-RANDOM.tmp} ({@link PendingFile}). */
    static final String TEMPORARY = "bundle" + SUFFIX;

    /**
     * The archive written.
     *
     * @param file   where it is, {@code SHA256.tar.gz}
     * @param sha256 its SHA-256
     * @param bytes  its size
     */
    public record Archived(Path file, String sha256, long bytes) {
    }

    private BundleArchive() {
    }

    /** The archive of the bundle {@code sha256} in {@code folder}. */
    public static Path in(Path folder, String sha256) {
        return folder.resolve(sha256 + SUFFIX);
    }

    /**
     * Archives the bundle folder {@code bundle} into {@code folder} as {@code SHA256.tar.gz} (written under a
     * temporary name, then renamed); an archive of the same bytes already there is kept.
     */
    public static Archived write(Path bundle, Path folder) {
        Path dir = OutputDirectory.create(folder);
        MessageDigest digest = Sha256.digest();
        Path temporary = null;
        try {
            // Its name is known only once it is written: a hidden temporary file first, renamed when complete.
            // Named with this process's id: what a killed writer left is removed by the next one into the folder.
            PendingFile.removeStale(dir, TEMPORARY::equals);
            temporary = Files.createFile(dir.resolve(PendingFile.temporaryName(TEMPORARY)));
            try (OutputStream file = Files.newOutputStream(temporary);
                 DigestOutputStream hashed = new DigestOutputStream(file, digest)) {
                writeTar(bundle, hashed);
            }
            String sha256 = Sha256.hex(digest);
            Path target = in(dir, sha256);
            long bytes = Files.size(temporary);
            move(temporary, target);
            temporary = null;
            return new Archived(target, sha256, bytes);
        } catch (IOException e) {
            throw InvalidInputException.in(dir, "cannot write the bundle archive: " + InvalidInputException.reason(e));
        } finally {
            if (temporary != null) {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException ignored) {
                    // a hidden .bundle.tar.gz.PID-*.tmp: the next archive written here removes it
                }
            }
        }
    }

    private static void writeTar(Path bundle, OutputStream out) throws IOException {
        GZIPOutputStream gzip = new GZIPOutputStream(out, 1 << 16);
        TarArchiveOutputStream tar = new TarArchiveOutputStream(gzip);
        tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
        tar.setBigNumberMode(TarArchiveOutputStream.BIGNUMBER_POSIX);
        List<String> files = FolderFiles.relativePaths(bundle);
        for (String name : files) {
            Path file = bundle.resolve(name);
            TarArchiveEntry entry = new TarArchiveEntry(name);
            entry.setSize(Files.size(file));
            entry.setMode(0100644);
            entry.setModTime(0);
            entry.setUserId(0);
            entry.setGroupId(0);
            entry.setUserName("");
            entry.setGroupName("");
            tar.putArchiveEntry(entry);
            Files.copy(file, tar);
            tar.closeArchiveEntry();
        }
        tar.finish();
        gzip.finish();
    }

    /**
     * Unpacks {@code archive} into the empty folder {@code into}. An archive that is not a gzip'd tar, is truncated
     * or altered, or holds anything but files and folders under its own root is an {@link InvalidInputException}
     * naming it.
     */
    public static void extract(Path archive, Path into) {
        if (!Files.isRegularFile(archive)) {
            throw InvalidInputException.in(archive, "missing: no bundle archive");
        }
        Path root = into.toAbsolutePath().normalize();
        Set<String> seen = new HashSet<>();
        try (InputStream file = new BufferedInputStream(Files.newInputStream(archive), 1 << 16);
             GZIPInputStream gzip = new GZIPInputStream(file, 1 << 16);
             TarArchiveInputStream tar = new TarArchiveInputStream(gzip)) {
            TarArchiveEntry entry;
            while ((entry = tar.getNextEntry()) != null) {
                String name = entry.getName();
                // isFile() alone is true of links too: it only rules out folders.
                boolean special = entry.isSymbolicLink() || entry.isLink() || entry.isCharacterDevice()
                        || entry.isBlockDevice() || entry.isFIFO();
                if (special || !entry.isFile() && !entry.isDirectory()) {
                    throw InvalidInputException.in(archive, "entry " + name + " is not a file or folder (a link or "
                            + "device): a bundle archive holds only files");
                }
                Path target = root.resolve(name).normalize();
                if (name.startsWith("/") || name.contains("\\") || !target.startsWith(root) || target.equals(root)
                        && !entry.isDirectory() || List.of(name.split("/")).contains("..")) {
                    throw InvalidInputException.in(archive, "entry " + name + " leaves the bundle's folder");
                }
                if (!seen.add(target.toString())) {
                    throw InvalidInputException.in(archive, "entry " + name + " is in the archive twice");
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                } else {
                    Files.createDirectories(target.getParent());
                    Files.copy(tar, target);
                }
            }
            // The rest of the gzip stream (tar's padding) is read too: its CRC and length check the whole archive.
            gzip.transferTo(OutputStream.nullOutputStream());
        } catch (IOException e) {
            throw InvalidInputException.in(archive, "not a readable bundle archive (truncated or altered?): "
                    + InvalidInputException.reason(e));
        } catch (IllegalArgumentException e) {
            throw InvalidInputException.in(archive, "not a readable bundle archive: " + e.getMessage());
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
