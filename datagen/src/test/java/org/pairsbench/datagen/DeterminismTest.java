package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.ticks.TickFileReader;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.workload.Correlations;
import org.pairsbench.core.workload.CorrelationsFile;

class DeterminismTest {

    @TempDir
    Path dir;

    private DatasetWriter.Result write(String name, DatagenParameters p, int files, boolean gzip) {
        return DatasetWriter.write(p, new DatasetWriter.Options(dir.resolve(name), files, gzip, false),
                DatasetWriter.Progress.NONE);
    }

    @Test
    void sameParametersGiveByteIdenticalFiles() throws IOException {
        write("a", TestData.small(), 2, false);
        write("b", TestData.small(), 2, false);
        for (String name : List.of("ticks-1.csv", "ticks-2.csv", CorrelationsFile.NAME, Manifest.NAME)) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("a").resolve(name)),
                    Files.readAllBytes(dir.resolve("b").resolve(name)), name);
        }
    }

    @Test
    void anyFileCountMergesBackToTheInProcessStream() {
        List<StockTick> stream = TestData.drain(TickGenerator.open(TestData.small()));
        assertTrue(stream.size() > 50_000, "enough ticks to cover many ms with several ticks: " + stream.size());
        for (int files : new int[] {1, 3, 7}) {
            write("n" + files, TestData.small(), files, false);
            assertEquals(stream, TestData.drain(TickFiles.open(dir.resolve("n" + files))), files + " files");
        }
    }

    @Test
    void eachFileHoldsWholeMillisecondsInStreamOrder() {
        write("split", TestData.small(), 4, false);
        for (int i = 1; i <= 4; i++) {
            List<StockTick> ticks = TestData.drain(new TickFileReader(dir.resolve("split/ticks-" + i + ".csv")));
            for (StockTick t : ticks) {
                assertEquals(i - 1, t.tickTS() % 4, "split rule file = 1 + tickTS mod fileCount");
            }
        }
    }

    @Test
    void gzipHoldsTheSameCsvAndTheManifestChecksumsMatch() throws Exception {
        DatasetWriter.Result plain = write("plain", TestData.small(), 2, false);
        DatasetWriter.Result gzip = write("gzip", TestData.small(), 2, true);
        assertEquals(TestData.drain(TickFiles.open(dir.resolve("plain"))), TestData.drain(TickFiles.open(dir.resolve("gzip"))));
        for (int i = 0; i < 2; i++) {
            Manifest.TickFile p = plain.manifest().files().get(i);
            Manifest.TickFile g = gzip.manifest().files().get(i);
            assertEquals(p.csvSha256(), g.csvSha256());
            assertEquals(sha256(dir.resolve("plain").resolve(p.name())), p.sha256());
            assertEquals(sha256(dir.resolve("gzip").resolve(g.name())), g.sha256());
            assertEquals(Files.size(dir.resolve("gzip").resolve(g.name())), g.bytes());
            assertTrue(g.bytes() < p.bytes() / 2, "gzip shrinks the text");
        }
        assertEquals(plain.manifest().totalTicks(),
                plain.manifest().files().stream().mapToLong(Manifest.TickFile::ticks).sum());
    }

    @Test
    void writesNoTemporaryFilesAndTheManifestDescribesTheAuxFile() throws Exception {
        DatasetWriter.Result r = write("clean", TestData.small(), 3, false);
        try (Stream<Path> files = Files.list(dir.resolve("clean"))) {
            assertEquals(List.of(CorrelationsFile.NAME, Manifest.NAME, "ticks-1.csv", "ticks-2.csv", "ticks-3.csv"),
                    files.map(p -> p.getFileName().toString()).sorted().toList());
        }
        assertEquals(sha256(dir.resolve("clean").resolve(CorrelationsFile.NAME)), r.manifest().correlations().sha256());
    }

    @Test
    void theManifestReadsBackAndRegeneratesTheStream() {
        DatagenParameters p = TestData.small().withSeed(11).withConstantInterarrival(true);
        DatasetWriter.Result r = write("m", p, 2, true);
        Manifest read = Manifest.read(dir.resolve("m"));
        assertEquals(r.manifest(), read);
        assertEquals(p, read.datagenParameters());
        assertEquals(TestData.drain(TickFiles.open(dir.resolve("m"))), TestData.drain(TickGenerator.open(read.datagenParameters())));
    }

    @Test
    void aBadValueInTheManifestIsNamedWithTheFile() throws java.io.IOException {
        write("bad", TestData.small(), 1, false);
        Path manifest = dir.resolve("bad").resolve(Manifest.NAME);
        String json = java.nio.file.Files.readString(manifest);
        java.nio.file.Files.writeString(manifest, json.replace("\"profile\" : \"smoke\"", "\"profile\" : \"x\""));
        assertNotEquals(json, java.nio.file.Files.readString(manifest), "the profile was edited");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Manifest.read(dir.resolve("bad")));
        assertTrue(e.getMessage().startsWith(manifest + ": unknown profile 'x'"), e.getMessage());
    }

    @Test
    void aDirectoryWithoutManifestIsNotADataSet() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Manifest.read(dir));
        assertEquals(dir.resolve(Manifest.NAME) + ": no manifest: not a complete data set", e.getMessage());
    }

    @Test
    void aMarketsTicksDoNotDependOnHowManyMarketsThereAre() {
        DatagenParameters one = DatagenParameters.standard(ScaleFactor.of(1)).withLength(ProfileLength.SMOKE)
                .withRates(300, 450);
        DatagenParameters two = DatagenParameters.standard(ScaleFactor.of(11)).withLength(ProfileLength.SMOKE)
                .withRates(600, 900);
        TickGenerator g = TickGenerator.open(two);
        List<String> marketOne = g.markets().get(0).symbols();
        assertEquals(TickGenerator.open(one).markets().get(0), g.markets().get(0));
        List<StockTick> fromTwo = TestData.drain(g).stream().filter(t -> marketOne.contains(t.symbol())).toList();
        assertEquals(TestData.drain(TickGenerator.open(one)), fromTwo);
    }

    @Test
    void anotherSeedGivesAnotherStream() {
        assertNotEquals(TestData.drain(TickGenerator.open(TestData.small())).subList(0, 100),
                TestData.drain(TickGenerator.open(TestData.small().withSeed(7))).subList(0, 100));
    }

    @Test
    void symbolsAreUniqueSixLetterWordsAndPairsAreTheFirstFifty() {
        TickGenerator g = TickGenerator.open(DatagenParameters.standard(ScaleFactor.of(25)));
        List<Correlations.Market> markets = g.markets();
        assertEquals(3, markets.size());
        long distinct = markets.stream().flatMap(m -> m.symbols().stream()).distinct().count();
        assertEquals(300, distinct);
        for (Correlations.Market m : markets) {
            assertTrue(m.symbols().stream().allMatch(s -> s.matches("[A-Z]{6}")));
            assertEquals(25, m.pairs().size());
            for (int i = 0; i < 25; i++) {
                assertEquals(new Correlations.Pair(m.symbols().get(2 * i), m.symbols().get(2 * i + 1)), m.pairs().get(i));
            }
        }
    }

    @Test
    void ticksCycleThroughTheMarketsSymbols() {
        TickGenerator g = TickGenerator.open(TestData.small());
        List<String> symbols = g.markets().get(0).symbols();
        List<StockTick> ticks = TestData.drain(g);
        for (int k = 0; k < 1000; k++) {
            assertEquals(symbols.get(k % 100), ticks.get(k).symbol());
        }
    }

    private static String sha256(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }
}
