package org.pairsbench.validation;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.Answer;
import org.pairsbench.core.answers.AnswerFiles;
import org.pairsbench.core.answers.AnswerLogFormat;
import org.pairsbench.core.answers.AnswerLogWriter;
import org.pairsbench.core.io.Sha256;

/**
 * The thesis's "use existing" (B.5, B.6 skipInputValidation): the last expected answers, kept in the validator's
 * folder as a gzipped answer log whose header records the SHA-256 of the inputs they were computed from and of
 * the answers themselves (checked when they are read back).
 */
public final class ExpectedAnswersCache {

    public static final String FILE_NAME = "expected-answers.log.gz";
    static final String DIGEST_KEY = "inputs-sha256";
    static final String TICKS_KEY = "ticks";
    static final String STRATEGIES_KEY = "strategies";
    /** The SHA-256 of the cached answers as written (their lines), so an edited answer is not trusted. */
    static final String ANSWERS_DIGEST_KEY = "answers-sha256";

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
        for (String key : new String[] {DIGEST_KEY, ANSWERS_DIGEST_KEY}) {
            if (header.get(key) == null) {
                throw InvalidInputException.in(file, "the header has no " + key + ": delete the file to recompute");
            }
        }
        ExpectedAnswers answers = ExpectedAnswers.read(file, ticks);
        if (!answersSha256(answers).equals(header.get(ANSWERS_DIGEST_KEY))) {
            throw InvalidInputException.in(file, "the answers are not those the header's " + ANSWERS_DIGEST_KEY
                    + " was computed from (edited or damaged): delete the file to recompute");
        }
        return new Entry(answers, header.get(DIGEST_KEY), strategies);
    }

    /** The SHA-256 of the answers' lines as the cache writes them, arrival left out, in order. */
    static String answersSha256(ExpectedAnswers answers) {
        MessageDigest digest = Sha256.digest();
        StringBuilder line = new StringBuilder();
        for (Answer a : answers.answers()) {
            line.setLength(0);
            AnswerLogWriter.format(line, a, AnswerLogFormat.NO_ARRIVAL).append('\n');
            digest.update(line.toString().getBytes(StandardCharsets.UTF_8));
        }
        return Sha256.hex(digest);
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
        meta.put(ANSWERS_DIGEST_KEY, answersSha256(answers));
        answers.write(file, meta);
    }
}
