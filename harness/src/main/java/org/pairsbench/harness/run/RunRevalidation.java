package org.pairsbench.harness.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;
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

    @Override
    public RunReport validate(Path folder, RunReport driven) {
        Path answerLog = RunFile.ANSWER_LOG.in(folder);
        if (!Files.isRegularFile(answerLog)) {
            throw InvalidInputException.in(answerLog, "no answer log (the run was killed before it was complete)");
        }
        Workload workload = workloads.apply(driven);
        try (HeapHighWater heap = HeapHighWater.open()) {
            RunReport.Validation validation = validator.validate(answerLog, workload, driven.ticksSent(), folder);
            return BenchmarkRun.validated(driven, validation, workload.standard())
                    .withValidationHeapPeak(heap.peakBytes());
        }
    }
}
