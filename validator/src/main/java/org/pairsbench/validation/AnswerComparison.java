package org.pairsbench.validation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
 * {@link #finish()}. Memory: one slot per expected answer plus the incorrect answers; the engine's correct
 * answers are not kept beyond their slot.
 *
 * <p>Matching: an Indicator by (strategy, inputTickTS), its four doubles equal within a relative
 * {@value #RELATIVE_TOLERANCE}; a MarketOrder by (strategy, inputTickTS, type), symbol, price and size exact.
 * An inputTS that differs from the trigger's TS makes an answer wrong; the trigger's TS is known when the
 * expected answers carry it (computed in the harness) or the engine's log has Trigger records. A second answer
 * with the key of one already matched is undue, as is an unreadable line of a known stream.
 */
public final class AnswerComparison implements AnswerLogHandler {

    public static final double RELATIVE_TOLERANCE = 1e-9;

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

    private final Map<Key, Slot> slots = new LinkedHashMap<>();
    private final Map<Long, Long> triggerTS = new HashMap<>();
    private final long[] expectedCount = new long[AnswerStream.values().length];
    private final long[] sutCount = new long[AnswerStream.values().length];
    private final List<IncorrectAnswer> undue = new ArrayList<>();
    private final List<MalformedLine> malformed = new ArrayList<>();
    private long unreadable;

    public AnswerComparison(Iterable<? extends Answer> expected) {
        for (Answer a : expected) {
            if (slots.putIfAbsent(Key.of(a), new Slot(a)) != null) {
                throw new IllegalArgumentException("two expected answers with the key of " + a);
            }
            expectedCount[AnswerStream.of(a).ordinal()]++;
        }
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
        Slot slot = slots.get(Key.of(answer));
        if (slot == null) {
            undue.add(new IncorrectAnswer(IncorrectAnswer.Kind.UNDUE, stream, null, answer, line,
                    "no expected answer with this key"));
        } else if (slot.sut != null) {
            undue.add(new IncorrectAnswer(IncorrectAnswer.Kind.UNDUE, stream, null, answer, line,
                    "duplicate: line " + slot.sutLine + " has this key already"));
        } else {
            slot.sut = answer;
            slot.sutLine = line;
        }
    }

    @Override
    public void onTrigger(long tickTS, long ts, long line) {
        triggerTS.putIfAbsent(tickTS, ts);
    }

    @Override
    public void onMalformed(MalformedLine m) {
        malformed.add(m);
        if (m.stream().isPresent()) {
            AnswerStream stream = m.stream().get();
            sutCount[stream.ordinal()]++;
            undue.add(new IncorrectAnswer(IncorrectAnswer.Kind.UNDUE, stream, null, null, m.line(),
                    "unreadable: " + m.problem()));
        } else {
            unreadable++;
        }
    }

    /**
     * This comparison fed through a handler that tells {@code answersRead} how many answers (readable or not) it
     * has taken, every {@link Validator#PROGRESS_STEP} answers: for a progress display while a long log is read.
     */
    public AnswerLogHandler counting(LongConsumer answersRead) {
        return new AnswerLogHandler() {
            private long count;

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

            private void counted() {
                if (++count % Validator.PROGRESS_STEP == 0) {
                    answersRead.accept(count);
                }
            }
        };
    }

    /** The counts and the incorrect answers; call once, after the whole file was read. */
    public ComparisonResult finish() {
        long[] correct = new long[sutCount.length];
        long[] missing = new long[sutCount.length];
        long[] wrong = new long[sutCount.length];
        long[] undueCount = new long[sutCount.length];
        long tsChecked = 0;
        List<IncorrectAnswer> incorrect = new ArrayList<>(undue);
        for (IncorrectAnswer u : undue) {
            undueCount[u.stream().ordinal()]++;
        }
        for (Slot slot : slots.values()) {
            int s = AnswerStream.of(slot.expected).ordinal();
            if (slot.sut == null) {
                missing[s]++;
                incorrect.add(new IncorrectAnswer(IncorrectAnswer.Kind.MISSING, AnswerStream.values()[s],
                        slot.expected, null, 0, "the engine did not produce it"));
                continue;
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
                incorrect.add(new IncorrectAnswer(IncorrectAnswer.Kind.WRONG, AnswerStream.values()[s],
                        slot.expected, slot.sut, slot.sutLine, problem.toString()));
            }
        }
        Map<AnswerStream, StreamCounts> counts = new EnumMap<>(AnswerStream.class);
        for (AnswerStream stream : AnswerStream.values()) {
            int s = stream.ordinal();
            counts.put(stream, new StreamCounts(expectedCount[s], sutCount[s], correct[s], missing[s],
                    undueCount[s], wrong[s]));
        }
        incorrect.sort(Comparator.comparingLong((IncorrectAnswer i) -> answerOf(i) == null ? Long.MAX_VALUE
                        : answerOf(i).inputTickTS())
                .thenComparing(i -> answerOf(i) == null ? "" : answerOf(i).strategy())
                .thenComparing(IncorrectAnswer::stream)
                .thenComparing(i -> answerOf(i) instanceof MarketOrder o ? o.type().ordinal() : -1)
                .thenComparingLong(IncorrectAnswer::sutLine));
        return new ComparisonResult(counts, List.copyOf(incorrect), List.copyOf(malformed), unreadable, tsChecked);
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
