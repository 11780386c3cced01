package org.pairsbench.validation;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.pairsbench.core.answers.AnswerFiles;

/**
 * The thesis's "use existing" (B.5, B.6 skipInputValidation): the last expected answers, kept in the validator's
 * folder as a gzipped answer log whose header records the SHA-256 of the inputs they were computed from.
 */
public final class ExpectedAnswersCache {

    public static final String FILE_NAME = "expected-answers.log.gz";
    static final String DIGEST_KEY = "inputs-sha256";
    static final String TICKS_KEY = "ticks";
    static final String STRATEGIES_KEY = "strategies";

    /** Cached answers and what they were computed from. */
    public record Entry(ExpectedAnswers answers, String inputsSha256, int strategies) {
    }

    private final Path file;

    public ExpectedAnswersCache(Path folder) {
        this.file = folder.resolve(FILE_NAME);
    }

    public Path file() {
        return file;
    }

    /** The header of the cached answers (digest, ticks, strategies); empty if there is no cache. */
    public Optional<Map<String, String>> header() {
        return Files.isRegularFile(file) ? Optional.of(AnswerFiles.readHeader(file).header()) : Optional.empty();
    }

    public Entry load() {
        Map<String, String> header = header().orElseThrow();
        long ticks = Long.parseLong(header.getOrDefault(TICKS_KEY, "-1"));
        int strategies = Integer.parseInt(header.getOrDefault(STRATEGIES_KEY, "-1"));
        return new Entry(ExpectedAnswers.read(file, ticks), header.get(DIGEST_KEY), strategies);
    }

    public void store(ExpectedAnswers answers, String inputsSha256, int strategies) {
        Map<String, String> meta = new LinkedHashMap<>();
        meta.put("content", "expected answers of the Pairs reference engine");
        meta.put(DIGEST_KEY, inputsSha256);
        meta.put(TICKS_KEY, Long.toString(answers.ticks()));
        meta.put(STRATEGIES_KEY, Integer.toString(strategies));
        answers.write(file, meta);
    }
}
