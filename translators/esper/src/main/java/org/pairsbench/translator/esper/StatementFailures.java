package org.pairsbench.translator.esper;

import com.espertech.esper.common.client.hook.exception.ExceptionHandler;
import com.espertech.esper.common.client.hook.exception.ExceptionHandlerFactory;
import com.espertech.esper.common.client.hook.exception.ExceptionHandlerFactoryContext;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Keeps the first exception a statement throws while processing an event. Esper catches such exceptions,
 * logs them and goes on, which would lose answers silently; the adapter instead fails the run with the
 * recorded exception. Esper instantiates this factory by class name, so failures are kept per runtime URI.
 */
public final class StatementFailures implements ExceptionHandlerFactory {

    private static final Map<String, RuntimeException> FIRST_FAILURE = new ConcurrentHashMap<>();

    @Override
    public ExceptionHandler getHandler(ExceptionHandlerFactoryContext context) {
        String uri = context.getRuntimeURI();
        return failure -> FIRST_FAILURE.putIfAbsent(uri, new IllegalStateException(
                "Esper statement '" + failure.getStatementName() + "' failed: " + failure.getThrowable(),
                failure.getThrowable()));
    }

    /** Throws the first failure recorded for runtime {@code uri}, if any. */
    static void throwIfAny(String uri) {
        RuntimeException failure = FIRST_FAILURE.get(uri);
        if (failure != null) {
            throw failure;
        }
    }

    /** Forgets the failures of runtime {@code uri} (when it is destroyed). */
    static void forget(String uri) {
        FIRST_FAILURE.remove(uri);
    }
}
