package org.pairsbench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The free space where a command will write, and sizes as people read them. */
final class FreeSpace {

    private FreeSpace() {
    }

    /** Usable bytes on the file store of {@code dir}, or of its nearest existing parent; -1 when unknown. */
    static long usableBytes(Path dir) {
        Path existing = dir.toAbsolutePath();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        try {
            return existing == null ? -1 : Files.getFileStore(existing).getUsableSpace();
        } catch (IOException e) {
            return -1;
        }
    }

    /** 1.2 GB, 340.0 MB, 12.3 TB: decimal units, as disks are sold. */
    static String describe(double bytes) {
        String[] units = {"bytes", "kB", "MB", "GB", "TB", "PB", "EB"};
        int u = 0;
        while (bytes >= 1000 && u < units.length - 1) {
            bytes /= 1000;
            u++;
        }
        return u == 0 ? String.format("%.0f bytes", bytes) : String.format("%.1f %s", bytes, units[u]);
    }
}
