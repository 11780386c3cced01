package org.pairsbench.core.config;

import java.util.Locale;
import java.util.Optional;

/**
 * The keys of the kit's configuration file: the thesis's B.6 properties, read exactly as the original tools
 * did, plus the kit's own extensions (marked below). Any other key is an error, so a typo cannot silently
 * fall back to a default.
 */
public enum ConfigKey {
    // --- thesis B.6 ---
    D_GEN_FOLDER("dGenFolder", ValueType.PATH, "folder where the data generator writes its output"),
    Q_GEN_FOLDER("qGenFolder", ValueType.PATH, "folder where the query generator writes its output"),
    TRANSLATOR_FOLDER("translatorFolder", ValueType.PATH, "folder where the translator writes its output"),
    VALID_FOLDER("validFolder", ValueType.PATH, "folder where the validator writes its output"),
    SCALE_FACTOR("scaleFactor", ValueType.POSITIVE_INT, "benchmark scale factor"),
    FILE_COUNT("fileCount", ValueType.POSITIVE_INT, "number of tick files the data generator splits its output into"),
    SUT_FILE("sutFile", ValueType.PATH, "file with the answers produced by the system under test"),
    SKIP_INPUT_VALIDATION("skipInputValidation", ValueType.BOOLEAN,
            "true: reuse the expected answers computed before instead of processing the input again"),
    // --- kit extensions ---
    SEED("seed", ValueType.LONG, "random seed of the data and query generators (kit extension)"),
    PROFILE("profile", ValueType.STRING, "rate profile length: standard, short or smoke (kit extension)"),
    GZIP("gzip", ValueType.BOOLEAN, "true: the data generator writes gzip-compressed tick files (kit extension)"),
    ENGINE("engine", ValueType.STRING, "engine that pairs run drives, e.g. reference or esper (kit extension)"),
    ENGINE_PATH("enginePath", ValueType.STRING,
            "engine plug-in folders to add, separated like PATH (kit extension; engine.NAME.KEY keys set the "
                    + "engine's options)"),
    RESULTS_FOLDER("resultsFolder", ValueType.PATH,
            "folder where pairs run writes run folders and the run database (kit extension)"),
    FINCOS_LOG("fincosLog", ValueType.BOOLEAN,
            "true: pairs run also writes a FINCoS 2.4 sink log of the answers (kit extension)"),
    CONSTANT_RATE("constantRate", ValueType.BOOLEAN,
            "true: ticks arrive at the basis rate all run long instead of the varying profile (kit extension)"),
    CONSTANT_INTERARRIVAL("constantInterarrival", ValueType.BOOLEAN,
            "true: evenly spaced arrivals instead of exponential inter-arrival times (kit extension)");

    private final String key;
    private final ValueType type;
    private final String description;

    ConfigKey(String key, ValueType type, String description) {
        this.key = key;
        this.type = type;
        this.description = description;
    }

    public String key() {
        return key;
    }

    public ValueType type() {
        return type;
    }

    public String description() {
        return description;
    }

    public static Optional<ConfigKey> byKey(String key) {
        for (ConfigKey k : values()) {
            if (k.key.equals(key)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }

    /** The types a value can have; each checks the text when the file is read. */
    public enum ValueType {
        PATH, POSITIVE_INT, LONG, BOOLEAN, STRING;

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT).replace('_', ' ');
        }
    }
}
