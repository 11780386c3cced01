package org.pairsbench.gui.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.engine.EngineCatalog;
import org.pairsbench.core.engine.InstalledEngine;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.DatasetWriter;
import org.pairsbench.harness.run.RunSetup;
import org.pairsbench.harness.run.Workloads;
import org.pairsbench.reference.ReferenceEngineFactory;

/** The Run window's form: its checks and the run it asks for, without a display. */
class RunFormTest {

    static final EngineCatalog REFERENCE = EngineCatalog.of(List.of(InstalledEngine.onClassPath(new ReferenceEngineFactory())));

    @TempDir
    Path tmp;

    private static RunForm form(String engine, String sf, ProfileLength profile, String rate, String data) {
        return new RunForm(engine, Map.of(), sf, profile, rate, data, "", "results");
    }

    private static String error(RunForm form) {
        return assertThrows(InvalidInputException.class, () -> form.setup(REFERENCE, "test")).getMessage();
    }

    @Test
    void aPacedRunOfTheFormIsRecordedWithThePairsRunCommandThatMakesTheSameRun() {
        RunSetup setup = form("reference", " 2 ", ProfileLength.SMOKE, "40", null).setup(REFERENCE, "test");

        assertEquals("pairs run --engine reference --sf 2 --profile smoke --rate-factor 40 --results results",
                setup.command());
        assertEquals("reference", setup.engine().name());
        assertEquals(2, setup.data().scaleFactor().value());
        assertEquals(ProfileLength.SMOKE, setup.data().length());
        assertEquals(DatagenParameters.DEFAULT_SEED, setup.data().seed());
        assertEquals(40, setup.pacing().rateFactor());
        assertTrue(!setup.pacing().flatOut());
        assertNull(setup.ticks(), "generated in process");
        assertEquals(Workloads.Verify.SIZES, setup.verify());
        assertEquals(Path.of("results"), setup.results());
    }

    @Test
    void aRealTimeRunOnTheStandardProfileChecksTheBytesOfAStandardDataSet() {
        RunSetup setup = form("reference", "1", ProfileLength.STANDARD, "1", null).setup(REFERENCE, "test");

        assertEquals("pairs run --engine reference --sf 1 --profile standard --results results", setup.command());
        assertEquals(Workloads.Verify.SHA256_IF_STANDARD, setup.verify());
        assertEquals(1, setup.pacing().rateFactor());
    }

    @Test
    void everyBadFieldIsOneLineNamingIt() {
        assertEquals("engine: choose one", error(form(null, "1", ProfileLength.SMOKE, "1", null)));
        assertTrue(error(form("nosuch", "1", ProfileLength.SMOKE, "1", null))
                .startsWith("unknown engine 'nosuch'; installed engines: reference"));
        assertEquals("scale factor: a whole number from 1 to " + ScaleFactor.MAX + ", not 'x'",
                error(form("reference", "x", ProfileLength.SMOKE, "1", null)));
        assertEquals("scale factor: a whole number from 1 to " + ScaleFactor.MAX + ", not '0'",
                error(form("reference", "0", ProfileLength.SMOKE, "1", null)));
        for (String rate : List.of("0", "-2", "fast", "Infinity", "NaN", "", "0.001", "1e-300", "1001", "1e300")) {
            assertEquals("rate factor: a number from 0.01 to 1000 (1 replays in real time, the standard), not '" + rate + "'",
                    error(form("reference", "1", ProfileLength.SMOKE, rate, null)));
        }
        assertEquals("profile: choose one", error(form("reference", "1", null, "1", null)));
        assertEquals("data folder: choose one, or generate the stream in process",
                error(form("reference", "1", ProfileLength.SMOKE, "1", " ")));
        assertEquals("results folder: give one (pairs run's default: results)",
                error(new RunForm("reference", Map.of(), "1", ProfileLength.SMOKE, "1", null, "", "")));
        assertEquals("engine 'reference' has no option 'nosuch'; its options: workload",
                error(new RunForm("reference", Map.of("nosuch", "1"), "1", ProfileLength.SMOKE, "1", null, "", "results")));
    }

    @Test
    void aDataSetFolderRunsWithItsManifestsParametersWhichTheFieldsMustMatch() throws Exception {
        Path data = tmp.resolve("data");
        DatagenParameters written = DatagenParameters.standard(ScaleFactor.of(1)).withLength(ProfileLength.SMOKE)
                .withRates(500, 750).withSeed(7);
        DatasetWriter.write(written, new DatasetWriter.Options(data, 1, false, false), DatasetWriter.Progress.NONE);

        RunSetup setup = form("reference", "1", ProfileLength.SMOKE, "10", data.toString()).setup(REFERENCE, "test");
        assertEquals(written, setup.data(), "the manifest's parameters: its seed and rates, not the SF's standard ones");
        assertEquals(data, setup.ticks());
        assertEquals("pairs run --engine reference --sf 1 --profile smoke --ticks " + data
                + " --rate-factor 10 --results results", setup.command());

        assertEquals(data + ": the data set is SF 1, not scale factor 3",
                error(form("reference", "3", ProfileLength.SMOKE, "1", data.toString())));
        assertEquals(data + ": the data set has the smoke profile, not short",
                error(form("reference", "1", ProfileLength.SHORT, "1", data.toString())));
    }
}
