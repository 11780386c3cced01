package org.pairsbench.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.answers.AnswerFiles;
import org.pairsbench.core.answers.AnswerLogFormat;
import org.pairsbench.core.answers.AnswerLogWriter;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;
import org.pairsbench.core.ticks.TickSource;

/** Mutation tests: start from correct answers, break them in known ways, and check every count exactly. */
class AnswerComparisonTest {

    @TempDir
    Path dir;

    private List<Answer> expected;

    @BeforeEach
    void computeExpected() {
        var ticks = RandomMarket.ticks(7, 30).iterator();
        TickSource source = new TickSource() {
            @Override
            public boolean hasNext() {
                return ticks.hasNext();
            }

            @Override
            public org.pairsbench.api.model.StockTick next() {
                return ticks.next();
            }

            @Override
            public void close() {
            }
        };
        expected = ExpectedAnswers.compute(source, RandomMarket.strategies(), "random market").answers();
    }

    private long count(Class<?> type) {
        return expected.stream().filter(type::isInstance).count();
    }

    private ComparisonResult compare(List<Answer> sut) throws IOException {
        StringWriter text = new StringWriter();
        try (AnswerLogWriter w = new AnswerLogWriter(text, Map.of())) {
            for (Answer a : sut) {
                w.write(a, AnswerLogFormat.NO_ARRIVAL);
            }
        }
        Path file = dir.resolve("sut.log");
        Files.writeString(file, text.toString());
        return compareFile(file);
    }

    /**
     * The engine's file compared both ways, with every expected answer held and streaming, which must judge
     * alike (only the streaming problem text of a late undue answer may be vaguer); returns the first's result.
     */
    private ComparisonResult compareFile(Path file) {
        AnswerComparison held = new AnswerComparison(expected);
        AnswerFiles.read(file, held);
        ComparisonResult all = held.finish();
        AnswerComparison streaming = AnswerComparison.streaming(new ListSource(expected));
        AnswerFiles.read(file, streaming);
        assertSameJudgement(all, streaming.finish());
        return all;
    }

    private static final String LATE_UNDUE = "no expected answer with this key still open (none, or one already "
            + "matched: this answer came more than 120000 ms of stream time behind the newest)";

    private static void assertSameJudgement(ComparisonResult held, ComparisonResult streaming) {
        assertEquals(held.counts(), streaming.counts());
        assertEquals(held.inputTsChecked(), streaming.inputTsChecked());
        assertEquals(held.malformed(), streaming.malformed());
        assertEquals(held.linesWithoutStream(), streaming.linesWithoutStream());
        assertEquals(held.incorrect().size(), streaming.incorrect().size());
        for (int k = 0; k < held.incorrect().size(); k++) {
            IncorrectAnswer h = held.incorrect().get(k);
            IncorrectAnswer s = streaming.incorrect().get(k);
            boolean lateUndue = s.kind() == IncorrectAnswer.Kind.UNDUE && s.problem().equals(LATE_UNDUE);
            assertEquals(h, lateUndue ? new IncorrectAnswer(s.kind(), s.stream(), s.expected(), s.sut(), s.sutLine(),
                    h.problem()) : s, "incorrect answer " + k);
        }
    }

    /** The expected answers handed over as a streaming comparison asks; remembers how far it was asked. */
    private static final class ListSource implements AnswerComparison.ExpectedSource {
        private final List<Answer> answers;
        private int next;
        long askedTo = Long.MIN_VALUE;

        ListSource(List<Answer> answers) {
            this.answers = answers;
        }

        @Override
        public void advanceTo(long tickTS, java.util.function.Consumer<Answer> sink) {
            askedTo = Math.max(askedTo, tickTS);
            while (next < answers.size() && answers.get(next).inputTickTS() <= tickTS) {
                sink.accept(answers.get(next++));
            }
        }

        @Override
        public void close() {
        }
    }

    @Test
    void theScenarioHasEnoughOfEverything() {
        assertTrue(count(Indicator.class) > 500, "indicators: " + count(Indicator.class));
        assertTrue(count(MarketOrder.class) > 20, "orders: " + count(MarketOrder.class));
    }

    @Test
    void identicalAnswersInAnyOrderPass() throws IOException {
        List<Answer> sut = new ArrayList<>(expected);
        java.util.Collections.reverse(sut);
        ComparisonResult r = compare(sut);
        assertTrue(r.passed());
        assertEquals(new StreamCounts(count(Indicator.class), count(Indicator.class), count(Indicator.class), 0, 0, 0),
                r.of(AnswerStream.INDICATOR));
        assertEquals(new StreamCounts(count(MarketOrder.class), count(MarketOrder.class), count(MarketOrder.class),
                0, 0, 0), r.of(AnswerStream.MARKET_ORDER));
        assertTrue(r.incorrect().isEmpty());
    }

    @Test
    void droppedAddedAndAlteredAnswersAreCountedExactly() throws IOException {
        List<Answer> sut = new ArrayList<>(expected);
        List<Integer> orders = new ArrayList<>();
        List<Integer> indicators = new ArrayList<>();
        for (int i = 0; i < sut.size(); i++) {
            (sut.get(i) instanceof MarketOrder ? orders : indicators).add(i);
        }
        // Alter: one indicator's ratio by 1e-6 relative (wrong), another's avgRatio by 1e-11 relative (still
        // correct, inside 1e-9), one order's price, another order's size.
        Indicator i0 = (Indicator) sut.get(indicators.get(10));
        sut.set(indicators.get(10), new Indicator(i0.strategy(), i0.ratio() * (1 + 1e-6), i0.avgRatio(),
                i0.upperBand(), i0.lowerBand(), i0.inputTickTS(), i0.inputTS()));
        Indicator i1 = (Indicator) sut.get(indicators.get(11));
        sut.set(indicators.get(11), new Indicator(i1.strategy(), i1.ratio(), i1.avgRatio() * (1 + 1e-11),
                i1.upperBand(), i1.lowerBand(), i1.inputTickTS(), i1.inputTS()));
        MarketOrder o0 = (MarketOrder) sut.get(orders.get(0));
        sut.set(orders.get(0), new MarketOrder(o0.strategy(), o0.type(), o0.symbol(), o0.price() + 1, o0.size(),
                o0.inputTickTS(), o0.inputTS()));
        MarketOrder o1 = (MarketOrder) sut.get(orders.get(1));
        sut.set(orders.get(1), new MarketOrder(o1.strategy(), o1.type(), o1.symbol(), o1.price(), o1.size() + 10,
                o1.inputTickTS(), o1.inputTS()));
        // Add: a duplicate of an indicator, an indicator one ms late (no such key), an order at tickTS 1, where
        // no period can have closed.
        Indicator i2 = (Indicator) sut.get(indicators.get(20));
        sut.add(i2);
        sut.add(new Indicator(i2.strategy(), 1, 1, 1, 1, i2.inputTickTS() + 1, Indicator.NO_TS));
        sut.add(new MarketOrder("st_00001", OrderType.SELL, "AAAAAA", 100, 10, 1, Indicator.NO_TS));
        // Drop: the last three indicators and the last two orders, highest index first so that each removal
        // leaves the indices still to remove in place.
        List<Integer> drop = new ArrayList<>(List.of(orders.get(orders.size() - 1), orders.get(orders.size() - 2),
                indicators.get(indicators.size() - 1), indicators.get(indicators.size() - 2),
                indicators.get(indicators.size() - 3)));
        drop.sort(java.util.Comparator.reverseOrder());
        for (int index : drop) {
            sut.remove(index);
        }

        ComparisonResult r = compare(sut);
        long ni = count(Indicator.class);
        long no = count(MarketOrder.class);
        assertFalse(r.passed());
        // Indicators: SUT = ni - 3 dropped + 2 added; correct = ni - 3 - 1 wrong; missing 3; undue 2; wrong 1.
        assertEquals(new StreamCounts(ni, ni - 1, ni - 4, 3, 2, 1), r.of(AnswerStream.INDICATOR));
        // Orders: SUT = no - 2 + 1; correct = no - 2 - 2 wrong; missing 2; undue 1; wrong 2.
        assertEquals(new StreamCounts(no, no - 1, no - 4, 2, 1, 2), r.of(AnswerStream.MARKET_ORDER));
        assertEquals(3 + 2 + 1 + 2 + 1 + 2, r.incorrect().size());
        IncorrectAnswer price = r.incorrect().stream()
                .filter(i -> i.kind() == IncorrectAnswer.Kind.WRONG && i.problem().startsWith("price")).findFirst()
                .orElseThrow();
        assertEquals("price " + (o0.price() + 1) + " (expected " + o0.price() + ")", price.problem());
    }

    @Test
    void inputTsMustEqualTheTriggersTs() throws IOException {
        // Expected answers computed in the harness carry the trigger's TS; here: TS = 1000 * tickTS.
        List<Answer> withTs = new ArrayList<>();
        for (Answer a : expected) {
            withTs.add(a instanceof Indicator i
                    ? new Indicator(i.strategy(), i.ratio(), i.avgRatio(), i.upperBand(), i.lowerBand(),
                            i.inputTickTS(), i.inputTickTS() * 1000)
                    : withTs(a));
        }
        expected = withTs;
        List<Answer> sut = new ArrayList<>(expected);
        Indicator i = (Indicator) sut.get(0);
        sut.set(0, new Indicator(i.strategy(), i.ratio(), i.avgRatio(), i.upperBand(), i.lowerBand(),
                i.inputTickTS(), i.inputTS() + 1));
        Indicator j = (Indicator) sut.get(1);
        sut.set(1, new Indicator(j.strategy(), j.ratio(), j.avgRatio(), j.upperBand(), j.lowerBand(),
                j.inputTickTS(), Indicator.NO_TS)); // not carried: not checked, correct
        ComparisonResult r = compare(sut);
        assertEquals(1, r.of(AnswerStream.INDICATOR).wrong());
        assertEquals(expected.size() - 1, r.inputTsChecked());
        assertTrue(r.incorrect().get(0).problem().contains("expected the trigger's TS"));
    }

    private static Answer withTs(Answer a) {
        MarketOrder o = (MarketOrder) a;
        return new MarketOrder(o.strategy(), o.type(), o.symbol(), o.price(), o.size(), o.inputTickTS(),
                o.inputTickTS() * 1000);
    }

    @Test
    void triggerRecordsOfTheLogGiveTheTriggersTs() throws IOException {
        triggerRecordGivesTheTriggersTs(false);
    }

    /** Streaming, the first trigger's slots are judged long before the end: their check waits for the record. */
    @Test
    void aTriggerRecordAtTheEndOfTheLogStillChecksTheAnswersBeforeIt() throws IOException {
        triggerRecordGivesTheTriggersTs(true);
    }

    private void triggerRecordGivesTheTriggersTs(boolean atTheEnd) throws IOException {
        Answer first = expected.get(0);
        String trigger = "Trigger," + first.inputTickTS() + ",5000\n";
        StringBuilder records = new StringBuilder("# Pairs answer log, format 1\n" + (atTheEnd ? "" : trigger));
        for (int k = 0; k < expected.size(); k++) {
            Answer a = expected.get(k);
            // every answer of the first trigger carries TS 5001 instead of 5000: all wrong
            long ts = a.inputTickTS() == first.inputTickTS() ? 5001 : Indicator.NO_TS;
            Answer shifted = a instanceof Indicator i ? new Indicator(i.strategy(), i.ratio(), i.avgRatio(),
                    i.upperBand(), i.lowerBand(), i.inputTickTS(), ts)
                    : new MarketOrder(((MarketOrder) a).strategy(), ((MarketOrder) a).type(),
                            ((MarketOrder) a).symbol(), ((MarketOrder) a).price(), ((MarketOrder) a).size(),
                            a.inputTickTS(), ts);
            AnswerLogWriter.format(records, shifted, AnswerLogFormat.NO_ARRIVAL).append('\n');
        }
        if (atTheEnd) {
            records.append(trigger);
        }
        Path file = dir.resolve("sut.log");
        Files.writeString(file, records.toString());
        ComparisonResult r = compareFile(file);
        long atFirst = expected.stream().filter(a -> a.inputTickTS() == first.inputTickTS()).count();
        assertEquals(atFirst, r.inputTsChecked());
        assertEquals(atFirst, r.of(AnswerStream.INDICATOR).wrong() + r.of(AnswerStream.MARKET_ORDER).wrong());
    }

    @Test
    void malformedLinesAreUndueOfTheirStreamAndUnknownOnesFail() throws IOException {
        StringBuilder records = new StringBuilder("# Pairs answer log, format 1\n");
        for (Answer a : expected) {
            AnswerLogWriter.format(records, a, AnswerLogFormat.NO_ARRIVAL).append('\n');
        }
        records.append("MarketOrder,st_00001,BUY\n").append("Indicator,x\n").append("garbage\n")
                .append("Indicator,st_00001,1.0,1.0,1.0,1.0,5");   // truncated last line
        Path file = dir.resolve("sut.log");
        Files.writeString(file, records.toString());
        ComparisonResult r = compareFile(file);
        assertEquals(2, r.of(AnswerStream.INDICATOR).undue());
        assertEquals(count(Indicator.class) + 2, r.of(AnswerStream.INDICATOR).sutAnswers());
        assertEquals(1, r.of(AnswerStream.MARKET_ORDER).undue());
        assertEquals(1, r.linesWithoutStream());
        assertEquals(4, r.malformed().size());
        assertFalse(r.passed());
        assertTrue(r.malformed().get(3).problem().startsWith("truncated last line"));
    }

    @Test
    void aFloodOfDuplicatesIsCountedWholeAndOnlyTheFirstInTheListingsOrderAreListed() throws IOException {
        Answer first = expected.get(0);
        assertTrue(first instanceof Indicator, "the first answer of a stream is an Indicator: " + first);
        List<Answer> sut = new ArrayList<>(expected);
        for (int k = 0; k < 25; k++) {
            sut.add(first);
        }
        // The same answer late, then one of a key no strategy has, at the very first inputTickTS: it sorts before
        // every duplicate of a later key, so it must be listed though read last.
        Indicator stranger = new Indicator("zz_nobody", 1, 1, 1, 1, first.inputTickTS() - 1, Indicator.NO_TS);
        sut.add(stranger);
        AnswerComparison comparison = new AnswerComparison(expected, 10);
        long line = 0;
        for (Answer a : sut) {
            comparison.onAnswer(a, 0, ++line);
        }

        ComparisonResult r = comparison.finish();

        assertEquals(26, r.of(AnswerStream.INDICATOR).undue());
        assertEquals(26, r.incorrectAnswers());
        assertEquals(10, r.incorrect().size());
        assertEquals(16, r.incorrectNotListed());
        assertEquals(stranger, r.incorrect().get(0).sut());
        // Then the duplicates in line order: lines expected.size() + 1 to + 9 of the 25.
        for (int k = 1; k < 10; k++) {
            assertEquals(expected.size() + k, r.incorrect().get(k).sutLine());
        }
    }

    @Test
    void unreadableLinesBeyondTheListedAreCountedNotHeld() {
        AnswerComparison comparison = new AnswerComparison(expected, 3);
        for (long line = 1; line <= 7; line++) {
            comparison.onMalformed(new org.pairsbench.core.answers.MalformedLine(dir.resolve("sut.log"), line,
                    java.util.Optional.empty(), "garbage"));
        }

        ComparisonResult r = comparison.finish();

        assertEquals(List.of(1L, 2L, 3L), r.malformed().stream().map(m -> m.line()).toList());
        assertEquals(4, r.malformedNotListed());
        assertEquals(7, r.malformedLines());
        assertEquals(7, r.linesWithoutStream());
    }

    @Test
    void aListingCutShortEndsWithARowSayingHowManyMoreThereWere() throws IOException {
        AnswerComparison comparison = new AnswerComparison(expected, 2);
        long line = 0;
        for (Answer a : expected.subList(5, expected.size())) {
            comparison.onAnswer(a, 0, ++line);
        }
        StringWriter csv = new StringWriter();

        IncorrectAnswersCsv.write(csv, comparison.finish());

        List<String> rows = csv.toString().lines().toList();
        assertEquals(1 + 2 + 1, rows.size(), csv.toString());
        assertEquals("not-listed,,,,,,,,,,,,,,,,,,,,,,3 more incorrect answers not listed", rows.get(3));
    }

    @Test
    void streamingHoldsOnlyTheHorizonsSlotsAndAsksForNoAnswerBeyondTheNewestRead() {
        ListSource source = new ListSource(expected);
        AnswerComparison streaming = AnswerComparison.streaming(source);
        long newest = Long.MIN_VALUE;
        int mostOpen = 0;
        long line = 0;
        for (Answer a : expected) {
            streaming.onAnswer(a, 0, ++line);
            newest = Math.max(newest, a.inputTickTS());
            assertEquals(newest, source.askedTo, "asked only as far as the answers read");
            long from = newest - AnswerComparison.STREAMING_HORIZON_MS;
            long inHorizon = expected.stream()
                    .filter(e -> e.inputTickTS() >= from && e.inputTickTS() <= source.askedTo).count();
            assertEquals(inHorizon, streaming.openSlots(), "open: the slots of the last 120 s of stream");
            mostOpen = Math.max(mostOpen, streaming.openSlots());
        }
        // 30 minutes of stream, 2 of them held: a fraction of the answers (here about a tenth).
        assertTrue(mostOpen < expected.size() / 5, mostOpen + " open of " + expected.size());
        assertTrue(streaming.finish().passed());
    }

    @Test
    void aLateAnswerStillMatchesTheSlotItsHorizonHadPassed() throws IOException {
        List<Answer> sut = new ArrayList<>(expected);
        sut.add(sut.remove(0));   // read after every other answer: 29 minutes of stream behind the newest
        ComparisonResult r = compare(sut);
        assertTrue(r.passed(), String.valueOf(r.incorrect()));
    }

    @Test
    void aDuplicateReadFarBehindIsUndueStreamingToo() throws IOException {
        List<Answer> sut = new ArrayList<>(expected);
        sut.add(expected.get(0));
        Path file = dir.resolve("sut.log");
        StringBuilder records = new StringBuilder("# Pairs answer log, format 1\n");
        for (Answer a : sut) {
            AnswerLogWriter.format(records, a, AnswerLogFormat.NO_ARRIVAL).append('\n');
        }
        Files.writeString(file, records.toString());
        ComparisonResult held = compareFile(file);
        assertEquals(List.of("duplicate: line 2 has this key already"),
                held.incorrect().stream().map(IncorrectAnswer::problem).toList());

        AnswerComparison streaming = AnswerComparison.streaming(new ListSource(expected));
        AnswerFiles.read(file, streaming);
        ComparisonResult r = streaming.finish();
        assertEquals(1, r.of(AnswerStream.of(expected.get(0))).undue());
        assertEquals(List.of(LATE_UNDUE), r.incorrect().stream().map(IncorrectAnswer::problem).toList());
    }

    @Test
    void toleranceIsRelativeOneInABillion() {
        assertTrue(AnswerComparison.close(1.0, 1.0 + 0.9e-9));
        assertFalse(AnswerComparison.close(1.0, 1.0 + 1.1e-9));
        assertTrue(AnswerComparison.close(1e-300, 1e-300 * (1 + 0.9e-9)));
        assertFalse(AnswerComparison.close(0.0, 1e-300));
    }

    /** spec section 10: an infinite band (a custom k so large that k * sd overflows) agrees only with itself. */
    @Test
    void anInfiniteExpectedValueAgreesOnlyWithTheSameInfinity() {
        assertTrue(AnswerComparison.close(Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY));
        assertTrue(AnswerComparison.close(Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY));
        assertFalse(AnswerComparison.close(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY));
        assertFalse(AnswerComparison.close(Double.POSITIVE_INFINITY, Double.MAX_VALUE));
        assertFalse(AnswerComparison.close(Double.NaN, Double.NaN));
    }

    @Test
    void anInfiniteOrNaNAnswerMatchesNoFiniteExpectedValue() {
        for (double bad : new double[] {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN}) {
            assertFalse(AnswerComparison.close(1.5, bad), "1.5 vs " + bad);
            assertFalse(AnswerComparison.close(Double.MAX_VALUE, bad), "MAX_VALUE vs " + bad);
            assertFalse(AnswerComparison.close(0.0, bad), "0 vs " + bad);
        }
    }
}
