package org.pairsbench.gui.run;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.EngineOption;
import org.pairsbench.api.engine.EngineWorkload;
import org.pairsbench.core.engine.EngineCatalog;
import org.pairsbench.core.engine.InstalledEngine;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.Manifest;
import org.pairsbench.gui.Fx;
import org.pairsbench.gui.MarkedLineChart;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.record.RunEnvironment;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.run.RunSetup;
import org.pairsbench.harness.run.Workloads;

/**
 * The Run window: a paced run of an installed engine, as {@code pairs run} makes it and recorded alike (the same
 * results folder and run database). The form gives the engine and its options, the scale factor, the profile and
 * rate factor, and a data set folder or the stream generated in process; Start runs it in the background
 * ({@link RunJob}) and shows it live: time gone and left, input rate, answers, MarketOrder p99 per second,
 * lateness. Cancel ends it as Ctrl-C ends {@code pairs run}: recorded INTERRUPTED, validated on what it sent. At
 * the end: the verdict, the p_score with its sample, and a button to open the run in the monitor.
 */
public final class RunView {

    private final Supplier<EngineCatalog> engines;
    private final BiConsumer<Path, Long> openInMonitor;
    private EngineCatalog catalog;

    private final ComboBox<String> engine = new ComboBox<>();
    private final GridPane engineOptions = new GridPane();
    private final Map<String, TextField> optionFields = new LinkedHashMap<>();
    private final TextField scaleFactor = new TextField("1");
    private final ComboBox<ProfileLength> profile = new ComboBox<>();
    private final TextField rateFactor = new TextField("1");
    private final RadioButton generate = new RadioButton("generate the stream in process");
    private final RadioButton useData = new RadioButton("replay a data set folder");
    private final TextField dataFolder = new TextField();
    private final TextField strategies = new TextField();
    private final TextField results = new TextField("results");
    private final Button start = new Button("Start");
    private final Button cancel = new Button("Cancel");
    private final Button openMonitor = new Button("Open in monitor");
    private final Label status = new Label();

    private final LivePanel live = new LivePanel();
    private final VBox root;

    private final RunJob job = new RunJob(Platform::runLater, new RunJob.Listener() {
        @Override
        public void stateChanged(RunJob j) {
            showState();
        }

        @Override
        public void phase(String line) {
            Fx.showInfo(status, line);
        }

        @Override
        public void second(SecondStats row) {
            live.second(row);
        }
    });
    private Path runResults;
    private Runnable whenEnded;

    /**
     * @param engines       the installed engines (loaded in the background when the window opens)
     * @param openInMonitor opens a results folder in the monitor with the given run selected
     */
    public RunView(Supplier<EngineCatalog> engines, BiConsumer<Path, Long> openInMonitor) {
        this.engines = engines;
        this.openInMonitor = openInMonitor;
        engine.setId("engine");
        engine.setPromptText("loading the installed engines...");
        engine.valueProperty().addListener((o, was, now) -> showOptions(now));
        engineOptions.setId("engine-options");
        engineOptions.setHgap(8);
        engineOptions.setVgap(4);
        scaleFactor.setId("scale-factor");
        scaleFactor.setPrefColumnCount(8);
        profile.setId("profile");
        profile.getItems().addAll(ProfileLength.values());
        // Smoke, the two-minute profile for trying an engine: a standard run takes two hours, chosen on purpose.
        profile.setValue(ProfileLength.SMOKE);
        profile.setConverter(new StringConverter<>() {
            @Override
            public String toString(ProfileLength length) {
                return length == null ? "" : String.format("%s (%.1f min)", length.id(), length.durationSeconds() / 60);
            }

            @Override
            public ProfileLength fromString(String text) {
                return ProfileLength.parse(text);
            }
        });
        rateFactor.setId("rate-factor");
        rateFactor.setPrefColumnCount(8);
        rateFactor.setTooltip(new Tooltip("1 replays the stream in real time (a standard run); X replays it X times faster"));
        ToggleGroup data = new ToggleGroup();
        generate.setToggleGroup(data);
        useData.setToggleGroup(data);
        generate.setId("generate");
        useData.setId("use-data");
        generate.setSelected(true);
        dataFolder.setId("data-folder");
        dataFolder.setPromptText("a folder written by pairs datagen (or the data generator window)");
        dataFolder.disableProperty().bind(generate.selectedProperty());
        // A data set's manifest decides its scale factor and profile: the fields follow it.
        dataFolder.textProperty().addListener((o, was, now) -> followManifest(now));
        strategies.setId("strategies");
        strategies.setPromptText("blank: the standard strategies");
        results.setId("results");
        start.setId("start");
        // No default button: Return in a field (or on the profile list) must not start a run of hours.
        cancel.setId("cancel");
        openMonitor.setId("open-monitor");
        status.setId("status");
        status.setWrapText(true);

        GridPane form = new GridPane();
        form.setHgap(10);
        form.setVgap(7);
        form.getColumnConstraints().add(Fx.labelColumn());
        int row = 0;
        form.addRow(row++, new Label("Engine"), engine);
        form.add(engineOptions, 1, row++);
        form.addRow(row++, new Label("Scale factor (SF)"), scaleFactor);
        form.addRow(row++, new Label("Rate profile"), profile);
        form.addRow(row++, new Label("Rate factor"), rateFactor);
        form.addRow(row++, new Label("Ticks"), generate);
        form.add(useData, 1, row++);
        form.add(Fx.fileOrFolderField(dataFolder, "Data set folder or tick file"), 1, row++);
        form.addRow(row++, new Label("Strategies file"), Fx.pathField(strategies, false, "Strategies file"));
        form.addRow(row++, new Label("Results folder"), Fx.pathField(results, true, "Results folder"));
        dataFolder.setPrefColumnCount(28);

        start.setOnAction(e -> start());
        cancel.setOnAction(e -> job.cancel());
        openMonitor.setOnAction(e -> openMonitor());
        HBox buttons = new HBox(8, start, cancel, openMonitor);
        buttons.setAlignment(Pos.CENTER_LEFT);
        VBox left = new VBox(10, Fx.heading("A paced run, recorded like pairs run"), form, buttons, status);
        left.setId("run-form");
        // Held at one width: the result's long lines on the right (the verdict, the caveats) or a long status line
        // here at the end of a run would otherwise squeeze or widen it, and the whole form would jump.
        left.setMinWidth(520);
        left.setPrefWidth(520);
        left.setMaxWidth(520);

        Parent right = live.root();
        HBox.setHgrow(right, Priority.ALWAYS);

        HBox columns = new HBox(18, left, right);
        VBox.setVgrow(columns, Priority.ALWAYS);
        root = new VBox(columns);
        root.setPadding(new Insets(14));
        showState();
        loadEngines();
    }

    public Parent root() {
        return root;
    }

    public RunJob job() {
        return job;
    }

    public MarkedLineChart latencyChart() {
        return live.latencyChart();
    }

    /**
     * Fills the form (the screenshot script, tests); a null {@code data} generates the stream, null
     * {@code strategiesFile} takes the standard strategies.
     */
    public void fill(String engineName, int sf, ProfileLength length, double rate, Path data, Path strategiesFile,
                     Path resultsDir) {
        engine.setValue(engineName);
        scaleFactor.setText(Integer.toString(sf));
        profile.setValue(length);
        rateFactor.setText(rate == Math.rint(rate) ? Long.toString((long) rate) : Double.toString(rate));
        if (data == null) {
            generate.setSelected(true);
        } else {
            useData.setSelected(true);
            dataFolder.setText(data.toString());
        }
        strategies.setText(strategiesFile == null ? "" : strategiesFile.toString());
        results.setText(resultsDir.toString());
    }

    /** Closes {@code stage} once the run under way has ended and is recorded. */
    public void closeWhenEnded(javafx.stage.Stage stage) {
        whenEnded = stage::close;
    }

    /** Whether the installed engines are loaded (the engine list is filled). */
    public boolean enginesLoaded() {
        return catalog != null;
    }

    private void loadEngines() {
        Task<EngineCatalog> task = new Task<>() {
            @Override
            protected EngineCatalog call() {
                return engines.get();
            }
        };
        task.setOnSucceeded(e -> {
            catalog = task.getValue();
            List<String> names = catalog.engines().stream().map(InstalledEngine::name).toList();
            String chosen = engine.getValue();
            engine.getItems().setAll(names);
            engine.setPromptText(names.isEmpty() ? "no engine installed" : "choose an engine");
            if (chosen != null) {
                engine.setValue(null);
                engine.setValue(chosen); // its options, now that the engine is known
            } else if (names.contains("reference")) {
                engine.setValue("reference");
            }
            if (job.state() == RunJob.State.IDLE) {
                Fx.showInfo(status, names.isEmpty() ? "No engine is installed: build the kit with ./mvnw package, "
                        + "or set PAIRS_ENGINE_PATH." : "Choose the run and press Start.");
            }
            showState();
        });
        task.setOnFailed(e -> {
            catalog = EngineCatalog.of(List.of());
            engine.setPromptText("no engines");
            Fx.showFailure(status, task);
        });
        Fx.start(task, "pairs-engines");
    }

    /**
     * One field per option of the chosen engine, blank for its default (shown as the prompt). Not the engine floors'
     * {@code workload}: this window makes Pairs runs, which refuse a floor (the bench commands measure them).
     */
    private void showOptions(String name) {
        engineOptions.getChildren().clear();
        optionFields.clear();
        if (name == null || catalog == null) {
            return;
        }
        List<EngineOption> options;
        try {
            options = catalog.engine(name).factory().options().stream()
                    .filter(o -> !o.key().equals(EngineWorkload.OPTION)).toList();
        } catch (InvalidInputException e) {
            return;
        }
        if (options.isEmpty()) {
            Label none = new Label("this engine takes no options");
            none.getStyleClass().add("derived");
            engineOptions.addRow(0, none);
            return;
        }
        int row = 0;
        for (EngineOption o : options) {
            TextField field = new TextField();
            field.setId("engine-opt-" + o.key());
            field.setPromptText(o.defaultValue() == null ? "required" : o.defaultValue());
            field.setTooltip(new Tooltip(o.description()));
            Label key = new Label(o.key());
            key.setTooltip(new Tooltip(o.description()));
            engineOptions.addRow(row++, key, field);
            optionFields.put(o.key(), field);
        }
    }

    /** A folder with a data set's manifest: its scale factor and profile, which a run on it must use. */
    private void followManifest(String text) {
        try {
            Path path = Fx.path(text, "data folder");
            if (path == null) {
                return;
            }
            var manifest = Workloads.manifestFolder(path);
            if (manifest.isPresent()) {
                DatagenParameters p = Manifest.read(manifest.get()).datagenParameters();
                scaleFactor.setText(Integer.toString(p.scaleFactor().value()));
                profile.setValue(p.length());
            }
        } catch (RuntimeException e) {
            // Half-typed or unreadable: Start says what is wrong with it.
        }
    }

    /** The form as the view-model takes it. */
    RunForm form() {
        Map<String, String> options = new LinkedHashMap<>();
        optionFields.forEach((key, field) -> options.put(key, field.getText()));
        return new RunForm(engine.getValue(), options, scaleFactor.getText(), profile.getValue(), rateFactor.getText(),
                useData.isSelected() ? dataFolder.getText() : null, strategies.getText(), results.getText());
    }

    /**
     * Checks the form and starts the run; a bad field is one line on the status line, and nothing starts.
     *
     * @return whether the run started
     */
    public boolean start() {
        if (catalog == null) {
            Fx.showError(status, "the installed engines are still loading");
            return false;
        }
        RunSetup setup;
        try {
            setup = form().setup(catalog, RunEnvironment.kitVersion());
        } catch (InvalidInputException e) {
            Fx.showError(status, e.getMessage());
            return false;
        }
        runResults = setup.results();
        live.start(setup.data().profile(), setup.pacing().rateFactor());
        Fx.showInfo(status, "Checking the inputs and preparing the stream...");
        job.start(setup);
        return true;
    }

    private void showState() {
        RunJob.State state = job.state();
        boolean running = state == RunJob.State.RUNNING;
        start.setDisable(running || catalog == null);
        cancel.setDisable(!running || job.cancelRequested());
        openMonitor.setDisable(running || job.report() == null);
        switch (state) {
            case RUNNING -> {
                if (job.cancelRequested()) {
                    Fx.showInfo(status, "Cancelling: the drive stops after the tick in flight; the answers so far are "
                            + "validated and the run is recorded INTERRUPTED...");
                }
            }
            case DONE -> {
                live.result(job.report());
                Fx.showInfo(status, "Run " + job.report().runId() + " recorded in " + runResults + ".");
            }
            case CANCELLED -> {
                if (job.report() == null) {
                    Fx.showInfo(status, "Cancelled before the run started: nothing was recorded.");
                } else {
                    live.result(job.report());
                    Fx.showInfo(status, "Cancelled: run " + job.report().runId() + " recorded INTERRUPTED in "
                            + runResults + ".");
                }
            }
            case FAILED -> {
                if (job.report() != null) {
                    live.result(job.report());
                }
                Fx.showError(status, job.error());
            }
            default -> {
            }
        }
        if (!running && whenEnded != null) {
            Runnable then = whenEnded;
            whenEnded = null;
            then.run();
        }
    }

    private void openMonitor() {
        RunReport r = job.report();
        if (r != null) {
            openInMonitor.accept(runResults, r.runId());
        }
    }
}
