package org.pairsbench.validation;

import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.api.model.Answer;

/**
 * One answer the comparison did not accept.
 *
 * @param expected the validator's answer; null for an undue answer
 * @param sut      the engine's answer; null for a missing answer or an unreadable line
 * @param sutLine  line of the engine's answer in its file, 0 for a missing answer
 * @param problem  why, in words: the fields that differ, "duplicate", the parse error, ...
 */
public record IncorrectAnswer(Kind kind, AnswerStream stream, Answer expected, Answer sut, long sutLine,
                              String problem) {

    /** The three ways an answer can be incorrect (thesis B.5). */
    public enum Kind {
        /** Expected, but the engine did not produce it. */
        MISSING,
        /** Produced by the engine, but not expected (or produced twice, or unreadable). */
        UNDUE,
        /** Produced by both with the same key, but with different values. */
        WRONG
    }
}
