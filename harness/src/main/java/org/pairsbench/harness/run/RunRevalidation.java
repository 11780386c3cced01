package org.pairsbench.harness.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Function;
import org.pairsbench.api.model.Answer;
import org.pairsbench.core.answers.AnswerFiles;
import org.pairsbench.core.answers.AnswerLogHandler;
import org.pairsbench.core.answers.MalformedLine;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.harness.measure.HeapHighWater;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunImport;
import org.pairsbench.harness.record.RunReport;

/**
 * Validates, for {@code pairs runs import}, a run killed while validating: its answer log against the reference
 * on the ticks its drive report says the engine took, scored as the run would have been.
 */
public final class RunRevalidation implements RunImport.Revalidation {

    private final Function<RunReport, Workload> workloads;
    private final RunValidator validator;

    /**
     * @param workloads the workload a run ran, rebuilt from its report (its command line); throws the one-line
     *                  InvalidInputException when it cannot be
     */
    public RunRevalidation(Function<RunReport, Workload> workloads, RunValidator validator) {
        this.workloads = workloads;
        this.validator = validator;
    }

    /**
     * {@inheritDoc} An answer log with fewer answers than the drive wrote to it (cut or damaged since), or none
     * because the kit could not write it, is the kit's loss: validation NOT_RUN saying so, not answers missing
     * from the engine.
     */
    @Override
    public RunReport validate(Path folder, RunReport driven) {
        Path answerLog = RunFile.ANSWER_LOG.in(folder);
        RunReport.Answers answers = driven.answers();
        if (!Files.isRegularFile(answerLog)) {
            if (answers.received() > 0 && answers.written() == 0 && driven.failure() != null) {
                return notValidated(driven, "the kit could not write the answer log (" + driven.failure() + ")");
            }
            throw InvalidInputException.in(answerLog, "no answer log (the run was killed before it was complete)");
        }
        long inLog = readableAnswers(answerLog);
        if (inLog < answers.written()) {
            return notValidated(driven, String.format(Locale.ROOT, "the answer log holds %,d readable answers of the "
                    + "%,d the kit wrote to it (%s): it was cut or damaged after the run", inLog, answers.written(),
                    RunFile.DRIVEN.fileName()));
        }
        Workload workload = workloads.apply(driven);
        try (HeapHighWater heap = HeapHighWater.open()) {
            RunReport.Validation validation = validator.validate(answerLog, workload, driven.ticksSent(), folder);
            return BenchmarkRun.validated(driven, validation, workload.standard())
                    .withValidationHeapPeak(heap.peakBytes());
        }
    }

    private static RunReport notValidated(RunReport driven, String loss) {
        // No p_score without a validation, so whether the workload was the standard one does not matter.
        return BenchmarkRun.validated(driven, RunReport.Validation.notRunForKitLoss(loss), false);
    }

    /** The answers {@code answerLog} holds in readable lines (its Trigger records and damaged lines not counted). */
    private static long readableAnswers(Path answerLog) {
        long[] count = new long[1];
        AnswerFiles.read(answerLog, new AnswerLogHandler() {
            @Override
            public void onAnswer(Answer answer, long arrivalNs, long line) {
                count[0]++;
            }

            @Override
            public void onMalformed(MalformedLine malformed) {
                // a damaged line is not an answer the log still holds
            }
        });
        return count[0];
    }
}
