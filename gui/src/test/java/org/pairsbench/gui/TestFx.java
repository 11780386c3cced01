package org.pairsbench.gui;

import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.concurrent.Worker;
import org.testfx.util.WaitForAsyncUtils;

/** Test helpers: read JavaFX state on its own thread, wait for a window's background task. */
final class TestFx {

    private TestFx() {
    }

    static <T> T onFx(Callable<T> read) {
        try {
            return WaitForAsyncUtils.asyncFx(read).get(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Waits until the task exists and has ended (its handlers have run on the JavaFX thread). */
    static void awaitTask(Supplier<? extends Worker<?>> task, int seconds) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> onFx(() -> {
            Worker<?> t = task.get();
            return t != null && (t.getState() == Worker.State.SUCCEEDED || t.getState() == Worker.State.FAILED
                    || t.getState() == Worker.State.CANCELLED);
        }));
        WaitForAsyncUtils.waitForFxEvents();
    }
}
