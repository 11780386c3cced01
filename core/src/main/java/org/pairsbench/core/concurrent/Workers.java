package org.pairsbench.core.concurrent;

import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The worker threads of the kit's own tools (datagen, the validator's scanner): tasks that never wait for each
 * other, handed results back as futures that the caller takes in the order it needs, so what the tool produces
 * does not depend on the number of threads. With one thread there is no pool: {@link #submit} runs the task at
 * once on the calling thread, so "1 thread" means exactly one.
 *
 * <p>The threads are daemons: a tool that fails cannot hang the JVM on them. {@link #close()} stops them.
 */
public final class Workers implements AutoCloseable {

    private final int threads;
    /** Null with one thread: tasks run on the caller's. */
    private final ThreadPoolExecutor pool;

    private Workers(int threads, int poolThreads, String name) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        this.threads = threads;
        if (poolThreads == 0) {
            this.pool = null;
        } else {
            AtomicInteger numbered = new AtomicInteger();
            this.pool = (ThreadPoolExecutor) Executors.newFixedThreadPool(poolThreads, task -> {
                Thread thread = new Thread(task, name + "-" + numbered.incrementAndGet());
                thread.setDaemon(true);
                return thread;
            });
        }
    }

    /** {@code threads} workers whose threads are named {@code name-1}, {@code name-2}, ... */
    public static Workers start(int threads, String name) {
        return new Workers(threads, threads == 1 ? 0 : threads, name);
    }

    /**
     * {@code threads} threads in all, the caller's included: {@code threads - 1} workers, and the caller runs
     * tasks still waiting in the queue itself while it waits for a result ({@link #help}). For a caller with
     * work of its own between the results (datagen's merge and writer): it is not left to share a core with as
     * many workers as there are cores, and what would be its idle time goes to the queue.
     */
    public static Workers withCaller(int threads, String name) {
        return new Workers(threads, threads - 1, name);
    }

    /** The default of the tools' {@code --threads}: one per processor the JVM may use. */
    public static int defaultThreads() {
        return Runtime.getRuntime().availableProcessors();
    }

    public int threads() {
        return threads;
    }

    /** Runs {@code task} on a worker (on the calling thread, before returning, with one thread). */
    public <T> Future<T> submit(Callable<T> task) {
        if (pool == null) {
            FutureTask<T> done = new FutureTask<>(task);
            done.run();
            return done;
        }
        return pool.submit(task);
    }

    /**
     * The result of {@code future}, waiting for it. A task's own RuntimeException or Error is rethrown as it is, so
     * an input error raised on a worker reaches the command as the same one-line error it would be on one thread.
     */
    public static <T> T join(Future<T> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted while waiting for a worker");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(cause);
        }
    }

    /**
     * The result of {@code future}, as {@link #join}, but running queued tasks on the calling thread until it is
     * done (the queue holds only tasks no worker has started, so each runs once, on one thread or the other;
     * tasks never wait for each other, so a task run here cannot wait for the one awaited).
     */
    public <T> T help(Future<T> future) {
        if (pool != null) {
            while (!future.isDone()) {
                Runnable queued = pool.getQueue().poll();
                if (queued == null) {
                    break;
                }
                queued.run();
            }
        }
        return join(future);
    }

    /** Stops the threads, interrupting tasks still running (whose results nobody will take). */
    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
