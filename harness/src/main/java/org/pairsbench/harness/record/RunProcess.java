package org.pairsbench.harness.record;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The process that records a run, identified well enough to tell later whether it is still there: a run left
 * RUNNING by a process that is gone (killed with SIGKILL, a power cut) was abandoned.
 *
 * @param pid            its process id
 * @param processStarted when that process started (ISO instant), so a reused pid is not taken for it; null if
 *                       the platform does not say
 * @param host           the machine's host name
 * @param bootId         the kernel's boot id (Linux), so a reboot ends every run of the boot before it; null
 *                       elsewhere
 */
public record RunProcess(long pid, String processStarted, String host, String bootId) {

    private static final Path BOOT_ID = Path.of("/proc/sys/kernel/random/boot_id");

    /** This JVM (looked up once: the host name can take a resolver's time). */
    public static RunProcess current() {
        return Self.PROCESS;
    }

    private static final class Self {
        static final RunProcess PROCESS = new RunProcess(ProcessHandle.current().pid(),
                started(ProcessHandle.current()).orElse(null), hostName(), readBootId());
    }

    /**
     * True when this process has certainly ended: it ran on this machine and either the machine rebooted since,
     * or no process has its pid, or the one that has it started at another time. A run recorded on another
     * machine (a shared results folder) cannot be judged from here and is never called gone.
     */
    @JsonIgnore
    public boolean isGone() {
        RunProcess here = current();
        if (host == null || !host.equals(here.host())) {
            return false;
        }
        if (bootId != null && here.bootId() != null && !bootId.equals(here.bootId())) {
            return true;
        }
        Optional<ProcessHandle> handle = ProcessHandle.of(pid);
        if (handle.isEmpty() || !handle.get().isAlive()) {
            return true;
        }
        Optional<String> startedNow = started(handle.get());
        return processStarted != null && startedNow.isPresent() && !processStarted.equals(startedNow.get());
    }

    private static Optional<String> started(ProcessHandle p) {
        return p.info().startInstant().map(Object::toString);
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            String env = System.getenv("HOSTNAME");
            return env == null ? "unknown" : env;
        }
    }

    private static String readBootId() {
        try {
            return Files.isReadable(BOOT_ID) ? Files.readString(BOOT_ID).trim() : null;
        } catch (IOException e) {
            return null;
        }
    }
}
