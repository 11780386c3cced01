package org.pairsbench.core.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;

class WorkersTest {

    @Test
    void oneThreadRunsEachTaskOnTheCallersThreadBeforeSubmitReturns() {
        try (Workers workers = Workers.start(1, "test")) {
            int[] ran = {0};
            Future<Thread> thread = workers.submit(() -> {
                ran[0]++;
                return Thread.currentThread();
            });
            assertEquals(1, ran[0], "already ran");
            assertSame(Thread.currentThread(), Workers.join(thread));
        }
    }

    @Test
    void severalThreadsRunTasksAtOnceOnDaemonThreads() throws InterruptedException {
        try (Workers workers = Workers.start(2, "test")) {
            // Each task waits for the other to start: both finish only if they run at the same time.
            CountDownLatch started = new CountDownLatch(2);
            Future<Boolean> a = workers.submit(() -> {
                started.countDown();
                return started.await(1, TimeUnit.MINUTES);
            });
            Future<Thread> b = workers.submit(() -> {
                started.countDown();
                started.await(1, TimeUnit.MINUTES);
                return Thread.currentThread();
            });
            assertTrue(Workers.join(a), "the two tasks overlapped");
            Thread worker = Workers.join(b);
            assertNotSame(Thread.currentThread(), worker);
            assertTrue(worker.isDaemon(), "a failed tool cannot hang the JVM on its workers");
            assertTrue(worker.getName().startsWith("test-"), worker.getName());
        }
    }

    @Test
    void aTasksExceptionReachesTheCallerAsItIs() {
        for (int threads : new int[] {1, 3}) {
            try (Workers workers = Workers.start(threads, "test")) {
                InvalidInputException bad = new InvalidInputException("ticks.csv:7: empty symbol");
                Future<Object> failing = workers.submit(() -> {
                    throw bad;
                });
                assertSame(bad, assertThrows(InvalidInputException.class, () -> Workers.join(failing)),
                        threads + " threads");
            }
        }
    }

    @Test
    void withTheCallerOneWorkerRunsAndTheWaitingCallerRunsWhatIsQueued() throws InterruptedException {
        try (Workers workers = Workers.withCaller(2, "test")) {
            // The one worker is held on the first task, so the second can only run on the caller, within help().
            CountDownLatch release = new CountDownLatch(1);
            CountDownLatch holding = new CountDownLatch(1);
            Future<Thread> held = workers.submit(() -> {
                holding.countDown();
                release.await(1, TimeUnit.MINUTES);
                return Thread.currentThread();
            });
            assertTrue(holding.await(1, TimeUnit.MINUTES), "the worker started the first task");
            Future<Thread> queued = workers.submit(Thread::currentThread);
            assertSame(Thread.currentThread(), workers.help(queued), "run by the waiting caller");
            release.countDown();
            Thread worker = workers.help(held);
            assertNotSame(Thread.currentThread(), worker);
            assertTrue(worker.getName().startsWith("test-"), worker.getName());
            assertEquals(2, workers.threads(), "the caller counts");
        }
    }

    @Test
    void withTheCallerAloneEveryTaskRunsOnIt() {
        try (Workers workers = Workers.withCaller(1, "test")) {
            assertSame(Thread.currentThread(), workers.help(workers.submit(Thread::currentThread)));
        }
    }

    @Test
    void threadsMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> Workers.withCaller(0, "test"));
        assertThrows(IllegalArgumentException.class, () -> Workers.start(0, "test"));
    }
}
