package org.pairsbench.report.model;

/**
 * The answers one trigger released, and how long they took: a period close releases every strategy's answers at
 * once, in one burst, so a trigger's last answer is what a tail percentile sees. Triggers at multiples of 60 s
 * close every period length together and are the slowest of a run; a garbage-collection pause in the same
 * second adds to them.
 *
 * @param tickTS        the trigger's tickTS, ms since the start of the run
 * @param periodEndSeconds the period end it closes: tickTS rounded down to a multiple of 5 s
 * @param indicators    Indicator answers it released
 * @param marketOrders  MarketOrder answers it released
 * @param firstAnswerMs latency of its first answer
 * @param lastAnswerMs  latency of its last answer
 * @param gcMs          collector pauses in the run second that holds its scheduled send time (paced runs),
 *                      else null
 */
public record TriggerLatency(long tickTS, long periodEndSeconds, int indicators, int marketOrders,
                             double firstAnswerMs, double lastAnswerMs, Long gcMs) {

    /** How many of a run's slowest MI triggers a report lists. */
    public static final int LISTED = 10;
}
