package org.pairsbench.harness.run;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Notices two benchmark runs on one machine at the same time: they share its cores, caches and memory
 * bandwidth, so the latencies of both are contaminated. Not a refusal (a user may mean it, or a run may be
 * flat out), but a loud warning that both run records keep.
 *
 * <p>The first run holds an OS lock on a machine-wide file ({@code pairs-run.lock} in the temporary folder,
 * or the file the system property {@value #PROPERTY} names) and writes its description there. The OS drops
 * the lock when the process ends, kill -9 included, so a dead run never blocks or warns anyone. A run that
 * finds the lock taken reads who holds it, warns, and appends its own description to the {@code .overlap}
 * file beside it, which the holder reads when it ends: so both records say it. The warning counts the other runs
 * and names one, cut short (a command line can run to thousands of characters, and a test suite starts dozens of
 * runs); {@link #concurrentRuns()} lists them all, for run.json.
 */
public final class RunLock implements AutoCloseable {

    /** The system property that moves the lock file (the build's tests use their own). */
    public static final String PROPERTY = "pairs.runLock";
    private static final String OVERLAP_SUFFIX = ".overlap";

    private final Path file;
    private final String description;
    private final FileChannel channel;
    private final FileLock lock;
    /** The longest description of another run a warning quotes. */
    private static final int EXAMPLE_CHARS = 160;
    private static final String CONSEQUENCE = ": both share the CPU, so neither run's latencies are sound";

    private final List<String> warnings = new ArrayList<>();
    /** The run that held the lock when this one started, for a run that found it taken. */
    private final List<String> heldBy = new ArrayList<>();

    private RunLock(Path file, String description, FileChannel channel, FileLock lock) {
        this.file = file;
        this.description = description;
        this.channel = channel;
        this.lock = lock;
    }

    /** The machine-wide lock file. */
    public static Path defaultFile() {
        String set = System.getProperty(PROPERTY);
        return set != null && !set.isBlank() ? Path.of(set)
                : Path.of(System.getProperty("java.io.tmpdir"), "pairs-run.lock");
    }

    /**
     * Takes the lock, or notes who has it. Never fails: a lock file that cannot be used is a warning too (the
     * run cannot tell whether it is alone).
     *
     * @param description this run, as another run's warning will name it (process id, engine, command)
     */
    public static RunLock acquire(Path file, String description) {
        String self = "pid " + ProcessHandle.current().pid() + ": " + description.replaceAll("[\\r\\n]+", " ");
        FileChannel channel = null;
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException sameJvm) {
                lock = null; // another run in this JVM holds it
            }
            if (lock == null) {
                channel.close();
                RunLock contender = new RunLock(file, self, null, null);
                String holder = holder(file);
                Files.writeString(overlapFile(file), self + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
                contender.heldBy.add(holder);
                contender.warnings.add("another Pairs run was running on this machine when this one started ("
                        + example(holder) + ")" + CONSEQUENCE);
                return contender;
            }
            // Ours: forget the overlaps of runs before, then say who holds it.
            Files.deleteIfExists(overlapFile(file));
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(self.getBytes(StandardCharsets.UTF_8)), 0);
            channel.force(false);
            return new RunLock(file, self, channel, lock);
        } catch (IOException e) {
            if (channel != null) {
                try {
                    channel.close();
                } catch (IOException ignored) {
                    // reported below
                }
            }
            RunLock unknown = new RunLock(file, self, null, null);
            unknown.warnings.add("could not check for other Pairs runs on this machine (" + file + ": "
                    + e.getMessage() + ")");
            return unknown;
        }
    }

    private static String holder(Path file) {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8).strip();
            return text.isEmpty() ? "a run starting" : text;
        } catch (IOException e) {
            return "a run whose description cannot be read";
        }
    }

    private static Path overlapFile(Path file) {
        return file.resolveSibling(file.getFileName() + OVERLAP_SUFFIX);
    }

    /**
     * What this run must record: another run already held the lock, or (for the holder, asked before it
     * releases the lock) other runs started while it held it.
     */
    public List<String> warnings() {
        List<String> others = startedSince();
        if (others.isEmpty()) {
            return List.copyOf(warnings);
        }
        List<String> all = new ArrayList<>(warnings);
        all.add(others.size() == 1
                ? "another Pairs run started on this machine while this one was running (" + example(others.get(0))
                        + ")" + CONSEQUENCE
                : others.size() + " other Pairs runs started on this machine while this one was running (one: "
                        + example(others.get(0)) + "; run.json's concurrentRuns lists them all)" + CONSEQUENCE);
        return all;
    }

    /** Whether {@code warning} is one of this class's: another Pairs run shared the machine's CPU. */
    public static boolean sharesTheCpu(String warning) {
        return warning.endsWith(CONSEQUENCE);
    }

    /** Every other run the warnings count, each as its lock names it: the one this run found, those after it. */
    public List<String> concurrentRuns() {
        List<String> all = new ArrayList<>(heldBy);
        all.addAll(startedSince());
        return List.copyOf(all);
    }

    /** For the holder, asked before it releases the lock: the runs that started while it held it. */
    private List<String> startedSince() {
        if (lock == null) {
            return List.of();
        }
        try {
            return Files.exists(overlapFile(file))
                    ? Files.readAllLines(overlapFile(file), StandardCharsets.UTF_8).stream()
                            .filter(l -> !l.isBlank()).toList() : List.of();
        } catch (IOException e) {
            return List.of(); // cannot tell: the contender's record says it anyway
        }
    }

    /** A run's description as a warning quotes it: at most {@value #EXAMPLE_CHARS} characters. */
    private static String example(String description) {
        return description.length() <= EXAMPLE_CHARS ? description
                : description.substring(0, EXAMPLE_CHARS - 3) + "...";
    }

    /** This run as the lock file names it. */
    public String description() {
        return description;
    }

    @Override
    public void close() {
        if (lock == null) {
            return;
        }
        try {
            channel.truncate(0);
            lock.release();
            channel.close();
        } catch (IOException e) {
            // The OS releases the lock when the process ends in any case.
        }
    }
}
