package org.pairsbench.api.engine;

/**
 * The version of this engine API. A plug-in returns it from {@link EngineFactory#apiVersion()}; because it is a
 * compile-time constant, the value compiled into the plug-in is the API it was built against, and the kit refuses
 * a plug-in built against another version with one line instead of a {@link LinkageError} in mid-run.
 */
public final class EngineApi {

    /** Raised when a change would break a plug-in compiled against the previous API. */
    public static final int VERSION = 1;

    private EngineApi() {
    }
}
