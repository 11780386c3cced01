package org.pairsbench.core.progress;

/**
 * How far one long step of a command has come, shown while it runs (a bar, plain lines: the display chooses).
 * Told of the units done now and then, from the thread doing the work; cheap enough to be told every few
 * thousand units.
 */
public interface Progress extends AutoCloseable {

    Progress NONE = new Progress() {
        @Override
        public void stepTo(long done) {
        }

        @Override
        public void total(long total) {
        }

        @Override
        public void close() {
        }
    };

    /** {@code done} units of the step are done. */
    void stepTo(long done);

    /** The step's total, once known exactly (an estimated total is corrected so the step ends at 100 %). */
    void total(long total);

    /** The step has ended. */
    @Override
    void close();
}
