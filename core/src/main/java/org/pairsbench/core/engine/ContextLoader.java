package org.pairsbench.core.engine;

import java.util.concurrent.Callable;

/** Runs a call into a plug-in with the plug-in's class loader as the thread's context class loader. */
final class ContextLoader {

    private ContextLoader() {
    }

    /** {@link #call} for calls that throw no checked exception. */
    static void run(ClassLoader loader, Runnable run) {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            run.run();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    static <T> T call(ClassLoader loader, Callable<T> call) throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        if (previous == loader) {
            return call.call();
        }
        thread.setContextClassLoader(loader);
        try {
            return call.call();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }
}
