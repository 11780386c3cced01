package org.pairsbench.process;

/**
 * The out-of-process engine failed: exited early, wrote a malformed record, reported an error, timed out. The
 * message is one line naming the engine and what went wrong.
 */
public final class ProcessEngineException extends Exception {
    private static final long serialVersionUID = 1L;

    ProcessEngineException(String message) {
        super(message);
    }

    /**
     * Just the message: the harness puts {@code "" + exception} into the run's failure reason, where the class
     * name would only lengthen a line that already names the engine.
     */
    @Override
    public String toString() {
        return getMessage();
    }
}
