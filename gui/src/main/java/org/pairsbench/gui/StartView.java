package org.pairsbench.gui;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.pairsbench.gui.datagen.DatagenView;
import org.pairsbench.gui.monitor.MonitorView;
import org.pairsbench.gui.validation.ValidatorView;

/** The start window of {@code pairs gui}: one button per tool. */
public final class StartView {

    private final VBox root;
    private DatagenView datagen;
    private ValidatorView validator;
    private MonitorView monitor;

    public StartView() {
        Label title = new Label("Pairs benchmark kit");
        title.getStyleClass().add("title");
        Label intro = new Label("Generate a data set, validate an engine's answers and see where they went wrong, "
                + "or look at the performance of a recorded run.");
        intro.setWrapText(true);
        root = new VBox(12, title, intro,
                tool("open-datagen", "Data generator", "Tick files and correlations for a scale factor (thesis B.1)",
                        this::openDatagen),
                tool("open-validator", "Validator", "Counts of correct, missing, undue and wrong answers; the "
                        + "incorrect answers and the strategy chart (B.4, B.5, Figure 7.5)", this::openValidator),
                tool("open-monitor", "Performance monitor", "Latency, input rate, CPU and heap of a recorded run, "
                        + "and its p_score", this::openMonitor));
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

    public MonitorView openMonitor() {
        monitor = new MonitorView();
        show("Pairs performance monitor", monitor.root(), 1200, 680);
        return monitor;
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
