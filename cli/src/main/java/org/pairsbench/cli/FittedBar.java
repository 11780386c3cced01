package org.pairsbench.cli;

import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import me.tongfei.progressbar.ProgressBarRenderer;
import me.tongfei.progressbar.ProgressState;
import org.pairsbench.core.progress.Estimate;

/**
 * The progress bar's line fitted to the terminal's width: the library's own line puts the task, the counts and
 * both times around the bar and cuts what does not fit, which at 80 columns left a bar of one cell and the ETA cut
 * off. Here the bar keeps {@value #MIN_BAR} cells and the parts that say least go first when the line is too long:
 * the time gone, then the counts, then the task's name, then the time left; the share done and the ETA stay.
 */
final class FittedBar implements ProgressBarRenderer {

    /** The fewest cells the bar keeps while anything else can give way. */
    static final int MIN_BAR = 10;
    /** Where a layout puts the bar. */
    private static final String BAR = "\u0000bar";
    /** A total this large is counted in millions. */
    private static final long MILLIONS = 10_000_000;

    private final String unit;
    private final Clock clock;

    FittedBar(String unit, Clock clock) {
        this.unit = unit;
        this.clock = clock;
    }

    @Override
    public String render(ProgressState state, int width) {
        return line(state.getTaskName(), state.getCurrent(), state.isIndefinite() ? -1 : state.getMax(), unit,
                state.getTotalElapsed(), ZonedDateTime.now(clock), width);
    }

    /**
     * The line of a step that has done {@code done} of {@code total} (below 0: not known) in {@code elapsed}, at
     * most {@code width} characters.
     */
    static String line(String task, long done, long total, String unit, Duration elapsed, ZonedDateTime now,
                       int width) {
        Estimate e = Estimate.atRate(done, total, elapsed, now);
        String gone = Estimate.hms(elapsed) + " gone";
        if (total < 0) {
            String counted = String.format(Locale.ROOT, "%,d %s", done, unit);
            return cut(String.join("  ", nonNull(task, counted, gone)), width);
        }
        double share = total == 0 ? 1 : Math.min(1, (double) done / total);
        String percent = String.format(Locale.ROOT, "%3.0f%%", share * 100);
        String counts = counts(done, total, unit);
        String left = e.left() == null ? null : Estimate.hms(e.left()) + " left";
        String eta = e.eta() == null ? null : "ETA " + e.etaText();
        // Dropped in this order while the bar would be shorter than MIN_BAR.
        List<List<String>> layouts = List.of(
                nonNull(task, percent, BAR, counts, gone, left, eta),
                nonNull(task, percent, BAR, counts, left, eta),
                nonNull(task, percent, BAR, left, eta),
                nonNull(percent, BAR, left, eta),
                nonNull(percent, BAR, eta));
        List<String> chosen = layouts.get(layouts.size() - 1);
        for (List<String> layout : layouts) {
            if (width - textLength(layout) >= MIN_BAR) {
                chosen = layout;
                break;
            }
        }
        String drawn = "\u2502" + bar(share, Math.max(1, width - textLength(chosen))) + "\u2502";
        return cut(String.join(" ", chosen.stream().map(p -> p.equals(BAR) ? drawn : p).toList()), width);
    }

    /** The characters of a layout other than the bar's cells: its parts, the spaces between, the bar's two ends. */
    private static int textLength(List<String> layout) {
        int length = layout.size() - 1;
        for (String part : layout) {
            length += part.equals(BAR) ? 2 : part.length();
        }
        return length;
    }

    private static String counts(long done, long total, String unit) {
        return total >= MILLIONS
                ? String.format(Locale.ROOT, "%.1f/%.1f M %s", done / 1e6, total / 1e6, unit)
                : String.format(Locale.ROOT, "%,d/%,d %s", done, total, unit);
    }

    /** {@code cells} cells filled to {@code share}, in eighths of a cell. */
    private static String bar(double share, int cells) {
        int eighths = (int) Math.floor(share * cells * 8);
        StringBuilder b = new StringBuilder(cells);
        b.append("\u2588".repeat(eighths / 8));
        if (eighths % 8 > 0) {
            b.append((char) ('\u2590' - eighths % 8)); // U+2589 (7/8) down to U+258F (1/8)
        }
        while (b.length() < cells) {
            b.append(' ');
        }
        return b.toString();
    }

    private static List<String> nonNull(String... parts) {
        List<String> out = new ArrayList<>();
        for (String p : parts) {
            if (p != null) {
                out.add(p);
            }
        }
        return out;
    }

    private static String cut(String line, int width) {
        return line.length() <= width ? line : line.substring(0, Math.max(0, width));
    }
}
