package org.pairsbench.site;

import java.math.BigDecimal;
import java.util.Locale;

/** Numbers as the site writes them, the same on every machine (Locale.ROOT). */
final class Format {

    static final String NONE = "\u2014";

    private Format() {
    }

    static String pScore(BigDecimal p) {
        if (p == null) {
            return NONE;
        }
        double v = p.doubleValue();
        return v >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.2f", v);
    }

    /** Milliseconds to three significant digits or whole ones: 88.7, 1.23, 1234. */
    static String ms(Double v) {
        if (v == null) {
            return NONE;
        }
        if (v >= 100) {
            return String.format(Locale.ROOT, "%,.0f", v);
        }
        return v >= 10 ? String.format(Locale.ROOT, "%.1f", v) : String.format(Locale.ROOT, "%.2f", v);
    }

    static String count(Long n) {
        return n == null ? NONE : String.format(Locale.ROOT, "%,d", n);
    }

    static String bytes(long n) {
        if (n >= 1 << 20) {
            return String.format(Locale.ROOT, "%.1f MiB", n / (double) (1 << 20));
        }
        return n >= 1 << 10 ? String.format(Locale.ROOT, "%.0f KiB", n / (double) (1 << 10)) : n + " B";
    }

    static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
