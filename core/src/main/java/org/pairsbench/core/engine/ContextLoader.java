package org.pairsbench.core.engine;

import java.util.concurrent.Callable;

/** Runs a call into a plug-in with the plug-in's class loader as the thread's context class loader. */
final class ContextLoader {

    private ContextLoader() {
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
