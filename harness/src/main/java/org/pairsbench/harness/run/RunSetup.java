package org.pairsbench.harness.run;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.core.engine.InstalledEngine;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.harness.driver.Pacing;

/**
 * Everything one run is made of, as the user chose it: {@code pairs run}'s options and configuration file, or
 * the GUI's Run window. {@link RunSession#prepare} turns it into a run.
 *
 * @param engine        the installed engine
 * @param engineOptions its options, checked ({@link InstalledEngine#options})
 * @param translation   a translation folder to deploy instead of the engine's own, else null
 * @param data          the stream's parameters: for tick files with a manifest, the data set's own
 * @param ticks         tick file or data set folder to replay; null to generate the stream in process
 * @param strategies    strategies file; null for the standard strategies
 * @param verify        how far tick files are checked against their manifest ({@link #verification})
 * @param pacing        paced at a rate factor, or flat out
 * @param results       the results folder: run folders and the run database
 * @param fincosLog     also write a FINCoS sink log
 * @param stallTimeout  how long one engine call may take before the run fails
 * @param command       the command line the run records ({@code pairs run ...}), from which it can be repeated
 * @param kitVersion    the kit's version
 * @param transport     how ticks and answers reach the engine: {@link RunTransport#LOCAL}, or an engine server's
 */
public record RunSetup(InstalledEngine engine, EngineOptions engineOptions, Path translation, DatagenParameters data,
                       Path ticks, Path strategies, Workloads.Verify verify, Pacing pacing, Path results,
                       boolean fincosLog, Duration stallTimeout, String command, String kitVersion,
                       RunTransport transport) {

    /** How long one engine call may take by default before the run fails as stalled. */
    public static final long DEFAULT_STALL_TIMEOUT_SECONDS = 120;

    public RunSetup {
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(engineOptions, "engineOptions");
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(verify, "verify");
        Objects.requireNonNull(pacing, "pacing");
        Objects.requireNonNull(results, "results");
        Objects.requireNonNull(stallTimeout, "stallTimeout");
        Objects.requireNonNull(transport, "transport");
        PairsWorkloadOnly.require(engine.name(), engineOptions);
    }

    /** A run whose engine runs in this process. */
    public RunSetup(InstalledEngine engine, EngineOptions engineOptions, Path translation, DatagenParameters data,
                    Path ticks, Path strategies, Workloads.Verify verify, Pacing pacing, Path results,
                    boolean fincosLog, Duration stallTimeout, String command, String kitVersion) {
        this(engine, engineOptions, translation, data, ticks, strategies, verify, pacing, results, fincosLog,
                stallTimeout, command, kitVersion, RunTransport.LOCAL);
    }

    /**
     * How far tick files are checked: every file's SHA-256 when asked, and always for a run that can give a
     * standard result (standard profile, paced at rate factor 1), which must name exactly the bytes it ran on;
     * else sizes and the tick count.
     */
    public static Workloads.Verify verification(boolean sha256Asked, Pacing pacing, ProfileLength length) {
        boolean standardSchedule = !pacing.flatOut() && pacing.rateFactor() == 1 && length == ProfileLength.STANDARD;
        return sha256Asked ? Workloads.Verify.SHA256
                : standardSchedule ? Workloads.Verify.SHA256_IF_STANDARD : Workloads.Verify.SIZES;
    }
}
