package org.pairsbench.gui;

import javafx.application.Application;
import javafx.stage.Stage;

/** The JavaFX application of {@code pairs gui}: the start window, or the window the arguments name. */
public final class PairsApp extends Application {

    /** Set by {@link PairsGui} before launching: JavaFX creates the application itself. */
    static volatile GuiOptions options = GuiOptions.parse(java.util.List.of());
    /** What went wrong in screenshot mode, reported by {@link PairsGui} after the toolkit exits. */
    static volatile String failure;

    @Override
    public void start(Stage stage) {
        StartView start = new StartView();
        stage.setTitle("Pairs benchmark kit");
        stage.setScene(Fx.scene(start.root(), 560, 380));
        stage.show();
        if (options.screenshotDir() != null) {
            new Screenshots(options, stage, start).run();
            return;
        }
        switch (options.window()) {
            case "datagen" -> start.openDatagen();
            case "run" -> start.openRun();
            case "validator" -> {
                var v = start.openValidator();
                v.fill(options.answers(), options.ticks(), options.strategies(), null, false);
            }
            case "monitor" -> {
                var m = start.openMonitor();
                if (options.results() != null) {
                    m.setResultsDir(options.results());
                    m.openResults();
                } else {
                    m.openResultsIfRecorded();
                }
            }
            default -> {
            }
        }
    }
}
