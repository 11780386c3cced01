package org.pairsbench.gui.run;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.core.engine.EngineCatalog;
import org.pairsbench.core.engine.InstalledEngine;
import org.pairsbench.core.io.ShellWords;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.Manifest;
import org.pairsbench.gui.Fx;
import org.pairsbench.harness.driver.Pacing;
import org.pairsbench.harness.run.RunSetup;
import org.pairsbench.harness.run.Workloads;

/**
 * What the Run window's fields say, as text, and the paced run they ask for ({@link #setup}): the checks of
 * {@code pairs run}'s options, each a one-line error naming the field. No JavaFX here, so the checks are tested
 * without a display.
 *
 * @param engine        the engine's name, or null when none is chosen
 * @param engineOptions the engine's option fields by key; a blank one takes the engine's default
 * @param scaleFactor   the scale factor field
 * @param profile       the rate profile's length
 * @param rateFactor    the rate factor field (1: real time, the standard)
 * @param dataFolder    a data set folder (or tick file) to replay; null to generate the stream in process
 * @param strategies    a strategies file; blank for the standard strategies
 * @param results       the results folder
 */
public record RunForm(String engine, Map<String, String> engineOptions, String scaleFactor, ProfileLength profile,
                      String rateFactor, String dataFolder, String strategies, String results) {

    public RunForm {
        engineOptions = new LinkedHashMap<>(engineOptions);
    }

    /**
     * The run these fields ask for, recorded with the {@code pairs run} command line that makes the same run
     * (reports re-create a run's workload from it).
     *
     * @throws InvalidInputException a field that is empty, out of range or disagrees with the data set's manifest
     */
    public RunSetup setup(EngineCatalog catalog, String kitVersion) {
        if (engine == null || engine.isBlank()) {
            throw new InvalidInputException("engine: choose one" + (catalog.engines().isEmpty()
                    ? " (none is installed: build the kit with ./mvnw package, or set PAIRS_ENGINE_PATH)" : ""));
        }
        InstalledEngine installed = catalog.engine(engine);
        Map<String, String> given = new LinkedHashMap<>();
        engineOptions.forEach((key, value) -> {
            if (value != null && !value.isBlank()) {
                given.put(key, value.strip());
            }
        });
        EngineOptions options = installed.options(given);
        ScaleFactor sf = ScaleFactor.of(scaleFactorValue());
        double rate = rateFactorValue();
        if (profile == null) {
            throw new InvalidInputException("profile: choose one");
        }
        Path ticks = Fx.path(dataFolder, "data folder");
        if (dataFolder != null && ticks == null) {
            throw new InvalidInputException("data folder: choose one, or generate the stream in process");
        }
        Path strategiesFile = Fx.path(strategies, "strategies file");
        Path resultsDir = Optional.ofNullable(Fx.path(results, "results folder"))
                .orElseThrow(() -> new InvalidInputException("results folder: give one (pairs run's default: results)"));
        DatagenParameters data = dataParameters(sf, ticks);
        Pacing pacing = Pacing.scaled(rate);
        return new RunSetup(installed, options, null, data, ticks, strategiesFile,
                RunSetup.verification(false, pacing, data.length()), pacing, resultsDir, false,
                Duration.ofSeconds(RunSetup.DEFAULT_STALL_TIMEOUT_SECONDS),
                command(installed.name(), given, sf, profile, rate, ticks, strategiesFile, resultsDir), kitVersion);
    }

    private int scaleFactorValue() {
        String text = scaleFactor == null ? "" : scaleFactor.strip();
        try {
            int value = Integer.parseInt(text);
            if (value >= 1 && value <= ScaleFactor.MAX) {
                return value;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new InvalidInputException("scale factor: a whole number from 1 to " + ScaleFactor.MAX + ", not '"
                + text + "'");
    }

    private double rateFactorValue() {
        String text = rateFactor == null ? "" : rateFactor.strip();
        try {
            double value = Double.parseDouble(text);
            if (Pacing.allowedRateFactor(value)) {
                return value;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new InvalidInputException("rate factor: a number from 0.01 to 1000 (1 replays in real time, the "
                + "standard), not '" + InvalidInputException.abbreviate(text, 40) + "'");
    }

    /**
     * The stream's parameters: a data set's own, from its manifest, which the scale factor and profile must match
     * (as with {@code pairs run --ticks}); else the standard ones of the scale factor and profile.
     */
    private DatagenParameters dataParameters(ScaleFactor sf, Path ticks) {
        Optional<Path> manifest = ticks == null ? Optional.empty() : Workloads.manifestFolder(ticks);
        if (manifest.isEmpty()) {
            return DatagenParameters.standard(sf).withLength(profile);
        }
        DatagenParameters p = Manifest.read(manifest.get()).datagenParameters();
        if (p.scaleFactor().value() != sf.value()) {
            throw InvalidInputException.in(ticks, "the data set is SF " + p.scaleFactor().value()
                    + ", not scale factor " + sf.value());
        }
        if (p.length() != profile) {
            throw InvalidInputException.in(ticks, "the data set has the " + p.length().id() + " profile, not "
                    + profile.id());
        }
        return p;
    }

    /** The {@code pairs run} command line of the same run. */
    private static String command(String engine, Map<String, String> options, ScaleFactor sf, ProfileLength profile,
                                  double rate, Path ticks, Path strategies, Path results) {
        List<String> words = new ArrayList<>(List.of("pairs", "run", "--engine", engine));
        options.forEach((key, value) -> words.addAll(List.of("--engine-opt", key + "=" + value)));
        words.addAll(List.of("--sf", Integer.toString(sf.value()), "--profile", profile.id()));
        if (ticks != null) {
            words.addAll(List.of("--ticks", ticks.toString()));
        }
        if (strategies != null) {
            words.addAll(List.of("--strategies", strategies.toString()));
        }
        if (rate != 1) {
            words.addAll(List.of("--rate-factor", rate == Math.rint(rate) ? Long.toString((long) rate)
                    : Double.toString(rate)));
        }
        words.addAll(List.of("--results", results.toString()));
        return ShellWords.join(words);
    }
}
