package org.pairsbench.site;

import java.util.Comparator;

/**
 * A sweep's series: the runs of one engine with one profile, set up, deployed, connected and paced alike, which a
 * chart draws as one line against the scale factor.
 */
public record SeriesKey(String engine, String profile, String setup, String deployment, String transport,
                        String pacing) implements Comparable<SeriesKey> {

    private static final Comparator<SeriesKey> ORDER = Comparator.comparing(SeriesKey::engine)
            .thenComparing(k -> profileRank(k.profile())).thenComparing(SeriesKey::setup)
            .thenComparing(SeriesKey::deployment).thenComparing(SeriesKey::transport).thenComparing(SeriesKey::pacing);

    /** Only standard runs can be Pairs results; a short or smoke series never holds one. */
    public boolean standardProfile() {
        return "standard".equals(profile);
    }

    /** "esper standard, vanilla, embedded, local" (and ", flat-out" for unpaced runs). */
    public String label() {
        return engine + " " + profile + ", " + setup + ", " + deployment + ", " + transport
                + ("paced".equals(pacing) ? "" : ", " + pacing);
    }

    /** The label with "not Pairs results" when the profile cannot give one. */
    public String legend() {
        return standardProfile() ? label() : label() + " (" + profile + ": not Pairs results)";
    }

    private static int profileRank(String profile) {
        return switch (profile) {
            case "standard" -> 0;
            case "short" -> 1;
            default -> 2;
        };
    }

    @Override
    public int compareTo(SeriesKey o) {
        return ORDER.compare(this, o);
    }
}
