package org.pairsbench.harness.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.pairsbench.api.model.Strategy;
import org.pairsbench.core.profile.RateProfile;
import org.pairsbench.core.ticks.TickSource;
import org.pairsbench.datagen.DataSetCheck;

/**
 * What a run feeds the engine: the tick stream (which the validator replays, so it must be reopenable and
 * identical each time), the strategies, and the rate profile the stream was generated with.
 */
public interface Workload {

    /** A fresh stream from its first tick. */
    TickSource openTicks();

    List<Strategy> strategies();

    RateProfile profile();

    /** Where the ticks and strategies come from, for the report. */
    String describe();

    /**
     * Whether the ticks follow the spec's standard model and the strategies are the standard ones (any seed,
     * any profile length). Only a standard workload, run on the standard profile at real time, can give a
     * standard Pairs result.
     */
    boolean standard();

    /** The data set the ticks come from, as checked against its manifest; empty for generated or unchecked ticks. */
    default Optional<DataSetCheck.Identity> dataSet() {
        return Optional.empty();
    }

    /** The strategies file given; empty when the strategies were generated (the standard ones). */
    default Optional<Path> strategiesFile() {
        return Optional.empty();
    }

    /** The hex SHA-256 of {@link #strategiesFile()}; null when there is none. */
    default String strategiesSha256() {
        return null;
    }
}
