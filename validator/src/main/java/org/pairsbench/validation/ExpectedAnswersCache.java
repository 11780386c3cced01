package org.pairsbench.validation;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.pairsbench.api.InvalidInputException;
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

    /** The cached answers; a damaged cache (hand-edited or truncated header) is an {@link InvalidInputException}. */
    public Entry load() {
        Map<String, String> header = header().orElseThrow();
        long ticks = number(header, TICKS_KEY, Long.MAX_VALUE);
        int strategies = (int) number(header, STRATEGIES_KEY, Integer.MAX_VALUE);
        if (header.get(DIGEST_KEY) == null) {
            throw InvalidInputException.in(file, "the header has no " + DIGEST_KEY + ": delete the file to recompute");
        }
        return new Entry(ExpectedAnswers.read(file, ticks), header.get(DIGEST_KEY), strategies);
    }

    /** A header number from -1 (not recorded) to {@code max}. */
    private long number(Map<String, String> header, String key, long max) {
        String value = header.getOrDefault(key, "-1");
        try {
            long n = Long.parseLong(value);
            if (n >= -1 && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below, as any other bad value
        }
        throw InvalidInputException.in(file, "the header's " + key + " is not a count: '" + value
                + "'; delete the file to recompute");
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
