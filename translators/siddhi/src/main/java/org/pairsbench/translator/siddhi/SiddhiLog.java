package org.pairsbench.translator.siddhi;

import java.io.Serializable;
import java.util.List;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.Layout;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.Property;

/**
 * Siddhi's logging (Log4j 2, inside the plug-in's class loader): nothing is printed, and every ERROR Siddhi logs
 * is recorded as a failure of the engine that was running on the logging thread. Some of Siddhi's own catch
 * blocks only log (a failure inside a window's timer, for instance), so the log is the one place such a failure
 * shows; Siddhi processes a playback app synchronously in the sending thread, so the thread tells the engine.
 */
final class SiddhiLog {

    private static final ThreadLocal<FirstFailure> ENGINE_ON_THREAD = new ThreadLocal<>();
    private static boolean installed;

    private SiddhiLog() {
    }

    /** Replaces the default console output (ERROR and above) by the failure recorder, once per class loader. */
    static synchronized void install() {
        if (installed) {
            return;
        }
        LoggerContext context = (LoggerContext) LogManager.getContext(SiddhiLog.class.getClassLoader(), false);
        Configuration configuration = context.getConfiguration();
        Appender recorder = new FailureRecorder();
        recorder.start();
        configuration.addAppender(recorder);
        LoggerConfig root = configuration.getRootLogger();
        for (String name : List.copyOf(root.getAppenders().keySet())) {
            root.removeAppender(name);
        }
        root.setLevel(Level.ERROR);
        root.addAppender(recorder, Level.ERROR, null);
        context.updateLoggers();
        installed = true;
    }

    /** From now on, errors Siddhi logs on this thread are failures of {@code engine}. */
    static void bind(FirstFailure engine) {
        ENGINE_ON_THREAD.set(engine);
    }

    static void unbind(FirstFailure engine) {
        if (ENGINE_ON_THREAD.get() == engine) {
            ENGINE_ON_THREAD.remove();
        }
    }

    private static final class FailureRecorder extends AbstractAppender {

        FailureRecorder() {
            super("pairs-failures", null, (Layout<? extends Serializable>) null, true, Property.EMPTY_ARRAY);
        }

        @Override
        public void append(LogEvent event) {
            Throwable thrown = event.getThrown();
            String message = "Siddhi logged an error: " + event.getMessage().getFormattedMessage()
                    + (thrown == null ? "" : " (" + FirstFailure.oneLine(thrown) + ")");
            FirstFailure engine = ENGINE_ON_THREAD.get();
            if (engine != null) {
                engine.record(message, thrown);
            } else {
                // No engine runs on this thread: nothing to fail, but the error must not vanish either.
                System.err.println("siddhi: " + FirstFailure.oneLine(message));
            }
        }
    }
}
