package org.pairsbench.gui.validation;

import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.validation.AnswerComparison;
import org.pairsbench.validation.IncorrectAnswer;

/**
 * One row of the incorrect-answers table (thesis Figure B.5): the expected and the engine's values side by
 * side. Values an answer does not have (an Indicator's price, the engine's side of a missing answer) are null.
 */
public record IncorrectAnswerRow(IncorrectAnswer source, String category, String strategy, String type,
                                 Long inputTickTS, Side expected, Side engine, Long engineLine, String problem) {

    /** The values of one side of a row. */
    public record Side(String symbol, Integer price, Long size, Double ratio, Double avgRatio, Double upperBand,
                       Double lowerBand, Long inputTS) {

        static final Side NONE = new Side(null, null, null, null, null, null, null, null);

        static Side of(Answer a) {
            Long ts = a.inputTS() == Indicator.NO_TS ? null : a.inputTS();
            if (a instanceof Indicator i) {
                return new Side(null, null, null, i.ratio(), i.avgRatio(), i.upperBand(), i.lowerBand(), ts);
            }
            MarketOrder o = (MarketOrder) a;
            return new Side(o.symbol(), o.price(), o.size(), null, null, null, null, ts);
        }
    }

    /** The categories of thesis B.5, as the table shows them. */
    public static final String MISSING = "missing";
    public static final String UNDUE = "undue";
    public static final String WRONG = "wrong";
    /** Type shown for an Indicator (a MarketOrder shows BUY or SELL). */
    public static final String INDICATOR = "Indicator";

    public static IncorrectAnswerRow of(IncorrectAnswer i) {
        Answer any = i.expected() != null ? i.expected() : i.sut();
        String type = any instanceof MarketOrder o ? o.type().name()
                : any != null ? INDICATOR : i.stream() == AnswerStream.INDICATOR ? INDICATOR : "MarketOrder";
        return new IncorrectAnswerRow(i, category(i.kind()), any == null ? "" : any.strategy(), type,
                any == null ? null : any.inputTickTS(),
                i.expected() == null ? Side.NONE : Side.of(i.expected()),
                i.sut() == null ? Side.NONE : Side.of(i.sut()),
                i.sutLine() == 0 ? null : i.sutLine(), i.problem());
    }

    static String category(IncorrectAnswer.Kind kind) {
        return switch (kind) {
            case MISSING -> MISSING;
            case UNDUE -> UNDUE;
            case WRONG -> WRONG;
        };
    }

    public AnswerStream stream() {
        return source.stream();
    }

    /** True when both sides have a value for the field and the values differ (doubles: beyond the tolerance). */
    public static boolean differs(Object expected, Object engine) {
        if (expected == null || engine == null) {
            return false;
        }
        if (expected instanceof Double e && engine instanceof Double s) {
            return !AnswerComparison.close(e, s);
        }
        return !expected.equals(engine);
    }
}
