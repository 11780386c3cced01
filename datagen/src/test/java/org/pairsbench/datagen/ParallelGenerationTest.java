package org.pairsbench.datagen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.concurrent.Workers;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.ticks.TickCsv;

/**
 * datagen generates and formats on worker threads: the files must be, byte for byte, core's TickCsv lines of the
 * one-thread TickGenerator's stream, whatever the number of threads.
 */
class ParallelGenerationTest {

    @TempDir
    Path dir;

    /** Three markets (SF 30), smoke length, reduced rates: about 135,000 ticks, several blocks of every market. */
    private static DatagenParameters threeMarkets() {
        return DatagenParameters.standard(ScaleFactor.of(30)).withLength(ProfileLength.SMOKE).withRates(900, 1350);
    }

    /** Each file's bytes as TickGenerator (one tick at a time, one thread) and TickCsv define them. */
    private static List<byte[]> reference(DatagenParameters p, int files) {
        List<ByteArrayOutputStream> out = new ArrayList<>();
        for (int f = 0; f < files; f++) {
            out.add(new ByteArrayOutputStream());
        }
        try (TickGenerator generator = TickGenerator.open(p)) {
            while (generator.hasNext()) {
                StockTick tick = generator.next();
                out.get((int) (tick.tickTS() % files)).writeBytes((TickCsv.format(tick) + "\n")
                        .getBytes(StandardCharsets.US_ASCII));
            }
        }
        return out.stream().map(ByteArrayOutputStream::toByteArray).toList();
    }

    @Test
    void filesAreTickCsvOfTheGeneratorsStreamForAnyThreadCount() throws IOException {
        DatagenParameters p = threeMarkets();
        List<byte[]> expected = reference(p, 3);
        List<byte[]> manifests = new ArrayList<>();
        for (int threads : new int[] {1, 2, 5}) {
            Path out = dir.resolve("threads-" + threads);
            DatasetWriter.Result r = DatasetWriter.write(p, new DatasetWriter.Options(out, 3, false, false, threads),
                    DatasetWriter.Progress.NONE);
            assertTrue(r.manifest().totalTicks() > 3 * TickBlocks.BLOCK, "several merged blocks: "
                    + r.manifest().totalTicks());
            for (int f = 0; f < 3; f++) {
                assertArrayEquals(expected.get(f), Files.readAllBytes(out.resolve("ticks-" + (f + 1) + ".csv")),
                        "file " + (f + 1) + ", " + threads + " threads");
            }
            manifests.add(Files.readAllBytes(out.resolve(Manifest.NAME)));
        }
        assertArrayEquals(manifests.get(0), manifests.get(1), "the manifest of 1 thread and of 2");
        assertArrayEquals(manifests.get(0), manifests.get(2), "the manifest of 1 thread and of 5");
    }

    @Test
    void theInMemoryManifestIsTheSameForAnyThreadCount() {
        assertEquals(DataSetDigest.of(threeMarkets(), 2, 1), DataSetDigest.of(threeMarkets(), 2, 4));
    }

    @Test
    void theGeneratorAloneGivesTheTickGeneratorsTicksAndChecksum() {
        long ticks = 0;
        long checksum = 0;
        try (TickGenerator generator = TickGenerator.open(threeMarkets())) {
            while (generator.hasNext()) {
                StockTick t = generator.next();
                checksum += t.tickTS() + t.price() + t.size() + t.symbol().hashCode();
                ticks++;
            }
        }
        for (int threads : new int[] {1, 3}) {
            GeneratorSpeed.Result r = GeneratorSpeed.measure(threeMarkets(), threads);
            assertEquals(ticks, r.ticks(), threads + " threads");
            assertEquals(checksum, r.checksum(), threads + " threads");
        }
        GeneratorSpeed.Result tickByTick = GeneratorSpeed.measureTickByTick(threeMarkets());
        assertEquals(ticks, tickByTick.ticks(), "tick by tick");
        assertEquals(checksum, tickByTick.checksum(), "tick by tick");
    }

    @Test
    void blocksMergeTheMarketsTickForTickAsTheTickGeneratorDoes() {
        List<StockTick> expected = TestData.drain(TickGenerator.open(threeMarkets()));
        // Three workers, and one worker with the caller helping: the caller then runs some blocks' tasks itself.
        for (Workers workers : List.of(Workers.start(3, "test"), Workers.withCaller(2, "test"))) {
            List<StockTick> merged = new ArrayList<>();
            try (workers) {
                TickBlocks blocks = TickBlocks.open(threeMarkets(), workers);
                String[] symbols = blocks.symbols();
                for (MergedBlock m = blocks.next(); m != null; m = blocks.next()) {
                    for (int i = 0; i < m.count(); i++) {
                        TickBlock b = m.source(i);
                        int at = m.position(i);
                        merged.add(new StockTick(symbols[b.symbol[at]], b.price[at], b.size[at], b.tickTS[at]));
                    }
                }
            }
            assertEquals(expected, merged);
        }
    }
}
