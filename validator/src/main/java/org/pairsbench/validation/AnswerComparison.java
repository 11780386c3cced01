package org.pairsbench.validation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.PriorityQueue;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import org.pairsbench.core.answers.AnswerLogHandler;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.core.answers.MalformedLine;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;

/**
 * Compares an engine's answers with the expected ones (spec ruling 8, thesis B.5). Feed it the engine's file
 * through {@link org.pairsbench.core.answers.AnswerFiles#read} (it is an {@link AnswerLogHandler}), then call
 * {@link #finish()}. Memory: one slot per expected answer plus at most {@value #LISTED} incorrect answers and as
 * many unreadable lines; the engine's correct answers are not kept beyond their slot, and a flood of undue or
 * unreadable ones (an engine answering millions of times) is counted, not held.
 *
 * <p>Matching: an Indicator by (strategy, inputTickTS), its four doubles equal within a relative
 * {@value #RELATIVE_TOLERANCE}; a MarketOrder by (strategy, inputTickTS, type), symbol, price and size exact.
 * An inputTS that differs from the trigger's TS makes an answer wrong; the trigger's TS is known when the
 * expected answers carry it (computed in the harness) or the engine's log has Trigger records. A second answer
 * with the key of one already matched is undue, as is an unreadable line of a known stream.
 *
 * <p>Two ways to hold the expected answers. Given all at once, every slot stays until {@link #finish()}: memory
 * grows with the answers (about 200 bytes each: 31 million answers, an SF 2000 standard run, outgrow a 6 GiB
 * heap). {@link #streaming} takes them from an {@link ExpectedSource} as the engine's answers need them and
 * judges a slot once the engine's answers have moved {@value #STREAMING_HORIZON_MS} ms of stream time (inputTickTS)
 * past it: memory follows the answers of that span, not of the run. The counts and the verdict are the same
 * either way, whatever the log's order: a slot judged unmatched waits for a late answer until the end, and a
 * slot judged with its Trigger record still unknown waits for it. Only the problem text of one kind of undue
 * answer differs: an answer whose key was already judged matched, read that far behind, is not told apart from
 * one without an expected answer.
 */
public final class AnswerComparison implements AnswerLogHandler {

    public static final double RELATIVE_TOLERANCE = 1e-9;

    /**
     * How many incorrect answers, and how many unreadable lines, the result lists (the counts are always whole):
     * the first in {@link #LISTING_ORDER} and in file order. Enough to find any translation's fault; a listing of
     * every one of millions of undue answers would not fit the heap or be read.
     */
    public static final int LISTED = 100_000;

    /** The order incorrect answers are listed in: inputTickTS, strategy, stream, MarketOrder type, line. */
    static final Comparator<IncorrectAnswer> LISTING_ORDER = Comparator
            .comparingLong((IncorrectAnswer i) -> answerOf(i) == null ? Long.MAX_VALUE : answerOf(i).inputTickTS())
            .thenComparing(i -> answerOf(i) == null ? "" : answerOf(i).strategy())
            .thenComparing(IncorrectAnswer::stream)
            .thenComparing(i -> answerOf(i) instanceof MarketOrder o ? o.type().ordinal() : -1)
            .thenComparingLong(IncorrectAnswer::sutLine);

    /**
     * How far, in stream time, {@link #streaming} keeps a slot open behind the newest inputTickTS read: two
     * minutes, far beyond the lag of an engine that keeps up, small beside a standard run's two hours.
     */
    public static final long STREAMING_HORIZON_MS = 120_000;

    /**
     * The expected answers in the order they are computed, inputTickTS never decreasing (the reference
     * computation over the tick stream, spec/validation.md), handed over on demand.
     */
    public interface ExpectedSource extends AutoCloseable {
        /** Hands {@code sink} every expected answer with an inputTickTS up to {@code tickTS} not handed yet. */
        void advanceTo(long tickTS, Consumer<Answer> sink);

        /** Hands {@code sink} every expected answer not handed yet. */
        default void advanceToEnd(Consumer<Answer> sink) {
            advanceTo(Long.MAX_VALUE, sink);
        }

        @Override
        void close();
    }

    private record Key(String strategy, long inputTickTS, OrderType type) {
        static Key of(Answer a) {
            return new Key(a.strategy(), a.inputTickTS(), a instanceof MarketOrder o ? o.type() : null);
        }
    }

    /** An expected answer and the engine's answer with the same key, once seen. */
    private static final class Slot {
        final Answer expected;
        Answer sut;
        long sutLine;

        Slot(Answer expected) {
            this.expected = expected;
        }
    }

    /** The open slots, in the order their expected answers came: inputTickTS never decreasing. */
    private final Map<Key, Slot> slots = new LinkedHashMap<>();
    /** Streaming: slots judged before any engine answer matched them, kept for a late one until the end. */
    private final Map<Key, Slot> unmatchedBehind = new HashMap<>();
    /** Streaming: matched slots whose inputTS check waits for a Trigger record not read yet. */
    private final List<Slot> awaitingTrigger = new ArrayList<>();
    private final Map<Long, Long> triggerTS = new HashMap<>();
    private final long[] expectedCount = new long[AnswerStream.values().length];
    private final long[] sutCount = new long[AnswerStream.values().length];
    private final long[] correct = new long[AnswerStream.values().length];
    private final long[] missing = new long[AnswerStream.values().length];
    private final long[] wrong = new long[AnswerStream.values().length];
    private final long[] undueCount = new long[AnswerStream.values().length];
    /** The incorrect answers listed so far, the last in {@link #LISTING_ORDER} on top, to be dropped first. */
    private final PriorityQueue<IncorrectAnswer> incorrect = new PriorityQueue<>(LISTING_ORDER.reversed());
    private final List<MalformedLine> malformed = new ArrayList<>();
    private final int listed;
    private long incorrectNotListed;
    private long malformedNotListed;
    private final ExpectedSource source;
    private final Consumer<Answer> expect = this::expect;
    private long unreadable;
    private long tsChecked;
    /** The newest inputTickTS of the engine's answers read so far. */
    private long newest = Long.MIN_VALUE;

    public AnswerComparison(Iterable<? extends Answer> expected) {
        this(expected, LISTED);
    }

    /** A comparison that lists at most {@code listed} incorrect answers and unreadable lines. */
    AnswerComparison(Iterable<? extends Answer> expected, int listed) {
        this.source = null;
        this.listed = listed;
        for (Answer a : expected) {
            expect(a);
        }
    }

    private AnswerComparison(ExpectedSource source) {
        this.source = source;
        this.listed = LISTED;
    }

    /**
     * A comparison that takes its expected answers from {@code source} as the engine's answers are read, in
     * memory bounded by {@value #STREAMING_HORIZON_MS} ms of stream time (see the class comment); {@link #finish()}
     * takes the rest. The caller closes the source.
     */
    public static AnswerComparison streaming(ExpectedSource source) {
        return new AnswerComparison(source);
    }

    private void expect(Answer a) {
        if (slots.putIfAbsent(Key.of(a), new Slot(a)) != null) {
            throw new IllegalArgumentException("two expected answers with the key of " + a);
        }
        expectedCount[AnswerStream.of(a).ordinal()]++;
    }

    /**
     * Compares answers held in memory, not read from a log: each is numbered as if it were line 1, 2, ... of an
     * answer log, with no arrival time (flat-out runs: throughput, conformance).
     */
    public static ComparisonResult compare(Iterable<? extends Answer> expected, Iterable<? extends Answer> answers) {
        AnswerComparison comparison = new AnswerComparison(expected);
        long line = 0;
        for (Answer answer : answers) {
            comparison.onAnswer(answer, 0, ++line);
        }
        return comparison.finish();
    }

    @Override
    public void onAnswer(Answer answer, long arrivalNs, long line) {
        AnswerStream stream = AnswerStream.of(answer);
        sutCount[stream.ordinal()]++;
        if (source != null) {
            source.advanceTo(answer.inputTickTS(), expect);
        }
        Key key = Key.of(answer);
        Slot slot = slots.get(key);
        if (slot == null) {
            Slot behind = unmatchedBehind.remove(key);
            if (behind != null) {
                behind.sut = answer;
                behind.sutLine = line;
                judgeMatched(behind);
            } else {
                undue(stream, answer, line, source != null && answer.inputTickTS() < behindLimit()
                        ? "no expected answer with this key still open (none, or one already matched: this answer "
                        + "came more than " + STREAMING_HORIZON_MS + " ms of stream time behind the newest)"
                        : "no expected answer with this key");
            }
        } else if (slot.sut != null) {
            undue(stream, answer, line, "duplicate: line " + slot.sutLine + " has this key already");
        } else {
            slot.sut = answer;
            slot.sutLine = line;
        }
        if (source != null && answer.inputTickTS() > newest) {
            newest = answer.inputTickTS();
            judgeBefore(behindLimit());
        }
    }

    /** Slots held open now: all of them when given all at once; streaming, those of the horizon. */
    int openSlots() {
        return slots.size();
    }

    /** Slots of an inputTickTS below this are judged; no answer read yet (or a far negative one): none. */
    private long behindLimit() {
        return newest < Long.MIN_VALUE + STREAMING_HORIZON_MS ? Long.MIN_VALUE : newest - STREAMING_HORIZON_MS;
    }

    private void undue(AnswerStream stream, Answer answer, long line, String problem) {
        undueCount[stream.ordinal()]++;
        list(new IncorrectAnswer(IncorrectAnswer.Kind.UNDUE, stream, null, answer, line, problem));
    }

    /** Lists {@code i} if it is among the first {@link #listed} in {@link #LISTING_ORDER}; counts it if not. */
    private void list(IncorrectAnswer i) {
        if (incorrect.size() < listed) {
            incorrect.add(i);
            return;
        }
        incorrectNotListed++;
        if (LISTING_ORDER.compare(i, incorrect.peek()) < 0) {
            incorrect.poll();
            incorrect.add(i);
        }
    }

    /** Judges the open slots of inputTickTS before {@code limit}, in order; an unmatched one waits behind. */
    private void judgeBefore(long limit) {
        Iterator<Map.Entry<Key, Slot>> open = slots.entrySet().iterator();
        while (open.hasNext()) {
            Map.Entry<Key, Slot> e = open.next();
            Slot slot = e.getValue();
            if (slot.expected.inputTickTS() >= limit) {
                return;
            }
            open.remove();
            if (slot.sut == null) {
                unmatchedBehind.put(e.getKey(), slot);
            } else {
                judgeMatched(slot);
            }
        }
    }

    @Override
    public void onTrigger(long tickTS, long ts, long line) {
        triggerTS.putIfAbsent(tickTS, ts);
    }

    @Override
    public void onMalformed(MalformedLine m) {
        if (malformed.size() < listed) {
            malformed.add(m);
        } else {
            malformedNotListed++;
        }
        if (m.stream().isPresent()) {
            AnswerStream stream = m.stream().get();
            sutCount[stream.ordinal()]++;
            undue(stream, null, m.line(), "unreadable: " + m.problem());
        } else {
            unreadable++;
        }
    }

    /**
     * This comparison fed through a handler that counts the answers (readable or not) it takes and tells
     * {@code answersRead} the count every {@link Validator#PROGRESS_STEP} answers: for a progress display while a
     * long log is read, which is told the final {@link Counting#count()} once the file is read.
     */
    public Counting counting(LongConsumer answersRead) {
        return new Counting(answersRead);
    }

    /** The handler of {@link #counting}. */
    public final class Counting implements AnswerLogHandler {
        private final LongConsumer answersRead;
        private long count;

        private Counting(LongConsumer answersRead) {
            this.answersRead = answersRead;
        }

        @Override
        public void onAnswer(Answer answer, long arrivalNs, long line) {
            AnswerComparison.this.onAnswer(answer, arrivalNs, line);
            counted();
        }

        @Override
        public void onTrigger(long tickTS, long ts, long line) {
            AnswerComparison.this.onTrigger(tickTS, ts, line);
        }

        @Override
        public void onMalformed(MalformedLine malformed) {
            AnswerComparison.this.onMalformed(malformed);
            counted();
        }

        /** Answers and unreadable lines taken so far. */
        public long count() {
            return count;
        }

        private void counted() {
            if (++count % Validator.PROGRESS_STEP == 0) {
                answersRead.accept(count);
            }
        }
    }

    /** The counts and the incorrect answers; call once, after the whole file was read. */
    public ComparisonResult finish() {
        if (source != null) {
            source.advanceToEnd(expect);
        }
        for (Slot slot : slots.values()) {
            judge(slot);
        }
        unmatchedBehind.values().forEach(this::judge);
        awaitingTrigger.forEach(this::judge);
        Map<AnswerStream, StreamCounts> counts = new EnumMap<>(AnswerStream.class);
        for (AnswerStream stream : AnswerStream.values()) {
            int s = stream.ordinal();
            counts.put(stream, new StreamCounts(expectedCount[s], sutCount[s], correct[s], missing[s],
                    undueCount[s], wrong[s]));
        }
        List<IncorrectAnswer> listing = new ArrayList<>(incorrect);
        listing.sort(LISTING_ORDER);
        return new ComparisonResult(counts, List.copyOf(listing), incorrectNotListed, List.copyOf(malformed),
                malformedNotListed, unreadable, tsChecked);
    }

    /**
     * Judges a matched slot now, unless its inputTS check needs the trigger's TS from a Trigger record not read
     * yet (one may still come: the check waits for the end, as it would with every slot held).
     */
    private void judgeMatched(Slot slot) {
        boolean triggerUnknown = slot.expected.inputTS() == Indicator.NO_TS
                && !triggerTS.containsKey(slot.expected.inputTickTS());
        if (triggerUnknown && slot.sut.inputTS() != Indicator.NO_TS) {
            awaitingTrigger.add(slot);
        } else {
            judge(slot);
        }
    }

    /** Counts a slot as correct, missing or wrong, listing it when incorrect. */
    private void judge(Slot slot) {
        int s = AnswerStream.of(slot.expected).ordinal();
        if (slot.sut == null) {
            missing[s]++;
            list(new IncorrectAnswer(IncorrectAnswer.Kind.MISSING, AnswerStream.values()[s],
                    slot.expected, null, 0, "the engine did not produce it"));
            return;
        }
        StringBuilder problem = new StringBuilder();
        describeDifferences(slot.expected, slot.sut, problem);
        long triggerTs = slot.expected.inputTS() != Indicator.NO_TS ? slot.expected.inputTS()
                : triggerTS.getOrDefault(slot.expected.inputTickTS(), Indicator.NO_TS);
        if (triggerTs != Indicator.NO_TS && slot.sut.inputTS() != Indicator.NO_TS) {
            tsChecked++;
            if (slot.sut.inputTS() != triggerTs) {
                separate(problem).append("inputTS ").append(slot.sut.inputTS())
                        .append(" (expected the trigger's TS ").append(triggerTs).append(')');
            }
        }
        if (problem.length() == 0) {
            correct[s]++;
        } else {
            wrong[s]++;
            list(new IncorrectAnswer(IncorrectAnswer.Kind.WRONG, AnswerStream.values()[s],
                    slot.expected, slot.sut, slot.sutLine, problem.toString()));
        }
    }

    private static Answer answerOf(IncorrectAnswer i) {
        return i.expected() != null ? i.expected() : i.sut();
    }

    private static void describeDifferences(Answer expected, Answer sut, StringBuilder out) {
        if (expected instanceof Indicator e) {
            Indicator s = (Indicator) sut;
            compare("ratio", e.ratio(), s.ratio(), out);
            compare("avgRatio", e.avgRatio(), s.avgRatio(), out);
            compare("upperBand", e.upperBand(), s.upperBand(), out);
            compare("lowerBand", e.lowerBand(), s.lowerBand(), out);
        } else {
            MarketOrder e = (MarketOrder) expected;
            MarketOrder s = (MarketOrder) sut;
            if (!Objects.equals(e.symbol(), s.symbol())) {
                separate(out).append("symbol ").append(s.symbol()).append(" (expected ").append(e.symbol()).append(')');
            }
            if (e.price() != s.price()) {
                separate(out).append("price ").append(s.price()).append(" (expected ").append(e.price()).append(')');
            }
            if (e.size() != s.size()) {
                separate(out).append("size ").append(s.size()).append(" (expected ").append(e.size()).append(')');
            }
        }
    }

    private static void compare(String field, double expected, double actual, StringBuilder out) {
        if (!close(expected, actual)) {
            separate(out).append(field).append(' ').append(actual).append(" (expected ").append(expected).append(')');
        }
    }

    /** Equal within {@link #RELATIVE_TOLERANCE} of the larger magnitude (spec ruling 8). */
    public static boolean close(double expected, double actual) {
        if (!Double.isFinite(expected) || !Double.isFinite(actual)) {
            // Infinity - x <= 1e-9 * Infinity holds: the relative test would let an infinite answer match anything.
            return expected == actual;
        }
        return expected == actual
                || Math.abs(expected - actual) <= RELATIVE_TOLERANCE * Math.max(Math.abs(expected), Math.abs(actual));
    }

    private static StringBuilder separate(StringBuilder out) {
        return out.length() == 0 ? out : out.append("; ");
    }
}
