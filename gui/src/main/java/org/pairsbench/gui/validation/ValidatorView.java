package org.pairsbench.gui.validation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.answers.AnswerStream;
import org.pairsbench.core.json.Json;
import org.pairsbench.core.ticks.TickFiles;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.gui.Fx;
import org.pairsbench.gui.TaskControls;
import org.pairsbench.gui.Windows;
import org.pairsbench.harness.sink.AnswerLogWorkload;
import org.pairsbench.validation.ExpectedAnswersCache;
import org.pairsbench.validation.StreamCounts;
import org.pairsbench.validation.Validator;

/**
 * The validator (thesis Figure B.4): the engine's answers (kit answer log or FINCoS sink log), the tick files
 * and the strategies, or "use existing" expected answers; validation in the background; the counts of
 * Figure B.3 per stream, each count of incorrect answers a link to the table of Figure B.5.
 */
public final class ValidatorView {

    /** Folder for the reports and the expected-answers cache when none is given: beside the answers. */

    private final TextField answers = field("answers-file", "kit answers.log or FINCoS sink log");
    private final TextField ticks = field("ticks-path", "ticks.csv, or the data set folder (split files)");
    private final TextField strategies = field("strategies-file", "strategies.xml");
    private final TextField outDir = field("out-dir", "default: a folder 'valid' beside the answers");
    private final CheckBox useExisting = new CheckBox("use existing expected answers (B.6 skipInputValidation)");
    private final Button validate = new Button("Validate");
    private final Button cancel = new Button("Cancel");
    private final ProgressBar progress = new ProgressBar(0);
    private final Label status = new Label("Choose the files and press Validate.");
    private final Label verdict = new Label();
    /** Strategy charts load on their own line: the status line is bound to a running validation's messages. */
    private final Label chartStatus = new Label();
    private final GridPane counts = new GridPane();
    private final Button showAll = new Button("Show all incorrect answers");
    private final VBox root;

    private final TaskControls controls = new TaskControls(validate, cancel, progress, status);
    private Validator.Outcome outcome;
    private Path answersFile;
    private Path expectedFile;
    private IncorrectAnswersView incorrectView;
    private Stage incorrectStage;

    public ValidatorView() {
        useExisting.setId("use-existing");
        useExisting.setTooltip(new Tooltip("Reuse the expected answers of the last validation in the output folder. "
                + "With ticks and strategies given they are reused only if those files did not change."));
        validate.setId("validate");
        validate.setDefaultButton(true);
        validate.setOnAction(e -> start());
        cancel.setId("cancel");
        progress.setId("progress");
        progress.setMaxWidth(Double.MAX_VALUE);
        status.setId("status");
        status.setWrapText(true);
        verdict.setId("verdict");
        chartStatus.setId("chart-status");
        counts.setId("counts");
        counts.setHgap(24);
        counts.setVgap(4);
        showAll.setId("show-all");
        showAll.setDisable(true);
        showAll.setOnAction(e -> showIncorrect(IncorrectAnswersView.ALL, IncorrectAnswersView.ALL));

        GridPane form = new GridPane();
        form.setHgap(8);
        form.setVgap(8);
        form.getColumnConstraints().addAll(Fx.labelColumn(), grow());
        form.addRow(0, new Label("Engine's answers"), Fx.pathField(answers, false, "The engine's answers"));
        form.addRow(1, new Label("Tick data"), Fx.fileOrFolderField(ticks, "Tick file or data set folder"));
        form.addRow(2, new Label("Strategies"), Fx.pathField(strategies, false, "Strategies file"));
        form.add(useExisting, 1, 3);
        form.addRow(4, new Label("Output folder"), Fx.pathField(outDir, true, "Validator output folder"));

        HBox buttons = new HBox(8, validate, cancel, progress);
        HBox.setHgrow(progress, Priority.ALWAYS);
        buttons.setAlignment(Pos.CENTER_LEFT);
        HBox result = new HBox(16, verdict, showAll);
        result.setAlignment(Pos.CENTER_LEFT);
        root = new VBox(10, Fx.heading("Validate an engine's answers"), form, buttons, status, result, counts,
                chartStatus);
        root.setPadding(new Insets(14));
    }

    public Parent root() {
        return root;
    }

    /** Fills the form (the screenshot script and the tests use it; a user types or browses). */
    public void fill(Path answersPath, Path ticksPath, Path strategiesPath, Path out, boolean existing) {
        answers.setText(answersPath == null ? "" : answersPath.toString());
        ticks.setText(ticksPath == null ? "" : ticksPath.toString());
        strategies.setText(strategiesPath == null ? "" : strategiesPath.toString());
        outDir.setText(out == null ? "" : out.toString());
        useExisting.setSelected(existing);
    }

    /** The running or last validation task. */
    public Task<?> task() {
        return controls.task();
    }

    public Validator.Outcome outcome() {
        return outcome;
    }

    /** The incorrect-answers view opened last, or null. */
    public IncorrectAnswersView incorrectView() {
        return incorrectView;
    }

    public void start() {
        Path answersPath;
        Path ticksPath;
        Path strategiesPath;
        Path out;
        try {
            answersPath = Fx.path(answers, "engine's answers");
            if (answersPath == null) {
                Fx.showInfo(status, "Choose the engine's answers file first.");
                return;
            }
            if (Fx.path(outDir, "output folder") == null) {
                outDir.setText(Validator.defaultOutDir(answersPath).toString());
            }
            ticksPath = Fx.path(ticks, "tick data");
            strategiesPath = Fx.path(strategies, "strategies");
            out = Fx.path(outDir, "output folder");
        } catch (InvalidInputException e) {
            Fx.showError(status, e.getMessage());
            return;
        }
        boolean existing = useExisting.isSelected();
        Task<Validator.Outcome> task = new Task<>() {
            @Override
            protected Validator.Outcome call() throws IOException {
                updateMessage("Reading the inputs...");
                updateProgress(-1, 1);
                Files.createDirectories(out);
                List<Path> tickFiles = ticksPath == null ? List.of() : TickFiles.resolve(ticksPath);
                if (ticksPath != null) {
                    AnswerLogWorkload.require(answersPath, ticksPath);
                }
                long total = tickCount(ticksPath);
                Validator validator = new Validator(p -> StrategiesXml.read(p).strategies());
                return validator.run(new Validator.Request(tickFiles, strategiesPath, answersPath, out, null, existing),
                        (step, count) -> {
                            Fx.checkCancelled(this);
                            switch (step) {
                                case COMPUTING_EXPECTED -> {
                                    updateMessage(String.format("Computing the expected answers: %,d ticks", count));
                                    updateProgress(total > 0 ? Math.min(count, total) : -1, total > 0 ? total : 1);
                                }
                                case READING_ANSWERS -> {
                                    updateMessage(String.format("Comparing the engine's answers: %,d read", count));
                                    updateProgress(-1, 1);
                                }
                                case WRITING_REPORTS -> updateMessage("Writing the reports...");
                            }
                        });
            }
        };
        clearResult();
        controls.run(task, "pairs-validate", result -> show(result, answersPath, new ExpectedAnswersCache(out).file()),
                () -> "Validation cancelled.");
    }

    /**
     * A new validation replaces the last one's result: its verdict, counts and incorrect-answers window go, so
     * nothing on screen can be taken for the new result (or open the old answers) while it runs or if it fails.
     */
    private void clearResult() {
        outcome = null;
        verdict.setText("");
        verdict.getStyleClass().setAll("label");
        showAll.setDisable(true);
        counts.getChildren().clear();
        if (incorrectStage != null) {
            incorrectStage.close();
            incorrectStage = null;
            incorrectView = null;
        }
    }

    /** Ticks in the data set according to its manifest, or -1 when unknown (progress is then indeterminate). */
    private static long tickCount(Path ticksPath) {
        if (ticksPath == null) {
            return -1;
        }
        Path manifest = TickFiles.folderOf(ticksPath).resolve("manifest.json");
        try {
            return Files.isRegularFile(manifest) ? Json.mapper().readTree(manifest.toFile()).path("totalTicks").asLong(-1)
                    : -1;
        } catch (IOException e) {
            return -1;
        }
    }

    private void show(Validator.Outcome result, Path answersPath, Path expected) {
        outcome = result;
        answersFile = answersPath;
        expectedFile = expected;
        boolean passed = result.result().passed();
        verdict.setText("Validation result: " + (passed ? "PASSED" : "FAILED!"));
        verdict.getStyleClass().setAll("label", passed ? "verdict-passed" : "verdict-failed");
        showAll.setDisable(result.result().incorrect().isEmpty());
        String unreadable = result.result().linesWithoutStream() > 0
                ? String.format("; %,d unreadable lines naming no stream", result.result().linesWithoutStream()) : "";
        Fx.showInfo(status, String.format("%,d ticks, %d strategies; expected answers %s%s.%s", result.ticks(),
                result.strategies(), result.expectedFrom(), unreadable,
                result.notes().isEmpty() ? "" : " " + String.join("; ", result.notes()) + "."));
        counts.getChildren().clear();
        counts.add(Fx.heading(""), 0, 0);
        int column = 1;
        for (AnswerStream stream : AnswerStream.values()) {
            counts.add(Fx.heading(stream == AnswerStream.INDICATOR ? "Indicators" : "Orders"), column, 0);
            StreamCounts c = result.result().of(stream);
            long[] values = {c.validatorAnswers(), c.sutAnswers(), c.correct(), c.missing(), c.undue(), c.wrong()};
            for (int row = 0; row < values.length; row++) {
                String label = String.format("%,d", values[row]);
                String id = "count-" + stream.streamName() + "-" + ROWS[row].replace(' ', '-');
                if (row >= 3) {
                    String category = ROWS[row].replace(" answers", "");
                    String type = stream == AnswerStream.INDICATOR ? IncorrectAnswerRow.INDICATOR
                            : IncorrectAnswersView.ORDERS;
                    Hyperlink link = new Hyperlink(label);
                    link.setId(id);
                    link.setDisable(values[row] == 0);
                    if (values[row] > 0) {
                        link.getStyleClass().add("count-bad");
                    }
                    link.setTooltip(new Tooltip("Show these answers"));
                    link.setOnAction(e -> showIncorrect(type, category));
                    counts.add(link, column, row + 1);
                } else {
                    Label l = new Label(label);
                    l.setId(id);
                    counts.add(l, column, row + 1);
                }
            }
            column++;
        }
        for (int row = 0; row < ROWS.length; row++) {
            counts.add(new Label("# " + ROWS[row]), 0, row + 1);
        }
    }

    private static final String[] ROWS = {"validator answers", "SUT answers", "correct answers", "missing answers",
        "undue answers", "wrong answers"};

    private void showIncorrect(String type, String category) {
        if (incorrectStage == null || !incorrectStage.isShowing()) {
            incorrectView = new IncorrectAnswersView(outcome.result().incorrect(), this::openChart);
            incorrectStage = Windows.open("Incorrect answers - " + answersFile.getFileName(), incorrectView.root(),
                    1300, 640);
        }
        incorrectView.filter(IncorrectAnswersView.ALL, type, category);
        incorrectStage.toFront();
    }

    /** Loads the answers of one strategy in the background and opens its chart. */
    public Task<StrategyTrace> openChart(String strategy) {
        Path expected = expectedFile;
        Path engine = answersFile;
        var incorrect = outcome.result().incorrect();
        Task<StrategyTrace> load = new Task<>() {
            @Override
            protected StrategyTrace call() {
                return StrategyTrace.load(expected, engine, strategy, incorrect);
            }
        };
        Fx.showInfo(chartStatus, "Loading the answers of " + strategy + "...");
        load.setOnSucceeded(e -> {
            Fx.showInfo(chartStatus, "Opened the chart of " + strategy + ".");
            StrategyChartView view = new StrategyChartView(load.getValue());
            lastChart = view;
            Windows.open("Strategy " + strategy, view.root(), 1100, 620);
        });
        load.setOnFailed(e -> Fx.showFailure(chartStatus, load));
        return Fx.start(load, "pairs-strategy-chart");
    }

    private StrategyChartView lastChart;

    /** The strategy chart opened last, or null. */
    public StrategyChartView lastChart() {
        return lastChart;
    }

    private static TextField field(String id, String prompt) {
        TextField f = new TextField();
        f.setId(id);
        f.setPromptText(prompt);
        f.setPrefColumnCount(48);
        return f;
    }

    private static ColumnConstraints grow() {
        ColumnConstraints c = new ColumnConstraints();
        c.setHgrow(Priority.ALWAYS);
        return c;
    }
}
