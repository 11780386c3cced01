package org.pairsbench.core.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.pairsbench.api.InvalidInputException;

/**
 * A file being written under a temporary name beside its target ({@code .NAME.PID-RANDOM.tmp}) and renamed to
 * the target only by {@link #commit()}, so a crash, a full disk or an error never leaves a file that looks
 * complete, and a file written before is replaced in one step or not at all. Discarding (or closing without
 * committing) deletes the temporary file.
 *
 * <p>What a killed process leaves: its temporary files, hidden by the leading dot and possibly huge. The
 * writer's process id in the name lets the next writer into the folder tell them from a live writer's and
 * remove them ({@link #removeStale}); a command with no other clean ending on a signal asks for its unfinished
 * files to be deleted when the JVM exits ({@link #discardUnfinishedOnExit}).
 */
public final class PendingFile implements AutoCloseable {

    /** {@code .NAME.PID-RANDOM.tmp}; group 1 the target's name, group 2 the writer's process id. */
    private static final Pattern TEMPORARY = Pattern.compile("\\.(.+)\\.(\\d+)-[0-9a-f]+\\.tmp");
    /** What kits before the process id wrote: {@code .NAME.RANDOM.tmp}, no writer to ask after. */
    private static final Pattern OLD_TEMPORARY = Pattern.compile("\\.(.+)\\.[0-9a-f]+\\.tmp");
    private static final long PID = ProcessHandle.current().pid();

    /** The files not yet committed or discarded, for the exit hook. */
    private static final Set<PendingFile> UNFINISHED = ConcurrentHashMap.newKeySet();
    private static final AtomicBoolean EXIT_HOOK = new AtomicBoolean();

    private final Path target;
    private final Path temporary;
    private boolean committed;

    private PendingFile(Path target, Path temporary) {
        this.target = target;
        this.temporary = temporary;
    }

    /** Creates the temporary file; a missing or unwritable directory is an {@link InvalidInputException}. */
    public static PendingFile create(Path target) {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        try {
            // Not Files.createTempFile: it makes the file private (0600), and the result must get the usual
            // permissions once renamed.
            while (true) {
                Path temporary = dir.resolve(temporaryName(absolute.getFileName().toString()));
                try {
                    PendingFile file = new PendingFile(target, Files.createFile(temporary));
                    UNFINISHED.add(file);
                    return file;
                } catch (FileAlreadyExistsException e) {
                    // another writer picked the same name: draw again
                }
            }
        } catch (NoSuchFileException e) {
            throw InvalidInputException.in(dir, "no such directory");
        } catch (AccessDeniedException e) {
            throw InvalidInputException.in(dir, "cannot write in this directory: permission denied");
        } catch (IOException e) {
            throw InvalidInputException.in(dir, "cannot write in this directory: " + InvalidInputException.reason(e));
        }
    }

    /**
     * A fresh temporary name for {@code target}, {@code .TARGET.PID-RANDOM.tmp}, with this process's id: for a
     * file or a staging folder a writer creates itself, which {@link #removeStale} then removes once this process
     * is gone.
     */
    public static String temporaryName(String target) {
        return "." + target + "." + PID + "-" + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 16)
                + ".tmp";
    }

    public Path target() {
        return target;
    }

    public Path temporary() {
        return temporary;
    }

    public OutputStream newOutputStream() {
        try {
            return Files.newOutputStream(temporary);
        } catch (IOException e) {
            throw failure(e);
        }
    }

    /**
     * Renames the temporary file to the target, replacing what was there. The content is forced to the disk
     * first and the rename after it, so even a power cut leaves the old file or the whole new one: a rename can
     * otherwise reach the disk before the data it names (a data set's manifest beside a cut-off tick file).
     */
    public void commit() {
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                channel.force(true);
            }
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
            committed = true;
            UNFINISHED.remove(this);
        } catch (IOException e) {
            throw failure(e);
        }
        forceDirectory(target.toAbsolutePath().getParent());
    }

    /** Makes the rename itself durable where the platform allows it (Linux does; Windows refuses to open a folder). */
    private static void forceDirectory(Path dir) {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Best effort: the file's content is on the disk already.
        }
    }

    /** Deletes the temporary file unless it was committed; never throws, so it is safe in error paths. */
    public void discard() {
        UNFINISHED.remove(this);
        if (!committed) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException ignored) {
                // Best effort: the name starts with a dot and ends in .tmp, so it cannot pass for a result.
            }
        }
    }

    @Override
    public void close() {
        discard();
    }

    /**
     * From now on, the JVM's exit (a SIGINT or SIGTERM included, when no finally block runs) deletes the
     * temporary file of every pending file not yet committed. For commands that write and exit; not for one that
     * finishes its files in a shutdown hook of its own (a run ending on Ctrl-C), whose files this would delete
     * under it.
     */
    public static void discardUnfinishedOnExit() {
        if (EXIT_HOOK.compareAndSet(false, true)) {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> List.copyOf(UNFINISHED).forEach(PendingFile::discard),
                    "pairs-discard-unfinished"));
        }
    }

    /** A temporary file a killed writer left, and its size. */
    public record Stale(Path file, long bytes) {

        /**
         * The one line that tells the user what {@link #removeStale} removed: "removed 2 temporary files (412.3 MB)
         * left in DIR by an interrupted WRITER: [names]".
         */
        public static String describe(List<Stale> removed, Path dir, String writer) {
            return String.format(java.util.Locale.ROOT, "removed %d temporary file%s (%,.1f MB) left in %s by an "
                    + "interrupted %s: %s", removed.size(), removed.size() == 1 ? "" : "s",
                    removed.stream().mapToLong(Stale::bytes).sum() / 1e6, dir, writer,
                    removed.stream().map(f -> f.file().getFileName().toString()).toList());
        }
    }

    /**
     * Deletes the temporary files in {@code dir} for targets whose names {@code targets} accepts that no live
     * process is writing: their writer's process is gone (it was killed), or they predate process ids in the
     * name. A staging folder named so ({@link #temporaryName}) is deleted whole, its size the sum of its files'.
     * Returns what it deleted. A file whose writer still runs is left alone.
     */
    public static List<Stale> removeStale(Path dir, Predicate<String> targets) {
        List<Stale> removed = new ArrayList<>();
        List<Path> candidates;
        try (Stream<Path> entries = Files.list(dir)) {
            candidates = entries.filter(p -> isStale(p.getFileName().toString(), targets)).sorted().toList();
        } catch (NoSuchFileException e) {
            return removed;
        } catch (IOException e) {
            throw InvalidInputException.in(dir, "cannot list: " + InvalidInputException.reason(e));
        }
        for (Path p : candidates) {
            try {
                if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    long bytes;
                    try (Stream<Path> all = Files.walk(p)) {
                        bytes = all.filter(f -> Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS))
                                .mapToLong(f -> f.toFile().length()).sum();
                    }
                    FolderFiles.deleteTree(p);
                    removed.add(new Stale(p, bytes));
                    continue;
                }
                long bytes = Files.size(p);
                if (Files.deleteIfExists(p)) {
                    removed.add(new Stale(p, bytes));
                }
            } catch (NoSuchFileException gone) {
                // removed meanwhile: nothing left to do
            } catch (IOException e) {
                throw InvalidInputException.in(p, "a temporary file left by an interrupted writer, cannot be deleted: "
                        + InvalidInputException.reason(e));
            }
        }
        return removed;
    }

    private static boolean isStale(String name, Predicate<String> targets) {
        Matcher m = TEMPORARY.matcher(name);
        if (m.matches()) {
            long pid;
            try {
                pid = Long.parseLong(m.group(2));
            } catch (NumberFormatException e) {
                return false;
            }
            return targets.test(m.group(1)) && pid != PID && ProcessHandle.of(pid).map(h -> !h.isAlive()).orElse(true);
        }
        Matcher old = OLD_TEMPORARY.matcher(name);
        return old.matches() && targets.test(old.group(1));
    }

    /** A write error (disk full, permission) as the one-line user error the launcher prints. */
    public InvalidInputException failure(IOException e) {
        return InvalidInputException.in(target, "cannot write: " + InvalidInputException.reason(e));
    }

    /** Writes a whole file through {@code body} and commits it; on any failure nothing is left behind. */
    public static void write(Path target, Body body) {
        try (PendingFile file = create(target)) {
            try (OutputStream out = file.newOutputStream()) {
                body.writeTo(out);
            } catch (IOException e) {
                throw file.failure(e);
            }
            file.commit();
        }
    }

    /** What writes the content of a {@link PendingFile}. */
    @FunctionalInterface
    public interface Body {
        void writeTo(OutputStream out) throws IOException;
    }
}
