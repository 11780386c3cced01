package org.pairsbench.harness.run;

import java.util.List;
import org.HdrHistogram.Histogram;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.harness.measure.KeepingUp;
import org.pairsbench.harness.measure.LatencySummary;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.sink.SinkReport;

/**
 * What driving one engine produced: how it ended, what was sent and received, and the measurements.
 *
 * @param failure      the reason when the status is not COMPLETED, else null
 * @param ticksSent    ticks the engine accepted (the tick whose send threw is not counted)
 * @param driveSeconds wall time from the run start (after deploy) to the end of the drive
 * @param badTicks     the malformed tick file that ended the drive (a FAILED one), else null
 * @param latenessMi   lateness of the ticks sent in the seconds of the measurement interval (those keepingUp is
 *                     judged on); empty flat out
 * @param keepingUp    whether the driver kept to the schedule over the measurement interval; null flat out
 * @param heapPeakBytes the most heap the JVM held in use during the drive (engine included), bytes; 0 before it
 */
public record DriveOutcome(RunStatus status, String failure, String engineDescription, long ticksSent,
                           double driveSeconds, SinkReport sink, LatencySummary indicatorMi, LatencySummary orderMi,
                           LatencySummary indicatorAll, LatencySummary orderAll, Histogram lateness,
                           Histogram latenessMi, List<SecondStats> seconds, InvalidInputException badTicks,
                           KeepingUp keepingUp, long heapPeakBytes) {

    public LatencySummary measurementInterval(AnswerStream stream) {
        return stream == AnswerStream.INDICATOR ? indicatorMi : orderMi;
    }

    /** The outcome of a drive that has not started: nothing sent, nothing measured (a run's RUNNING report). */
    public static DriveOutcome notStarted() {
        LatencySummary none = LatencySummary.of(LatencySummary.newHistogram());
        return new DriveOutcome(RunStatus.COMPLETED, null, null, 0, 0, new SinkReport(0, 0, 0, 0, 0, 0, null, null),
                none, none, none, none, LatencySummary.newHistogram(), LatencySummary.newHistogram(), List.of(), null, null,
                0);
    }
}
