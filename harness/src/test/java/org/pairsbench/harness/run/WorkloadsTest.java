package org.pairsbench.harness.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.DatasetWriter;
import org.pairsbench.datagen.TickGenerator;
import org.pairsbench.querygen.QueryGenerator;
import org.pairsbench.querygen.ValueSets;

class WorkloadsTest {

    @TempDir
    Path dir;

    private static final DatagenParameters SMOKE = DatagenParameters.standard(ScaleFactor.of(1))
            .withLength(ProfileLength.SMOKE);

    @Test
    void theStandardModelWithTheStandardStrategiesIsAStandardWorkloadWhateverItsSeedAndLength() {
        assertTrue(Workloads.generated(SMOKE, null).standard());
        assertTrue(Workloads.generated(SMOKE.withSeed(7), null).standard());
        assertTrue(Workloads.generated(DatagenParameters.standard(ScaleFactor.of(2)), null).standard());
    }

    @Test
    void aConstantRateStreamIsACustomWorkload() {
        assertFalse(Workloads.generated(SMOKE.withConstantRate(true), null).standard());
    }

    @Test
    void strategiesMarkedNonStandardMakeACustomWorkload() {
        Path custom = dir.resolve("custom.xml");
        StrategiesXml.write(QueryGenerator.generate(TickGenerator.open(SMOKE).correlations(),
                ValueSets.STANDARD.withPeriodLength(List.of(15)), 25, 1), custom);
        Path standard = dir.resolve("standard.xml");
        StrategiesXml.write(QueryGenerator.standard(TickGenerator.open(SMOKE).correlations()), standard);

        Workload customRun = Workloads.generated(SMOKE, custom);
        assertFalse(customRun.standard());
        assertEquals(25, customRun.strategies().size());
        assertTrue(Workloads.generated(SMOKE, standard).standard());
    }

    @Test
    void strategiesForOtherDataAreRefusedBeforeTheRun() {
        Path other = dir.resolve("other.xml");
        StrategiesXml.write(QueryGenerator.standard(TickGenerator.open(SMOKE.withSeed(7)).correlations()), other);

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Workloads.generated(SMOKE, other));

        assertTrue(e.getMessage().startsWith(other + ": st_00001 trades "), e.getMessage());
        assertTrue(e.getMessage().endsWith("a symbol the ticks do not have: the strategies were generated for other data"),
                e.getMessage());
    }

    @Test
    void tickFilesAreAStandardWorkloadOnlyWithTheirManifestsParameters() throws IOException {
        Path standard = dir.resolve("standard.xml");
        StrategiesXml.write(QueryGenerator.standard(TickGenerator.open(SMOKE).correlations()), standard);
        Path ticks = Files.writeString(dir.resolve("ticks.csv"), "0,StockTick,AAAAAA,100,10\n");

        assertTrue(Workloads.files(ticks, SMOKE, true, standard, Workloads.Verify.SIZES).standard());
        Workload unknown = Workloads.files(ticks, SMOKE, false, standard, Workloads.Verify.SIZES);
        assertFalse(unknown.standard(), "nothing shows how files without a manifest were made");
        assertTrue(unknown.describe().endsWith("(no manifest)"), unknown.describe());
    }

    private Path dataSet(String name, DatagenParameters parameters) {
        Path data = dir.resolve(name);
        DatasetWriter.write(parameters, new DatasetWriter.Options(data, 1, false, false), DatasetWriter.Progress.NONE);
        return data;
    }

    @Test
    void aStandardWorkloadsFilesAreHashedWhenTheRunCouldGiveAStandardResultAndOthersOnlyMeasured() {
        Path standard = dataSet("standard", SMOKE);
        Path custom = dataSet("custom", SMOKE.withConstantRate(true));

        Workload hashed = Workloads.files(standard, SMOKE, true, null, Workloads.Verify.SHA256_IF_STANDARD);
        Workload measured = Workloads.files(custom, SMOKE.withConstantRate(true), true, null,
                Workloads.Verify.SHA256_IF_STANDARD);

        assertTrue(hashed.standard());
        assertTrue(hashed.dataSet().orElseThrow().sha256Verified(), "a standard result names the bytes it ran on");
        assertFalse(measured.standard());
        assertFalse(measured.dataSet().orElseThrow().sha256Verified());
        assertFalse(Workloads.files(standard, SMOKE, true, null, Workloads.Verify.SIZES).dataSet().orElseThrow()
                .sha256Verified());
        assertTrue(Workloads.files(custom, SMOKE.withConstantRate(true), true, null, Workloads.Verify.SHA256)
                .dataSet().orElseThrow().sha256Verified());
    }

    @Test
    void aTickFileThatHoldsNoTickIsRefused() throws IOException {
        Path standard = dir.resolve("standard.xml");
        StrategiesXml.write(QueryGenerator.standard(TickGenerator.open(SMOKE).correlations()), standard);
        Path empty = Files.createFile(dir.resolve("ticks.csv"));

        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> Workloads.files(empty, SMOKE, false, standard, Workloads.Verify.SIZES));

        assertEquals(empty + ": the tick file holds no ticks", e.getMessage());
    }
}
