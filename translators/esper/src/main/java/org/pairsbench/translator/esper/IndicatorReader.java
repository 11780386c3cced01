package org.pairsbench.translator.esper;

import com.espertech.esper.common.client.EventBean;
import com.espertech.esper.common.client.EventPropertyGetter;
import com.espertech.esper.common.client.EventType;
import org.pairsbench.api.model.Indicator;

/**
 * Reads the Indicator answers of the IndicatorOut statement. A close delivers an Indicator per strategy (2,500 at
 * SF 100, all within the trigger's latency), so the columns are read through getters looked up once from the
 * statement's event type, not by name on every row.
 */
final class IndicatorReader {

    private final EventPropertyGetter strategy;
    private final EventPropertyGetter ratio;
    private final EventPropertyGetter avgRatio;
    private final EventPropertyGetter upperBand;
    private final EventPropertyGetter lowerBand;
    private final EventPropertyGetter inputTickTS;

    IndicatorReader(EventType type) {
        this.strategy = getter(type, "strategy");
        this.ratio = getter(type, "ratio");
        this.avgRatio = getter(type, "avgRatio");
        this.upperBand = getter(type, "upperBand");
        this.lowerBand = getter(type, "lowerBand");
        this.inputTickTS = getter(type, "inputTickTS");
    }

    private static EventPropertyGetter getter(EventType type, String column) {
        EventPropertyGetter getter = type.getGetter(column);
        if (getter == null) {
            throw new IllegalStateException("the statement IndicatorOut has no column " + column);
        }
        return getter;
    }

    /** The Indicator of one row, with the trigger's TS as inputTS. */
    Indicator read(EventBean row, long inputTS) {
        return new Indicator((String) strategy.get(row), (Double) ratio.get(row), (Double) avgRatio.get(row),
                (Double) upperBand.get(row), (Double) lowerBand.get(row), (Long) inputTickTS.get(row), inputTS);
    }
}
