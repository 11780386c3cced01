package org.pairsbench.harness.measure;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * A histogram as one word of text: HdrHistogram's compressed encoding in Base64 (no comma, no line end), so that a
 * driver process can send its lateness histogram in a protocol line and the coordinator can merge it exactly.
 */
public final class HistogramText {

    private HistogramText() {
    }

    public static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        // From the buffer's start, as HdrHistogram's own log writer takes it.
        return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
    }

    /**
     * The histogram {@link #encode} wrote, in the harness's precision.
     *
     * @throws IllegalArgumentException the text is not one
     */
    public static Histogram decode(String text) {
        try {
            Histogram decoded = Histogram.decodeFromCompressedByteBuffer(
                    ByteBuffer.wrap(Base64.getDecoder().decode(text)), 0);
            Histogram out = LatencySummary.newHistogram();
            out.add(decoded);
            return out;
        } catch (DataFormatException | RuntimeException e) {
            throw new IllegalArgumentException("not an encoded histogram: " + e.getMessage(), e);
        }
    }
}
