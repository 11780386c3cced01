package org.pairsbench.datagen;

import java.util.Arrays;

/**
 * A block of the merged stream as CSV text, split over the files by the split rule (spec/datagen.md section 6):
 * for each file, the lines of the block's ticks that go to it, in stream order, and their count and first and
 * last tickTS. Made by a worker ({@link #format}); appended to the files in block order by the writer.
 */
final class BlockText {

    /** Bytes of a typical line (`7260000,StockTick,ABCDEF,10000,1000`): the first guess of a file's text size. */
    private static final int TYPICAL_LINE = 40;

    private final byte[][] text;
    private final int[] length;
    private final long[] ticks;
    private final long[] firstTickTS;
    private final long[] lastTickTS;

    private BlockText(int files) {
        text = new byte[files][];
        length = new int[files];
        ticks = new long[files];
        firstTickTS = new long[files];
        lastTickTS = new long[files];
    }

    /**
     * The text of {@code block} for {@code files} files; {@code symbols} are the CSV bytes of the block's symbol
     * numbers.
     */
    static BlockText format(MergedBlock block, int files, byte[][] symbols) {
        BlockText out = new BlockText(files);
        int longestSymbol = 0;
        for (byte[] symbol : symbols) {
            longestSymbol = Math.max(longestSymbol, symbol.length);
        }
        int maxLine = CsvLineBytes.maxLength(longestSymbol);
        int count = block.count();
        int guess = (int) Math.min(Integer.MAX_VALUE - 16, (long) count / files * TYPICAL_LINE + maxLine);
        for (int f = 0; f < files; f++) {
            out.text[f] = new byte[guess];
        }
        for (int i = 0; i < count; i++) {
            TickBlock source = block.source(i);
            int at = block.position(i);
            long tickTS = source.tickTS[at];
            int f = files == 1 ? 0 : (int) (tickTS % files); // a 64-bit division saved per line in the usual case
            byte[] buffer = out.text[f];
            int pos = out.length[f];
            if (buffer.length - pos < maxLine) {
                buffer = Arrays.copyOf(buffer, (int) Math.min(Integer.MAX_VALUE - 16, 2L * buffer.length + maxLine));
                out.text[f] = buffer;
            }
            out.length[f] = CsvLineBytes.write(buffer, pos, tickTS, symbols[source.symbol[at]], source.price[at],
                    source.size[at]);
            if (out.ticks[f]++ == 0) {
                out.firstTickTS[f] = tickTS;
            }
            out.lastTickTS[f] = tickTS;
        }
        return out;
    }

    /** The text for file {@code file} (0-based): valid up to {@link #length(int)}. */
    byte[] text(int file) {
        return text[file];
    }

    int length(int file) {
        return length[file];
    }

    long ticks(int file) {
        return ticks[file];
    }

    long firstTickTS(int file) {
        return firstTickTS[file];
    }

    long lastTickTS(int file) {
        return lastTickTS[file];
    }
}
