package org.pairsbench.core.progress;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Progress kept instead of shown: every step started, with its total and each count it was told. What a display
 * would have shown, for the tests that pin a command's long steps (the names, the totals, the count each ends
 * on). Not thread-safe; a piece of work tells its steps from one thread at a time.
 */
public final class RecordedSteps implements ProgressSteps {

    /** One step as it was told. */
    public static final class Step implements Progress {
        private final String name;
        private final long total;
        private final String unit;
        private final List<Long> told = new ArrayList<>();
        private long correctedTotal = -1;
        private boolean ended;

        private Step(String name, long total, String unit) {
            this.name = name;
            this.total = total;
            this.unit = unit;
        }

        @Override
        public void stepTo(long done) {
            told.add(done);
        }

        @Override
        public void total(long exact) {
            correctedTotal = exact;
        }

        @Override
        public void close() {
            ended = true;
        }

        public String name() {
            return name;
        }

        /** The total the step started with; below 0: not known. */
        public long total() {
            return total;
        }

        /** The exact total told later, -1 if none was. */
        public long correctedTotal() {
            return correctedTotal;
        }

        /** Every count told, in order. */
        public List<Long> told() {
            return Collections.unmodifiableList(told);
        }

        /** The count a display would end on: the last one told, 0 if none was. */
        public long lastTold() {
            return told.isEmpty() ? 0 : told.get(told.size() - 1);
        }

        public boolean ended() {
            return ended;
        }

        /** "validating (1200 ticks): last told 1200", and " (not ended)" for a step never closed. */
        @Override
        public String toString() {
            return name + " (" + total + " " + unit + "): last told " + lastTold()
                    + (correctedTotal >= 0 ? ", total corrected to " + correctedTotal : "")
                    + (ended ? "" : " (not ended)");
        }
    }

    private final List<Step> steps = new ArrayList<>();

    @Override
    public Progress start(String step, long total, String unit) {
        Step started = new Step(step, total, unit);
        steps.add(started);
        return started;
    }

    /** The steps started, in order. */
    public List<Step> steps() {
        return Collections.unmodifiableList(steps);
    }

    /** Each step's {@link Step#toString()}, in order: one line per step, for a test to compare whole. */
    public List<String> lines() {
        return steps.stream().map(Step::toString).toList();
    }
}
