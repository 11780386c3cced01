package org.pairsbench.site;

import java.nio.file.Path;
import org.pairsbench.report.result.ResultRecord;

/**
 * One result record found under the results folder.
 *
 * @param path   the record's folder relative to the results folder, '/'-separated ("esper/paced/standard-sf4"); the
 *               run's name on the site, unique, and its page's folder under runs/
 * @param file   the record's file
 * @param record the record, read through its schema
 */
public record PublishedRun(String path, Path file, ResultRecord record) {

    /** The record's folder, which its report path is relative to. */
    public Path folder() {
        return file.getParent();
    }

    public String engine() {
        return record.engine().name();
    }

    public int scaleFactor() {
        return record.run().scaleFactor();
    }

    /** The p_score as a double, or null when the run has none. */
    public Double pScore() {
        return record.pScore() == null ? null : record.pScore().doubleValue();
    }

    /** The MarketOrder p99 over the MI in ms, or null when the run has no MarketOrder figures. */
    public Double marketOrderP99Ms() {
        return record.latency() == null || record.latency().marketOrder() == null ? null
                : record.latency().marketOrder().p99Ms();
    }

    /** The MI MarketOrders the p99 is taken over, or null. */
    public Long marketOrders() {
        return record.latency() == null || record.latency().marketOrder() == null ? null
                : record.latency().marketOrder().count();
    }

    /** The driver's lateness p99 over the MI in ms, or null when keeping up was not judged. */
    public Double latenessP99Ms() {
        return record.keepingUp() == null ? null : record.keepingUp().latenessP99Us() / 1000.0;
    }

    /** True kept up, false did not, null not judged. */
    public Boolean keptUp() {
        return record.keepingUp() == null ? null : record.keepingUp().keptUp();
    }

    public boolean standing() {
        return record.standing().pairsResult();
    }

    /** The machine as the site names it: CPU model and cores. */
    public String machine() {
        return record.machine().cpu() + ", " + record.machine().cores() + " cores";
    }

    public String kitVersion() {
        return record.kit().version();
    }

    /** The day the run started, yyyy-mm-dd. */
    public String date() {
        String at = record.run().startedAt();
        return at.length() >= 10 ? at.substring(0, 10) : at;
    }

    /** The series the run belongs to: its engine and how it was set up and driven. */
    public SeriesKey series() {
        ResultRecord.Engine e = record.engine();
        return new SeriesKey(e.name(), record.run().profile(), e.setup(), e.deployment(), e.transport(),
                record.run().pacing());
    }
}
