package org.pairsbench.core.profile;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.pairsbench.api.InvalidInputException;

/**
 * Named run lengths. All have the standard shape; the shorter ones divide every phase by a whole number so
 * their breakpoints stay whole seconds.
 */
public enum ProfileLength {
    /** 121 minutes: the only length whose p_score is a standard Pairs result. */
    STANDARD(1),
    /** 12.1 minutes (726 s): quick performance checks. */
    SHORT(10),
    /** 121 seconds: tests and smoke runs. */
    SMOKE(60);

    private final int divisor;

    ProfileLength(int divisor) {
        this.divisor = divisor;
    }

    /** How many times shorter than the standard profile every phase is. */
    public int divisor() {
        return divisor;
    }

    public double durationSeconds() {
        return RateProfile.STANDARD_DURATION_SECONDS / divisor;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static ProfileLength parse(String text) {
        for (ProfileLength length : values()) {
            if (length.id().equalsIgnoreCase(text.trim())) {
                return length;
            }
        }
        throw new InvalidInputException("unknown profile '" + text + "'; expected one of "
                + Arrays.stream(values()).map(ProfileLength::id).collect(Collectors.joining(", ")));
    }
}
