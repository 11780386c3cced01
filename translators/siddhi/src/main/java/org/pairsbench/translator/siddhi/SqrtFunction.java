package org.pairsbench.translator.siddhi;

import io.siddhi.core.config.SiddhiQueryContext;
import io.siddhi.core.executor.ExpressionExecutor;
import io.siddhi.core.executor.function.FunctionExecutor;
import io.siddhi.core.util.config.ConfigReader;
import io.siddhi.core.util.snapshot.state.State;
import io.siddhi.core.util.snapshot.state.StateFactory;
import io.siddhi.query.api.definition.Attribute;
import io.siddhi.query.api.exception.SiddhiAppValidationException;

/**
 * {@code math:sqrt(x)}: {@link Math#sqrt} of a double, the square root the spec's population deviation takes
 * (spec 5.2). Siddhi core has no square root; this is the function of Siddhi's own siddhi-execution-math extension,
 * under its name, which Maven Central does not carry. It is plain arithmetic of the Java standard library, like
 * Esper's {@code Math.sqrt}; the workload's logic stays in the Siddhi app.
 */
public final class SqrtFunction extends FunctionExecutor<State> {

    /** The name the app calls it by, namespace:function. */
    public static final String NAME = "math:sqrt";

    @Override
    protected StateFactory<State> init(ExpressionExecutor[] arguments, ConfigReader configReader,
                                       SiddhiQueryContext siddhiQueryContext) {
        if (arguments.length != 1 || arguments[0].getReturnType() != Attribute.Type.DOUBLE) {
            throw new SiddhiAppValidationException(NAME + " takes one double argument");
        }
        return null;
    }

    @Override
    protected Object execute(Object data, State state) {
        return data == null ? null : Math.sqrt((Double) data);
    }

    @Override
    protected Object execute(Object[] data, State state) {
        throw new IllegalStateException(NAME + " takes one argument");
    }

    @Override
    public Attribute.Type getReturnType() {
        return Attribute.Type.DOUBLE;
    }
}
