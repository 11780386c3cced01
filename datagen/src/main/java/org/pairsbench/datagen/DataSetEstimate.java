package org.pairsbench.datagen;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.zip.GZIPOutputStream;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.ticks.TickCsv;

/**
 * How big a data set will be, before it is written: its expected tick count (the profile's integral) and bytes.
 * The bytes are the expected ticks times the expected line length: the tickTS part from the profile (a tick at
 * second t has floor(1000 t) as tickTS, whose digit count grows over the run), the rest (symbol, price, size)
 * averaged over the stream's first ticks: within 2% (the test pins it). For gzip, scaled by how well those first ticks
 * compress, which is rougher: they compress better than the whole stream (SF 1 smoke: 13% under), so a free-space
 * check reserves {@link #GZIP_MARGIN} times the estimate.
 */
public record DataSetEstimate(double ticks, double bytes, boolean gzip) {

    /** The bytes a free-space check asks for: the estimate with room for its error. */
    public double bytesToReserve() {
        return bytes * (gzip ? GZIP_MARGIN : 1.05);
    }

    /** How much more than the estimate a gzipped data set may need. */
    public static final double GZIP_MARGIN = 1.3;

    /** Ticks sampled for the line length and the compression ratio. */
    static final int SAMPLE = 20_000;

    public static DataSetEstimate of(DatagenParameters parameters, boolean gzip) {
        long sampled = 0;
        long restChars = 0;
        CountingStream compressed = new CountingStream();
        long plainSample = 0;
        StringBuilder line = new StringBuilder(64);
        try (TickGenerator generator = TickGenerator.open(parameters);
             GZIPOutputStream zip = new GZIPOutputStream(compressed, 1 << 16)) {
            while (sampled < SAMPLE && generator.hasNext()) {
                StockTick tick = generator.next();
                line.setLength(0);
                TickCsv.append(line, tick).append('\n');
                restChars += line.length() - digits(tick.tickTS());
                plainSample += line.length();
                if (gzip) {
                    zip.write(line.toString().getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                }
                sampled++;
            }
            zip.finish();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // an in-memory stream does not fail
        }
        double ticks = parameters.expectedTicks();
        if (sampled == 0) {
            return new DataSetEstimate(0, 0, gzip);
        }
        double plain = ticks * (restChars / (double) sampled) + expectedTickTsDigits(parameters);
        double ratio = gzip ? compressed.count / (double) plainSample : 1;
        return new DataSetEstimate(ticks, plain * ratio, gzip);
    }

    /** The expected number of tickTS digits over the whole stream: per digit count, the ticks in its time span. */
    static double expectedTickTsDigits(DatagenParameters parameters) {
        RateProfile market = parameters.marketProfile();
        double end = market.durationSeconds();
        double total = 0;
        double from = 0;
        // tickTS = floor(1000 t) has d digits for t in [10^(d-1) / 1000, 10^d / 1000) (d = 1 from t = 0).
        for (int d = 1; from < end; d++) {
            double to = Math.min(end, Math.pow(10, d) / 1000);
            total += d * market.expectedTicks(from, to);
            from = to;
        }
        return total * parameters.markets();
    }

    private static int digits(long value) {
        return Long.toString(value).length();
    }

    /** Counts the bytes written to it; keeps none. */
    private static final class CountingStream extends OutputStream {
        long count;

        @Override
        public void write(int b) {
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            count += len;
        }
    }
}
