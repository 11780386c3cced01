package org.pairsbench.conformance;

import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.validation.IncorrectAnswer;

/**
 * The first incorrect answer of a failed scenario, as the validator ranks them (by inputTickTS, strategy, stream
 * and type).
 *
 * @param kind        MISSING (expected, not produced), UNDUE (produced, not expected) or WRONG (values differ)
 * @param strategy    the answer's strategy
 * @param inputTickTS the answer's trigger tickTS
 * @param expected    the reference's answer in {@link #describe} form; empty when undue
 * @param got         the engine's answer in {@link #describe} form; empty when missing
 * @param problem     the validator's words: the fields that differ, "duplicate", ...
 */
public record Difference(IncorrectAnswer.Kind kind, String strategy, long inputTickTS, String expected, String got,
                         String problem) {

    static Difference of(IncorrectAnswer incorrect) {
        Answer any = incorrect.expected() != null ? incorrect.expected() : incorrect.sut();
        return new Difference(incorrect.kind(), any.strategy(), any.inputTickTS(), describe(incorrect.expected()),
                describe(incorrect.sut()), incorrect.problem());
    }

    /** An answer in one short line: its stream and fields in the answer log's order; "" for none. */
    static String describe(Answer answer) {
        if (answer == null) {
            return "";
        }
        String ts = answer.inputTS() == Indicator.NO_TS ? "none" : Long.toString(answer.inputTS());
        if (answer instanceof Indicator i) {
            return "Indicator " + i.strategy() + " ratio=" + i.ratio() + " avgRatio=" + i.avgRatio() + " upperBand="
                    + i.upperBand() + " lowerBand=" + i.lowerBand() + " inputTickTS=" + i.inputTickTS()
                    + " inputTS=" + ts;
        }
        MarketOrder o = (MarketOrder) answer;
        return "MarketOrder " + o.strategy() + " " + o.type() + " " + o.symbol() + " price=" + o.price() + " size="
                + o.size() + " inputTickTS=" + o.inputTickTS() + " inputTS=" + ts;
    }
}
