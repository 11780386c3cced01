package org.pairsbench.harness.sink;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.answers.AnswerFiles;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.Manifest;
import org.pairsbench.harness.record.RunEnvironment;

/**
 * Whether an answer log's answers can be of a data set: the workload its header names (scale factor, profile,
 * seed, as {@code pairs run} writes them) against the data set's manifest. Answers of SF 1 judged against SF 10
 * data fail with thousands of missing answers that say nothing of the engine; named instead, the mismatch tells the
 * user which input is wrong. A key the header lacks (a log of an older kit, expected answers, another tool's log)
 * is not compared.
 */
public final class AnswerLogWorkload {

    private AnswerLogWorkload() {
    }

    /**
     * Refuses {@code answers}, a kit answer log, when its header names another workload than the data set of
     * {@code ticks} (a tick file or data set folder): one line naming both and what differs. Ticks without a
     * manifest, and another kind of answers file, are not checked.
     *
     * @throws InvalidInputException the mismatch
     */
    public static void require(Path answers, Path ticks) {
        Path dataFolder = TickFiles.folderOf(ticks);
        // No answer file (a folder, say) or no manifest: the validator's own checks name what is wrong.
        if (!Files.isRegularFile(answers) || !Files.isRegularFile(dataFolder.resolve(Manifest.NAME))) {
            return;
        }
        AnswerFiles.Info info = AnswerFiles.readHeader(answers);
        if (info.kind() != AnswerFiles.Kind.PAIRS_ANSWER_LOG) {
            return;
        }
        DatagenParameters data = Manifest.read(dataFolder).datagenParameters();
        mismatch(info.header(), data).ifPresent(m -> {
            throw InvalidInputException.in(answers, "answers of another workload than the data set "
                    + dataFolder.toAbsolutePath().normalize()
                    + ": " + m + "; validate them against the data set they were made from");
        });
    }

    /**
     * What differs between the workload {@code header} names and the data set {@code data} describes, as one
     * sentence; empty when nothing the header names differs.
     */
    public static Optional<String> mismatch(Map<String, String> header, DatagenParameters data) {
        List<String> logSide = new ArrayList<>();
        List<String> dataSide = new ArrayList<>();
        compare(header.get(RunEnvironment.SCALE_FACTOR), Integer.toString(data.scaleFactor().value()), "SF ", logSide, dataSide);
        compare(header.get(RunEnvironment.PROFILE), data.length().id(), "profile ", logSide, dataSide);
        compare(header.get(RunEnvironment.SEED), Long.toString(data.seed()), "seed ", logSide, dataSide);
        if (logSide.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("its header names " + String.join(", ", logSide) + ", the data set is "
                + String.join(", ", dataSide));
    }

    private static void compare(String logged, String actual, String label, List<String> logSide,
                                List<String> dataSide) {
        if (logged != null && !logged.strip().equals(actual)) {
            logSide.add(label + logged.strip());
            dataSide.add(label + actual);
        }
    }
}
