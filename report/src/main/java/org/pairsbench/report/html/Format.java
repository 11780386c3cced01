package org.pairsbench.report.html;

import java.util.Locale;

/** Number formats of the pages: fixed, locale-independent, so a report reads the same everywhere. */
final class Format {

    private Format() {
    }

    static String ms(double ms) {
        return String.format(Locale.ROOT, "%.3f", ms);
    }

    static String ms(Double ms) {
        return ms == null ? "-" : ms(ms.doubleValue());
    }

    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    static String rate(double perSecond) {
        return String.format(Locale.ROOT, "%,.0f", perSecond);
    }

    static String seconds(double s) {
        return String.format(Locale.ROOT, "%,.0f s", s);
    }

    static String bytes(long bytes) {
        return bytes < 0 ? "unknown" : String.format(Locale.ROOT, "%.1f GiB", bytes / (1024.0 * 1024 * 1024));
    }

    /** "1 answer", "2,500 answers". */
    static String answers(long n) {
        return count(n) + (n == 1 ? " answer" : " answers");
    }
}
