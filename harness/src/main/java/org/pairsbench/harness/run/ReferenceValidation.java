package org.pairsbench.harness.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import org.pairsbench.core.answers.AnswerFiles;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.core.progress.Progress;
import org.pairsbench.core.progress.ProgressSteps;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.ticks.TickReadAhead;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.validation.AnswerComparison;
import org.pairsbench.validation.ComparisonResult;
import org.pairsbench.validation.ExpectedAnswers;
import org.pairsbench.validation.IncorrectAnswersCsv;
import org.pairsbench.validation.StreamCounts;
import org.pairsbench.validation.Verdict;

/**
 * Validates a run with the validator: the reference engine computes the expected answers of the ticks the
 * engine received (the whole stream, or the prefix an early ending left), and the validator's comparison
 * reads the run's answer log (whose Trigger records also check every carried inputTS).
 */
public final class ReferenceValidation implements RunValidator {

    private final ProgressSteps progress;

    /** Validates without showing progress. */
    public ReferenceValidation() {
        this(ProgressSteps.NONE);
    }

    /**
     * @param progress where validation shows how far it is, in ticks of the stream out of those sent (the answer
     *                 log is read as the stream's expected answers are computed); at scale it takes an hour
     */
    public ReferenceValidation(ProgressSteps progress) {
        this.progress = progress;
    }

    @Override
    public RunReport.Validation validate(Path answerLog, Workload workload, long ticksSent, Path runDir) {
        ComparisonResult result = compare(answerLog, workload, ticksSent, progress);
        Path csv = RunFile.INCORRECT_ANSWERS.in(runDir);
        if (!result.passed()) {
            IncorrectAnswersCsv.write(csv, result);
        }
        return verdict(result, csv);
    }

    /**
     * The validator's comparison of {@code answerLog} with the reference engine's answers to the first
     * {@code ticksSent} ticks of the workload: every incorrect answer, not only the counts.
     */
    public static ComparisonResult compare(Path answerLog, Workload workload, long ticksSent) {
        return compare(answerLog, workload, ticksSent, ProgressSteps.NONE);
    }

    /** As {@link #compare(Path, Workload, long)}, showing its one step, "validating", on {@code progress}. */
    public static ComparisonResult compare(Path answerLog, Workload workload, long ticksSent,
                                           ProgressSteps progress) {
        // The stream is produced again (generated or read) and consumed as the answer log's inputTickTS reach it,
        // so memory follows neither the stream's length nor the number of answers (AnswerComparison.streaming).
        // Read ahead, the producing and the computing and comparing share the work on two threads.
        try (Progress validating = progress.start("validating", ticksSent, "ticks");
             AnswerComparison.ExpectedSource expected = ExpectedAnswers.streamForPrefix(
                     new Prefix(TickReadAhead.start(workload.openTicks(), "pairs-validation-ticks"), ticksSent),
                     workload.strategies(), validating::stepTo)) {
            AnswerComparison comparison = AnswerComparison.streaming(expected);
            AnswerFiles.read(answerLog, comparison);
            return comparison.finish();
        }
    }

    /** The run record's verdict of a comparison; {@code csv} is where its incorrect answers are listed. */
    public static RunReport.Validation verdict(ComparisonResult result, Path csv) {
        List<RunReport.StreamCounts> streams = new ArrayList<>();
        for (AnswerStream s : AnswerStream.values()) {
            StreamCounts c = result.of(s);
            streams.add(new RunReport.StreamCounts(s.streamName(), c.validatorAnswers(), c.sutAnswers(), c.correct(),
                    c.missing(), c.undue(), c.wrong()));
        }
        String note = null;
        if (!result.passed()) {
            note = "incorrect answers listed in " + csv
                    + (result.malformedLines() == 0 ? "" : "; " + result.malformedLines() + " unreadable lines");
        }
        return new RunReport.Validation(Verdict.of(result.passed()), note, streams);
    }

    /** The first {@code limit} ticks of a stream. */
    private static final class Prefix implements TickSource {
        private final TickSource source;
        private long left;

        Prefix(TickSource source, long limit) {
            this.source = source;
            this.left = limit;
        }

        @Override
        public boolean hasNext() {
            return left > 0 && source.hasNext();
        }

        @Override
        public StockTick next() {
            if (left <= 0) {
                throw new NoSuchElementException();
            }
            left--;
            return source.next();
        }

        @Override
        public void close() {
            source.close();
        }
    }
}
