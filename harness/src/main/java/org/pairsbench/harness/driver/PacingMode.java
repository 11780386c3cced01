package org.pairsbench.harness.driver;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * Whether a run was paced by the ticks' timestamps or sent flat out, as run.json, the run database and the lists
 * spell it ("paced", "flat out"); the rate factor is recorded beside it.
 */
public enum PacingMode {
    PACED("paced"),
    FLAT_OUT("flat out");

    private final String spelling;

    PacingMode(String spelling) {
        this.spelling = spelling;
    }

    /** The mode spelled {@code spelling} as records spell it. */
    public static PacingMode of(String spelling) {
        for (PacingMode m : values()) {
            if (m.spelling.equals(spelling)) {
                return m;
            }
        }
        throw new IllegalArgumentException("not a pacing: '" + spelling + "' (paced or flat out)");
    }

    /** "paced" or "flat out", as run.json and the run database hold it. */
    @JsonValue
    @Override
    public String toString() {
        return spelling;
    }
}
