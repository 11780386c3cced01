package org.pairsbench.validation;

/**
 * The counts of thesis Figure B.3 for one output stream. Always validatorAnswers = correct + missing + wrong
 * and sutAnswers = correct + undue + wrong.
 */
public record StreamCounts(long validatorAnswers, long sutAnswers, long correct, long missing, long undue,
                           long wrong) {

    public boolean passed() {
        return missing == 0 && undue == 0 && wrong == 0;
    }
}
