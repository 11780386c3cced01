package org.pairsbench.core.units;

import java.util.Locale;

/**
 * Short human labels for durations given in ms, in the unit that keeps them readable: 250 us, 1.02 ms, 3.5 s (a
 * lateness of a second reads "1.09 s", not "1086324.7 us"). Three significant figures at most, no trailing zeros.
 */
public final class Durations {

    private Durations() {
    }

    /** With the micro sign, for pages and windows: "250 \u00b5s". */
    public static String format(double ms) {
        return format(ms, "\u00b5s");
    }

    /** With "us", for consoles and logs whose encoding may lack the micro sign: "250 us". */
    public static String plain(double ms) {
        return format(ms, "us");
    }

    private static String format(double ms, String micro) {
        if (ms < 1) {
            return trim(ms * 1000) + " " + micro;
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
