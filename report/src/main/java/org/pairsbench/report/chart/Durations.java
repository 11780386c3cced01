package org.pairsbench.report.chart;

import java.util.Locale;

/** Short human labels for durations given in ms: 250 us, 1.02 ms, 3.5 s. */
public final class Durations {

    private Durations() {
    }

    public static String format(double ms) {
        if (ms < 1) {
            return trim(ms * 1000) + " \u00b5s";
        }
        if (ms < 1000) {
            return trim(ms) + " ms";
        }
        return trim(ms / 1000) + " s";
    }

    private static String trim(double v) {
        String s = String.format(Locale.ROOT, v >= 100 ? "%.0f" : v >= 10 ? "%.1f" : "%.2f", v);
        return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    }
}
