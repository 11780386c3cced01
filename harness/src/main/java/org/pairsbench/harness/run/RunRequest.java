package org.pairsbench.harness.run;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.function.Supplier;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.harness.driver.Pacing;
import org.pairsbench.harness.record.RunReport;

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
 * @param transport    how ticks and answers travel, asked each time the run is recorded (a stream's topics are
 *                     known once it is open, its delivery counts at the end); null: in process
 */
public record RunRequest(String engine, Map<String, String> engineOptions, ScaleFactor scaleFactor, Pacing pacing, Path results, boolean fincosLog,
                         Duration stallTimeout, String command, String kitVersion,
                         org.pairsbench.harness.record.RunReport.Translation translation,
                         Supplier<RunReport.Transport> transport) {

    public RunRequest {
        engineOptions = Map.copyOf(engineOptions);
    }

    /** A run whose engine runs in the kit's process. */
    public RunRequest(String engine, Map<String, String> engineOptions, ScaleFactor scaleFactor, Pacing pacing,
                      Path results, boolean fincosLog, Duration stallTimeout, String command, String kitVersion,
                      RunReport.Translation translation) {
        this(engine, engineOptions, scaleFactor, pacing, results, fincosLog, stallTimeout, command, kitVersion,
                translation, null);
    }

    /** The transport as it is now. */
    public RunReport.Transport transportNow() {
        return transport == null ? RunReport.Transport.LOCAL : transport.get();
    }

    /** A run of the engine's own translation. */
    public RunRequest(String engine, Map<String, String> engineOptions, ScaleFactor scaleFactor, Pacing pacing,
                      Path results, boolean fincosLog, Duration stallTimeout, String command, String kitVersion) {
        this(engine, engineOptions, scaleFactor, pacing, results, fincosLog, stallTimeout, command, kitVersion, null);
    }
}
