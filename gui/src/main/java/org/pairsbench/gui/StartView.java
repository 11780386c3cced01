package org.pairsbench.gui;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.pairsbench.core.engine.EngineCatalog;
import org.pairsbench.core.engine.EnginePath;
import org.pairsbench.gui.run.RunJob;
import org.pairsbench.gui.datagen.DatagenView;
import org.pairsbench.gui.monitor.MonitorView;
import org.pairsbench.gui.run.RunView;
import org.pairsbench.gui.validation.ValidatorView;

/** The start window of {@code pairs gui}: one button per tool. */
public final class StartView {

    private final VBox root;
    private DatagenView datagen;
    private ValidatorView validator;
    private MonitorView monitor;
    private Stage monitorStage;
    private final Supplier<EngineCatalog> engines;

    /** The start window over the kit's installed engines (the built-in plug-ins and the engine path). */
    public StartView() {
        this(() -> EnginePath.catalog(EnginePath.builtIn(StartView.class), Optional.empty(), List.of()));
    }

    /** @param engines the engines the Run window offers */
    public StartView(Supplier<EngineCatalog> engines) {
        this.engines = engines;
        Label title = new Label("Pairs benchmark kit");
        title.getStyleClass().add("title");
        Label intro = new Label("Generate a data set, run an engine, validate an engine's answers and see where they "
                + "went wrong, or look at the performance of a recorded run.");
        intro.setWrapText(true);
        root = new VBox(12, title, intro,
                tool("open-datagen", "Data generator", "Tick files and correlations for a scale factor (thesis B.1)",
                        this::openDatagen),
                tool("open-run", "Run", "A paced run of an installed engine, shown live and recorded like pairs run",
                        this::openRun),
                tool("open-validator", "Validator", "Counts of correct, missing, undue and wrong answers; the "
                        + "incorrect answers and the strategy chart (B.4, B.5, Figure 7.5)", this::openValidator),
                tool("open-monitor", "Performance monitor", "Latency, input rate, CPU and heap of a recorded run, "
                        + "and its p_score", () -> openMonitor().openResultsIfRecorded()));
        root.setPadding(new Insets(20));
        root.setAlignment(Pos.TOP_LEFT);
    }

    public Parent root() {
        return root;
    }

    public DatagenView openDatagen() {
        datagen = new DatagenView();
        show("Pairs data generator", datagen.root(), 720, 660);
        return datagen;
    }

    public ValidatorView openValidator() {
        validator = new ValidatorView();
        show("Pairs validator", validator.root(), 900, 560);
        return validator;
    }

    /** The monitor window: the one already open, brought to the front, else a new one. */
    public MonitorView openMonitor() {
        if (monitorStage != null && monitorStage.isShowing()) {
            monitorStage.toFront();
            return monitor;
        }
        monitor = new MonitorView();
        monitorStage = show("Pairs performance monitor", monitor.root(), 1200, 680);
        return monitor;
    }

    public RunView openRun() {
        RunView run = new RunView(engines, (results, runId) -> {
            MonitorView m = openMonitor();
            m.setResultsDir(results);
            m.openResults(runId);
        });
        Stage stage = show("Pairs run", run.root(), 1200, 660);
        // Closing the window cancels a run under way; it closes once the run is recorded, never half-way.
        stage.setOnCloseRequest(e -> {
            if (run.job().state() == RunJob.State.RUNNING) {
                e.consume();
                run.job().cancel();
                run.closeWhenEnded(stage);
            }
        });
        return run;
    }

    private static Stage show(String title, Parent root, double width, double height) {
        return Windows.open(title, root, width, height);
    }

    private static VBox tool(String id, String name, String description, Runnable action) {
        Button button = new Button(name);
        button.setId(id);
        button.setPrefWidth(220);
        button.setOnAction(e -> action.run());
        Label text = new Label(description);
        text.setWrapText(true);
        return new VBox(4, button, text);
    }
}
