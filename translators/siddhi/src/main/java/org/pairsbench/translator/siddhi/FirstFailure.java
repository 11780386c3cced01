package org.pairsbench.translator.siddhi;

import java.beans.ExceptionListener;

/**
 * The first failure of one engine, kept so that the run fails with it. Siddhi catches an exception thrown while
 * a stream's events are processed, hands it to the app's exception listener (this) and logs it and drops the
 * events; left alone, a run would go on with answers missing. {@link SiddhiEngine} throws the recorded failure from
 * the deploy, send or finish that caused it.
 */
final class FirstFailure implements ExceptionListener {

    private volatile IllegalStateException first;

    /** A runtime exception inside the app. */
    @Override
    public void exceptionThrown(Exception e) {
        record("Siddhi runtime exception: " + oneLine(e), e);
    }

    /** {@code what} happened, caused by {@code cause} (may be null); only the first call counts. */
    synchronized void record(String what, Throwable cause) {
        if (first == null) {
            first = new IllegalStateException(oneLine(what), cause);
        }
    }

    void throwIfAny() {
        IllegalStateException failure = first;
        if (failure != null) {
            throw failure;
        }
    }

    /** The throwable's class and message on one line (Siddhi's parser messages span several). */
    static String oneLine(Throwable t) {
        String message = t.getMessage();
        return oneLine(t.getClass().getSimpleName() + (message == null ? "" : ": " + message));
    }

    static String oneLine(String text) {
        return text.replaceAll("\\s*[\\r\\n]+\\s*", " ").trim();
    }
}
