package org.pairsbench.harness.driver;

/** The engine under test threw: the run ends as failed with this reason. */
public final class EngineFailure extends Exception {
    private static final long serialVersionUID = 1L;

    public EngineFailure(String reason, Throwable cause) {
        super(reason, cause);
    }
}
