package org.pairsbench.harness.record;

import java.nio.file.Path;
import org.pairsbench.validation.Validator;

/**
 * The files of a run folder (spec/execution.md section 8), each with its role: its name in the folder, the key
 * run.json records its path under ({@code files}; null for the files it does not list), and what it holds, as a
 * report lists it. The one place these names are spelled.
 */
public enum RunFile {

    ANSWER_LOG("answerLog", "answers.log", "answer log: every answer with its arrival ns and its trigger's TS"),
    /** Written only when asked for ({@code --fincos-log}). */
    FINCOS_SINK_LOG("fincosSinkLog", "fincos-sink.log", "FINCoS 2.4 sink log"),
    LATENCY_HLOG("latencyHlog", "latency.hlog", "HdrHistogram interval log: per-second latency histograms"),
    /** Written by validation when answers are incorrect; run.json names it in the validation note. */
    INCORRECT_ANSWERS("incorrectAnswers", Validator.INCORRECT_CSV, "the validator's listing of the incorrect answers"),
    REPORT("report", "run.json", "the harness's run report"),
    /** Written only when an exception (or a stalled engine call) failed the run; run.json names it then. */
    FAILURE_TRACE("failureTrace", "failure-trace.txt", "the stack trace of what failed the run"),
    /** The drive's report, kept from the end of the drive until the run is recorded (validation can be long). */
    DRIVEN(null, "drive.json", "the drive's report before validation"),
    PROCESS(null, "process.json", "the process that ran the run");

    /** The key of the run folder itself in run.json's {@code files}. */
    public static final String FOLDER_KEY = "folder";

    private final String key;
    private final String fileName;
    private final String description;

    RunFile(String key, String fileName, String description) {
        this.key = key;
        this.fileName = fileName;
        this.description = description;
    }

    /** The key run.json's {@code files} records the file under; null for a file it does not list. */
    public String key() {
        return key;
    }

    public String fileName() {
        return fileName;
    }

    public String description() {
        return description;
    }

    /** The file in {@code runDir}. */
    public Path in(Path runDir) {
        return runDir.resolve(fileName);
    }
}
