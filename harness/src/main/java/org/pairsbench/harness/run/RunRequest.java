package org.pairsbench.harness.run;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.harness.driver.Pacing;

/**
 * One {@code pairs run} as the user asked for it.
 *
 * @param engine        the engine's registered name
 * @param engineOptions the options it runs with (defaults filled in), by key
 * @param results      the results folder: one sub-folder per run, plus the run database
 * @param fincosLog    also write a FINCoS-format sink log
 * @param stallTimeout how long one engine call may take before the run fails
 * @param command      the exact command line, for the report
 * @param translation  the translation deployed instead of the engine's own, else null
 */
public record RunRequest(String engine, Map<String, String> engineOptions, ScaleFactor scaleFactor, Pacing pacing, Path results, boolean fincosLog,
                         Duration stallTimeout, String command, String kitVersion,
                         org.pairsbench.harness.record.RunReport.Translation translation) {

    public RunRequest {
        engineOptions = Map.copyOf(engineOptions);
    }

    /** A run of the engine's own translation. */
    public RunRequest(String engine, Map<String, String> engineOptions, ScaleFactor scaleFactor, Pacing pacing,
                      Path results, boolean fincosLog, Duration stallTimeout, String command, String kitVersion) {
        this(engine, engineOptions, scaleFactor, pacing, results, fincosLog, stallTimeout, command, kitVersion, null);
    }
}
