package org.pairsbench.report.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Records made from published runs, against what reference-results/README.md says of those runs: which stand as
 * an engine's Pairs result, and why the others do not.
 */
class ResultImportTest {

    private static final Path PUBLISHED = Path.of("..", "reference-results");
    private static final ResultRecord.GitPlace PLACE = new ResultRecord.GitPlace("0".repeat(40), "some/bundle");
    private static final ResultImport.Repository REPOSITORY = new ResultImport.Repository() {
        @Override
        public ResultRecord.GitPlace place(Path folder) {
            return PLACE;
        }

        @Override
        public long bytes(ResultRecord.GitPlace place) {
            return 1234;
        }
    };

    private static ResultRecord of(String folder) {
        return ResultImport.record(PUBLISHED.resolve(folder), REPOSITORY, null);
    }

    @Test
    void siddhisStandardRunAtSf40StandsAsItsPairsResult() {
        ResultRecord r = of("siddhi/paced/standard-sf40");

        assertTrue(r.standing().pairsResult(), r.standing().reasons().toString());
        assertEquals(new BigDecimal("3959.04"), r.pScore());
        assertEquals(27_413, r.latency().marketOrder().count());
        assertEquals(ResultRecord.Evidence.FOLDER, r.evidence().form());
        assertEquals(PLACE, r.evidence().git());
        assertEquals(1234, r.evidence().bytes());
        assertEquals("bundle/SHA256SUMS", r.evidence().sums());
        assertEquals("run-10.html", r.report());
    }

    @Test
    void astandardRunThatDidNotKeepUpDoesNotStandAndSaysSo() {
        ResultRecord r = of("esper/paced-close-step/standard-sf800");

        assertFalse(r.standing().pairsResult());
        assertEquals(List.of("did not keep up with its schedule"), r.standing().reasons());
        assertFalse(r.keepingUp().keptUp());
        // Its bundle was kept outside the repository: only its SHA256SUMS is here, and no commit holds it.
        assertEquals("bundle.SHA256SUMS", r.evidence().sums());
        assertNull(r.evidence().git());
    }

    @Test
    void aShortProfileRunIsNotAPairsResult() {
        ResultRecord r = of("flink/sweep-sf400/short-sf400");

        assertFalse(r.standing().pairsResult());
        assertEquals(List.of("non-standard (short profile)"), r.standing().reasons());
        assertEquals("embedded MiniCluster", r.engine().deployment());
    }

    @Test
    void aRunRecordedBeforeTheKeepingUpRuleIsNotJudgedAndSaysSo() {
        ResultRecord r = of("esper/paced/standard-sf9");

        assertFalse(r.standing().pairsResult());
        assertEquals(List.of("keeping up not judged (recorded before the rule)"), r.standing().reasons());
        assertEquals(ResultRecord.Evidence.NONE, r.evidence().form());
    }

    @Test
    void aRunOnASessionClusterNamesItsDeploymentAndStaysVanilla() {
        ResultRecord r = ResultImport.publishedRuns(PUBLISHED).stream()
                .filter(f -> f.toString().contains("flink"))
                .map(f -> ResultImport.record(f, REPOSITORY, null))
                .filter(x -> "session cluster".equals(x.engine().deployment()))
                .findFirst().orElseThrow();

        assertEquals(ResultRecord.Engine.VANILLA, r.engine().setup(), r.command());
    }
}
