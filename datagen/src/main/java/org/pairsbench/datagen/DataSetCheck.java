package org.pairsbench.datagen;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.io.Sha256;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.ticks.TickSource;

/**
 * Checks tick files against their data set's {@value Manifest#NAME} before a command reads them, so that a copy
 * cut short or altered is refused as input instead of being run and judged (spec/datagen.md section 7.3): every
 * file named, each file's size always, the SHA-256 of its bytes when asked, and the tick count as the stream is
 * read ({@link #counted}). Tick files without a manifest are not a data set this kit can check: they pass
 * unchecked, unless the SHA-256 check was asked for.
 */
public final class DataSetCheck {

    private DataSetCheck() {
    }

    /**
     * What a data set is, for a result to name: the SHA-256 of its manifest (which holds every file's), and each
     * file used with its count, size and SHA-256 as the manifest gives them.
     *
     * @param folder             the data set folder, absolute
     * @param manifestSha256     of the manifest file's bytes
     * @param sha256Verified     true when the files' bytes were hashed and matched; false when only sizes were
     * @param tickFiles          the tick files used, in merge order
     * @param correlationsSha256 of correlations.json, as the manifest gives it
     */
    public record Identity(String folder, String manifestSha256, boolean sha256Verified, List<TickFile> tickFiles,
                           String correlationsSha256) {

        /** Ticks in the files used, by the manifest. */
        public long ticks() {
            return tickFiles.stream().mapToLong(TickFile::ticks).sum();
        }
    }

    /** One tick file as the manifest describes it. */
    public record TickFile(String name, long ticks, long bytes, String sha256) {
    }

    /**
     * Checks {@code tickFiles} (as {@link TickFiles#resolve} found them in {@code ticks}, a data set folder or one
     * of its files) against the manifest beside them. Empty when there is no manifest and {@code sha256} is
     * false. Every mismatch is an {@link InvalidInputException} naming the file.
     *
     * @param sha256 also hash every tick file and compare (reads all the data: seconds per GB)
     */
    public static Optional<Identity> check(Path ticks, List<Path> tickFiles, boolean sha256) {
        Path folder = TickFiles.folderOf(ticks).toAbsolutePath().normalize();
        Path manifestFile = folder.resolve(Manifest.NAME);
        if (!Files.isRegularFile(manifestFile)) {
            if (sha256) {
                throw InvalidInputException.in(folder, "no " + Manifest.NAME
                        + " to verify the tick files against: --verify needs a data set written by pairs datagen");
            }
            return Optional.empty();
        }
        Manifest manifest = Manifest.read(folder);
        Map<String, Manifest.TickFile> listed = new LinkedHashMap<>();
        long total = 0;
        for (Manifest.TickFile f : manifest.files()) {
            listed.put(f.name(), f);
            total += f.ticks();
        }
        if (total != manifest.totalTicks()) {
            throw InvalidInputException.in(manifestFile, "its files hold " + total + " ticks but totalTicks is "
                    + manifest.totalTicks() + ": the manifest is damaged; regenerate the data set");
        }
        if (Files.isDirectory(ticks)) {
            // The whole data set: a file the manifest lists but the folder lacks is a lost part of the stream.
            for (String name : listed.keySet()) {
                if (!Files.exists(folder.resolve(name))) {
                    throw InvalidInputException.in(folder.resolve(name), "missing: " + Manifest.NAME
                            + " lists it; copy the whole data set again");
                }
            }
        }
        List<TickFile> used = new ArrayList<>();
        for (Path file : tickFiles) {
            String name = file.getFileName().toString();
            Manifest.TickFile described = listed.get(name);
            if (described == null || !folder.equals(file.toAbsolutePath().normalize().getParent())) {
                throw InvalidInputException.in(file, "not a file of the data set in " + folder + " (its "
                        + Manifest.NAME + " lists " + String.join(", ", listed.keySet()) + ")");
            }
            long bytes = size(file);
            if (bytes != described.bytes()) {
                throw InvalidInputException.in(file, bytes + " bytes, but " + Manifest.NAME + " says "
                        + described.bytes() + ": " + (bytes < described.bytes() ? "cut short (an interrupted copy?)"
                        : "altered") + "; copy the data set again or regenerate it");
            }
            if (sha256) {
                String actual = Sha256.of(file);
                if (!actual.equalsIgnoreCase(described.sha256())) {
                    throw InvalidInputException.in(file, "SHA-256 " + actual + ", but " + Manifest.NAME + " says "
                            + described.sha256() + ": the file was altered; copy the data set again or regenerate it");
                }
            }
            used.add(new TickFile(name, described.ticks(), described.bytes(), described.sha256()));
        }
        return Optional.of(new Identity(folder.toString(), Sha256.of(manifestFile), sha256, List.copyOf(used),
                manifest.correlations() == null ? null : manifest.correlations().sha256()));
    }

    /**
     * {@code source} (a stream of the checked files) that, when it runs out, fails unless it held exactly the
     * ticks the manifest counts: a file rewritten to its old size with other lines is caught here.
     */
    public static TickSource counted(TickSource source, Identity identity) {
        return new TickSource() {
            private long read;

            @Override
            public boolean hasNext() {
                boolean more = source.hasNext();
                if (!more && read != identity.ticks()) {
                    throw InvalidInputException.in(Path.of(identity.folder()).resolve(Manifest.NAME), "the tick files "
                            + "hold " + read + " ticks, but the manifest says " + identity.ticks()
                            + ": the data set was altered; copy it again or regenerate it");
                }
                return more;
            }

            @Override
            public StockTick next() {
                StockTick tick = source.next();
                read++;
                return tick;
            }

            @Override
            public void close() {
                source.close();
            }
        };
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw InvalidInputException.in(file, "cannot read: " + InvalidInputException.reason(e));
        }
    }
}
