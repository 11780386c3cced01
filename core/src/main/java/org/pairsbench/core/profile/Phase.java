package org.pairsbench.core.profile;

/** The phases of a Pairs run (thesis 7.3.7, Figure 7.9). Only {@link #MEASUREMENT} counts for p_score. */
public enum Phase {
    /** 1 minute (standard length): rate rises from 0 to peak, giving the engine time to warm up. */
    RAMP_UP,
    /** 30 minutes: rate falls from peak to basis. */
    PRE_MEASUREMENT,
    /** 60 minutes, the measurement interval (MI): basis to peak in 30 minutes, back to basis in 30. */
    MEASUREMENT,
    /** 30 minutes: rate rises from basis to peak again. */
    POST_MEASUREMENT
}
