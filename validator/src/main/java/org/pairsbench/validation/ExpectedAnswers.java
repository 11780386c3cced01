package org.pairsbench.validation;

import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.answers.AnswerFiles;
import org.pairsbench.core.answers.AnswerLogFormat;
import org.pairsbench.core.answers.AnswerLogHandler;
import org.pairsbench.core.answers.AnswerLogWriter;
import org.pairsbench.core.answers.MalformedLine;
import org.pairsbench.core.concurrent.Workers;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.validation.input.TickScanner;
import org.pairsbench.reference.computation.ReferenceComputation;

/** The validator's answers for one tick stream and strategy set, in the order the reference engine emits them. */
public final class ExpectedAnswers {

    private final List<Answer> answers;
    private final long ticks;

    public ExpectedAnswers(List<Answer> answers, long ticks) {
        this.answers = Collections.unmodifiableList(answers);
        this.ticks = ticks;
    }

    /**
     * Runs the reference computation over {@code ticks} (closing the source). inputTS is unknown offline, so
     * the answers carry {@link Indicator#NO_TS}. A strategy symbol that never occurs in the ticks means the
     * strategies were generated for another data set: an {@link InvalidInputException}.
     */
    public static ExpectedAnswers compute(TickSource ticks, List<Strategy> strategies, String ticksName) {
        List<Answer> out = new ArrayList<>();
        ReferenceComputation computation = new ReferenceComputation(strategies, AnswerListener.of(out::add));
        long count = run(ticks, computation);
        return checked(out, count, computation, ticksName);
    }

    /**
     * The answers of the ticks an engine accepted in a run, handed over as a {@link AnswerComparison#streaming}
     * comparison asks for them: only the ticks up to the inputTickTS asked for are taken from {@code ticks}
     * (closed with the source). A run can end after a few ticks, before every symbol has traded, so unlike
     * {@link #compute(TickSource, List, String)} this does not take a symbol without ticks for strategies that
     * belong to other data. {@code ticksDone} is told the number of ticks processed every
     * {@link Validator#PROGRESS_STEP} ticks and once more, with the total, when the ticks run out; null: not told.
     */
    public static AnswerComparison.ExpectedSource streamForPrefix(TickSource ticks, List<Strategy> strategies,
                                                                  LongConsumer ticksDone) {
        return new ComputedAnswers(ticks, strategies, ticksDone);
    }

    /** The reference computation run as far as asked: a tick past the point asked for waits for the next ask. */
    private static final class ComputedAnswers implements AnswerComparison.ExpectedSource {
        private final TickSource ticks;
        private final ReferenceComputation computation;
        private final LongConsumer ticksDone;
        private Consumer<Answer> sink;
        private StockTick waiting;
        private long count;
        private long told;

        ComputedAnswers(TickSource ticks, List<Strategy> strategies, LongConsumer ticksDone) {
            this.ticks = ticks;
            this.computation = new ReferenceComputation(strategies, AnswerListener.of(a -> sink.accept(a)));
            this.ticksDone = ticksDone;
        }

        @Override
        public void advanceTo(long tickTS, Consumer<Answer> sink) {
            this.sink = sink;
            while (waiting != null || ticks.hasNext()) {
                StockTick tick = waiting != null ? waiting : ticks.next();
                if (tick.tickTS() > tickTS) {
                    waiting = tick;
                    return;
                }
                waiting = null;
                computation.onTick(tick, Indicator.NO_TS);
                if (++count % Validator.PROGRESS_STEP == 0) {
                    tell();
                }
            }
            tell();   // the ticks ran out: the total, once
        }

        private void tell() {
            if (ticksDone != null && told != count) {
                told = count;
                ticksDone.accept(count);
            }
        }

        @Override
        public void close() {
            ticks.close();
        }
    }

    private static long run(TickSource ticks, ReferenceComputation computation) {
        long count = 0;
        try (ticks) {
            while (ticks.hasNext()) {
                StockTick tick = ticks.next();
                computation.onTick(tick, Indicator.NO_TS);
                count++;
            }
        }
        return count;
    }

    /**
     * {@link #compute(TickSource, List, String)} over tick files with the byte-level {@link TickScanner}, the
     * fast path; feeds each file's bytes to {@code digests} (one per file) when not null.
     */
    public static ExpectedAnswers compute(List<Path> tickFiles, List<Strategy> strategies, String ticksName,
                                          MessageDigest[] digests) {
        return compute(tickFiles, strategies, ticksName, digests, null);
    }

    /**
     * As {@link #compute(List, List, String, MessageDigest[])}, telling {@code ticksDone} the number of ticks
     * processed every {@link Validator#PROGRESS_STEP} ticks and the total at the end (for the GUI's progress bar);
     * null: not told.
     */
    public static ExpectedAnswers compute(List<Path> tickFiles, List<Strategy> strategies, String ticksName,
                                          MessageDigest[] digests, LongConsumer ticksDone) {
        return compute(tickFiles, strategies, ticksName, digests, ticksDone, Workers.defaultThreads());
    }

    /**
     * As {@link #compute(List, List, String, MessageDigest[], LongConsumer)}, the files read, hashed and parsed
     * with {@code threads} threads (1: all on the calling thread); the computation itself is one ordered pass on
     * the calling thread whatever the number.
     */
    public static ExpectedAnswers compute(List<Path> tickFiles, List<Strategy> strategies, String ticksName,
                                          MessageDigest[] digests, LongConsumer ticksDone, int threads) {
        List<Answer> out = new ArrayList<>();
        ReferenceComputation computation = new ReferenceComputation(strategies, AnswerListener.of(out::add));
        long count;
        if (ticksDone == null) {
            count = TickScanner.scanRuns(tickFiles, computation.symbols(), (symbolIds, prices, tickTS, n) -> {
                for (int i = 0; i < n; i++) {
                    computation.onTick(symbolIds[i], prices[i], tickTS[i], Indicator.NO_TS);
                }
            }, digests, threads);
        } else {
            long[] seen = {0};
            count = TickScanner.scanRuns(tickFiles, computation.symbols(), (symbolIds, prices, tickTS, n) -> {
                for (int i = 0; i < n; i++) {
                    computation.onTick(symbolIds[i], prices[i], tickTS[i], Indicator.NO_TS);
                    if (++seen[0] % Validator.PROGRESS_STEP == 0) {
                        ticksDone.accept(seen[0]);
                    }
                }
            }, digests, threads);
            if (count % Validator.PROGRESS_STEP != 0) {
                ticksDone.accept(count);
            }
        }
        return checked(out, count, computation, ticksName);
    }

    private static ExpectedAnswers checked(List<Answer> out, long count, ReferenceComputation computation,
                                           String ticksName) {
        if (count == 0) {
            // Unusable input, not a verdict: with no ticks every answer of the engine would count as undue.
            throw new InvalidInputException(ticksName + ": the tick files hold no ticks: nothing to compute the "
                    + "expected answers from");
        }
        List<String> unseen = computation.symbolsWithoutTicks();
        if (!unseen.isEmpty()) {
            throw new InvalidInputException(ticksName + ": " + unseen.size() + " symbol(s) of the strategies never "
                    + "occur in the ticks (" + String.join(", ", unseen.subList(0, Math.min(5, unseen.size())))
                    + (unseen.size() > 5 ? ", ..." : "") + "): the strategies and the ticks do not belong together");
        }
        return new ExpectedAnswers(out, count);
    }

    public List<Answer> answers() {
        return answers;
    }

    /** Ticks the answers were computed from; -1 when read back from a file that does not say. */
    public long ticks() {
        return ticks;
    }

    /** Writes the answers in the kit's answer log format (atomically; gzip if the name ends in .gz). */
    public void write(Path file, Map<String, String> metadata) {
        TextFiles.write(file, out -> {
            AnswerLogWriter writer = new AnswerLogWriter(out, metadata);
            for (Answer a : answers) {
                writer.write(a, AnswerLogFormat.NO_ARRIVAL);
            }
            writer.flush();
        });
    }

    /** Reads answers written by {@link #write}; any unreadable line makes the file unusable. */
    public static ExpectedAnswers read(Path file, long ticks) {
        List<Answer> out = new ArrayList<>();
        AnswerFiles.Info info = AnswerFiles.read(file, new AnswerLogHandler() {
            @Override
            public void onAnswer(Answer answer, long arrivalNs, long line) {
                out.add(answer);
            }

            @Override
            public void onMalformed(MalformedLine malformed) {
                throw new InvalidInputException(malformed + " (expected answers must be intact)");
            }
        });
        if (info.kind() != AnswerFiles.Kind.PAIRS_ANSWER_LOG) {
            throw InvalidInputException.in(file, "expected answers must be a Pairs answer log");
        }
        return new ExpectedAnswers(out, ticks);
    }
}
