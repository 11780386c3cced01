package org.pairsbench.harness.run;

import java.nio.file.Path;

/** A process that holds the run lock until it is killed: the other run of {@link RunLockTest}. */
public final class RunLockHolder {

    private RunLockHolder() {
    }

    public static void main(String[] args) throws InterruptedException {
        RunLock lock = RunLock.acquire(Path.of(args[0]), "the holder process");
        System.out.println(lock.warnings().isEmpty() ? "held" : "not held: " + lock.warnings());
        System.out.flush();
        Thread.sleep(120_000);
    }
}
