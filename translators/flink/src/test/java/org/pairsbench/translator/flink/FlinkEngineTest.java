package org.pairsbench.translator.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/**
 * What the Flink adapter does beyond the spec's semantics and the adapter contract (those are the conformance
 * suite's, run by FlinkConformanceTest): answers handed over by finish with their trigger's TS, its refusals of
 * options, and failures of the job reaching a later send.
 */
class FlinkEngineTest {

    /** AAA/BBB, 5-s periods, N = 2, k = 1.2, stop-loss 10 %. */
    private static final Strategy AAA_BBB = new Strategy("st_00001", 1_000_000, "AAA", "BBB", 5, 2, 1.2, 0.1);

    private static Engine engine(Map<String, String> options) {
        FlinkEngineFactory factory = new FlinkEngineFactory();
        return factory.create(EngineOptions.resolve(factory.name(), factory.options(), options));
    }

    /** Two periods of AAA and BBB (ratios 100 / 200, then 100 / 250), then a tick of ZZZ at 12000. */
    private static void sendTwoPeriodsAndTrigger(Engine engine, long triggerTs) throws Exception {
        engine.send(new StockTick("AAA", 100, 100, 0), 1);
        engine.send(new StockTick("BBB", 200, 100, 1000), 2);
        engine.send(new StockTick("AAA", 100, 100, 5000), 3);
        engine.send(new StockTick("BBB", 250, 100, 6000), 4);
        engine.send(new StockTick("ZZZ", 1, 100, 12000), triggerTs);
        engine.send(new StockTick("ZZZ", 1, 100, 12000), triggerTs + 1);
    }

    @Test
    void finishDeliversTheAnswerWithItsTriggersTickTSAndTs() throws Exception {
        List<Answer> answers = new CopyOnWriteArrayList<>();
        try (Engine engine = engine(Map.of())) {
            engine.deploy(List.of(AAA_BBB), AnswerListener.of(answers::add));
            sendTwoPeriodsAndTrigger(engine, 7);
            engine.finish();
            assertEquals(1, answers.size(), answers.toString());
            Indicator indicator = (Indicator) answers.get(0);
            // The first tick at or past 10000 closes the second period: tickTS 12000, TS 7 (not 8, the tie after).
            assertEquals(12000, indicator.inputTickTS());
            assertEquals(7, indicator.inputTS());
            assertEquals(100.0 / 250.0, indicator.ratio(), 0.0);
            assertEquals((100.0 / 200.0 + 100.0 / 250.0) / 2.0, indicator.avgRatio(), 0.0);
        }
    }

    @Test
    void aFailedJobFailsALaterSendBeforeTheTickQueueIsFull() throws Exception {
        AnswerListener refusing = AnswerListener.of(a -> {
            throw new IllegalStateException("sink refused the answer");
        });
        try (Engine engine = engine(Map.of())) {
            engine.deploy(List.of(AAA_BBB), refusing);
            sendTwoPeriodsAndTrigger(engine, 7);
            // The job fails on its first answer; ticks keep coming, 10 ms apart. The tick queue holds 65,536, so
            // a send that only noticed a full queue would not throw within these 1,000.
            IllegalStateException failure = null;
            for (int i = 0; i < 1000 && failure == null; i++) {
                Thread.sleep(10);
                try {
                    engine.send(new StockTick("ZZZ", 1, 100, 12000), 100 + i);
                } catch (IllegalStateException e) {
                    failure = e;
                }
            }
            assertTrue(failure != null, "no send failed");
            assertTrue(failure.getMessage().startsWith("the Flink job failed: "), failure.getMessage());
            assertTrue(failure.getMessage().contains("sink refused the answer"), failure.getMessage());
        }
    }

    @Test
    void closeWithoutFinishStopsTheJob() throws Exception {
        List<Answer> answers = new CopyOnWriteArrayList<>();
        Engine engine = engine(Map.of());
        engine.deploy(List.of(AAA_BBB), AnswerListener.of(answers::add));
        engine.send(new StockTick("AAA", 100, 100, 0), 1);
        engine.close(); // cancels the running job and returns; nothing is delivered afterwards
        int delivered = answers.size();
        Thread.sleep(200);
        assertEquals(delivered, answers.size());
    }

    @Test
    void optionsOutOfRangeAreRefusedNamingTheKey() {
        FlinkEngineFactory factory = new FlinkEngineFactory();
        InvalidInputException zero = assertThrows(InvalidInputException.class, () -> factory.checkOptions(
                EngineOptions.resolve("flink", factory.options(), Map.of("parallelism", "0"))));
        assertEquals("engine 'flink' option parallelism='0': expected an integer from 1 to 64", zero.getMessage());
        InvalidInputException negative = assertThrows(InvalidInputException.class, () -> factory.checkOptions(
                EngineOptions.resolve("flink", factory.options(), Map.of("bufferTimeoutMs", "-1"))));
        assertEquals("engine 'flink' option bufferTimeoutMs='-1': expected an integer >= 0", negative.getMessage());
        InvalidInputException noPort = assertThrows(InvalidInputException.class, () -> factory.checkOptions(
                EngineOptions.resolve("flink", factory.options(), Map.of("cluster", "localhost"))));
        assertEquals("engine 'flink' option cluster='localhost': expected HOST:PORT of a Flink cluster's REST "
                + "endpoint, e.g. 127.0.0.1:8081", noPort.getMessage());
        InvalidInputException badPort = assertThrows(InvalidInputException.class, () -> factory.checkOptions(
                EngineOptions.resolve("flink", factory.options(), Map.of("cluster", "localhost:70000"))));
        assertEquals("engine 'flink' option cluster='localhost:70000': expected HOST:PORT with a port in 1..65535",
                badPort.getMessage());
        InvalidInputException noBroker = assertThrows(InvalidInputException.class, () -> factory.checkOptions(
                EngineOptions.resolve("flink", factory.options(), Map.of("kafka", "notanaddress"))));
        assertEquals("engine 'flink' option kafka='notanaddress': expected HOST:PORT[,HOST:PORT...] of a Kafka broker",
                noBroker.getMessage());
    }

    @Test
    void throughKafkaTheDescriptionNamesTheBrokerAndTopicsOfTheEnginesOwn() throws Exception {
        // Creating the engine does not reach the broker: that is deploy's, which creates the topics.
        try (Engine first = engine(Map.of(FlinkEngineFactory.KAFKA, "127.0.0.1:19092,127.0.0.2:19092"));
             Engine second = engine(Map.of(FlinkEngineFactory.KAFKA, "127.0.0.1:19092,127.0.0.2:19092"))) {
            java.util.regex.Matcher topics = java.util.regex.Pattern.compile("Apache Flink 2\\.3\\.0, embedded "
                    + "MiniCluster, ticks and answers through Kafka 127\\.0\\.0\\.1:19092,127\\.0\\.0\\.2:19092 "
                    + "\\(topics (pairs-flink-[0-9a-f]{16})-ticks, \\1-answers\\), parallelism 1")
                    .matcher(first.description());
            assertTrue(topics.matches(), first.description());
            assertTrue(!second.description().contains(topics.group(1)), "a new id for every engine: "
                    + second.description());
        }
    }

    @Test
    void theFactoryReportsThePinnedFlinkVersion() throws Exception {
        FlinkEngineFactory factory = new FlinkEngineFactory();
        assertEquals("2.3.0", factory.version());
        try (Engine engine = engine(Map.of(FlinkEngineFactory.PARALLELISM, "2"))) {
            assertEquals("Apache Flink 2.3.0, embedded MiniCluster, parallelism 2", engine.description());
        }
    }
}
