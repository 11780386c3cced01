package org.pairsbench.gui;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.BooleanSupplier;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.concurrent.Worker;
import javafx.scene.Scene;
import javafx.scene.control.TabPane;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.util.Duration;
import javax.imageio.ImageIO;
import org.pairsbench.gui.datagen.DatagenView;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.gui.monitor.MonitorView;
import org.pairsbench.gui.run.RunJob;
import org.pairsbench.gui.run.RunView;
import org.pairsbench.gui.validation.ValidatorView;

/**
 * {@code pairs gui --screenshot DIR}: opens each window with the given inputs, waits for its work to finish,
 * saves a PNG of each scene (Scene.snapshot, so no window manager is needed) and exits. For the README and for
 * review (scripts/gui-screenshots.sh).
 */
final class Screenshots {

    private static final Duration POLL = Duration.millis(200);
    private static final long TIMEOUT_MS = 300_000;

    private record Step(Runnable action, BooleanSupplier done) {
    }

    private final GuiOptions options;
    private final Stage startStage;
    private final StartView start;
    private final Deque<Step> steps = new ArrayDeque<>();
    private long stepStarted;
    private ValidatorView validator;
    private MonitorView monitor;
    private RunView run;

    Screenshots(GuiOptions options, Stage startStage, StartView start) {
        this.options = options;
        this.startStage = startStage;
        this.start = start;
    }

    void run() {
        try {
            Files.createDirectories(options.screenshotDir());
        } catch (IOException e) {
            fail("cannot create " + options.screenshotDir() + ": " + e.getMessage());
            return;
        }
        step(() -> save(startStage.getScene(), "start"));
        step(() -> {
            DatagenView datagen = start.openDatagen();
            save(datagen.root().getScene(), "datagen");
        });
        if (options.answers() != null) {
            step(() -> {
                validator = start.openValidator();
                validator.fill(options.answers(), options.ticks(), options.strategies(), null, false);
                validator.start();
            }, () -> finished(validator.task()));
            step(() -> save(validator.root().getScene(), "validator"));
            step(() -> {
                validator.root().getScene().lookup("#show-all").fireEvent(new javafx.event.ActionEvent());
                var table = validator.incorrectView().table();
                table.getSelectionModel().select(firstOrderRow(validator));
                save(table.getScene(), "incorrect-answers");
                validator.openChart(table.getSelectionModel().getSelectedItem().strategy());
            }, () -> validator.lastChart() != null);
            step(() -> save(validator.lastChart().root().getScene(), "strategy-chart"));
        }
        if (options.results() != null) {
            step(() -> {
                monitor = start.openMonitor();
                monitor.setResultsDir(options.results());
                monitor.openResults();
            }, () -> monitor.latencyChart() != null && finished(monitor.task()));
            for (String tab : new String[] {"Summary", "Latency", "Histogram", "Input rate", "CPU and heap"}) {
                step(() -> {
                    TabPane tabs = (TabPane) monitor.root().getScene().lookup("#run-tabs");
                    tabs.getTabs().stream().filter(t -> t.getText().equals(tab)).findFirst()
                            .ifPresent(t -> tabs.getSelectionModel().select(t));
                    save(monitor.root().getScene(), "monitor-" + tab.toLowerCase().replace(' ', '-'));
                });
            }
        }
        if (options.ticks() != null && options.results() != null) {
            // A paced run of the reference engine on the same data, 4 times faster than real time.
            step(() -> run = start.openRun(), () -> run.enginesLoaded());
            step(() -> {
                run.fill("reference", 1, ProfileLength.SMOKE, 4, options.ticks(), options.strategies(), options.results());
                if (!run.start()) {
                    throw new IllegalStateException("the Run window did not start: "
                            + ((javafx.scene.control.Label) run.root().lookup("#status")).getText());
                }
            }, () -> ended(run.job()));
            step(() -> save(run.root().getScene(), "run"));
        }
        step(Platform::exit);
        next();
    }

    private static int firstOrderRow(ValidatorView v) {
        var items = v.incorrectView().table().getItems();
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i).category().equals("wrong") && !items.get(i).type().equals("Indicator")) {
                return i;
            }
        }
        return 0;
    }


    /** True once the Run window's run has completed; a run that failed or was cancelled fails the screenshots. */
    private static boolean ended(RunJob job) {
        return switch (job.state()) {
            case DONE -> true;
            case RUNNING, IDLE -> false;
            default -> throw new IllegalStateException("the Run window's run ended " + job.state() + ": " + job.error());
        };
    }

    private static boolean finished(Worker<?> task) {
        if (task == null) {
            return false;
        }
        if (task.getState() == Worker.State.FAILED || task.getState() == Worker.State.CANCELLED) {
            throw new IllegalStateException("a background task failed: " + Fx.describe(task.getException()));
        }
        return task.getState() == Worker.State.SUCCEEDED;
    }

    private void step(Runnable action) {
        step(action, () -> true);
    }

    private void step(Runnable action, BooleanSupplier done) {
        steps.add(new Step(action, done));
    }

    /** Runs the next step after a pause (layout and CSS settle), then polls until it is done. */
    private void next() {
        Step step = steps.poll();
        if (step == null) {
            return;
        }
        later(() -> {
            try {
                step.action().run();
            } catch (RuntimeException e) {
                fail(Fx.describe(e));
                return;
            }
            stepStarted = System.currentTimeMillis();
            await(step);
        });
    }

    private void await(Step step) {
        later(() -> {
            boolean done;
            try {
                done = step.done().getAsBoolean();
            } catch (RuntimeException e) {
                fail(Fx.describe(e));
                return;
            }
            if (done) {
                next();
            } else if (System.currentTimeMillis() - stepStarted > TIMEOUT_MS) {
                fail("timed out waiting for a window's work");
            } else {
                await(step);
            }
        });
    }

    private static void later(Runnable r) {
        PauseTransition pause = new PauseTransition(POLL);
        pause.setOnFinished(e -> r.run());
        pause.play();
    }

    private void save(Scene scene, String name) {
        WritableImage image = scene.snapshot(null);
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        Path file = options.screenshotDir().resolve(name + ".png");
        try {
            ImageIO.write(out, "png", file.toFile());
        } catch (IOException e) {
            throw new IllegalStateException("cannot write " + file + ": " + e.getMessage(), e);
        }
        System.out.println("screenshot: " + file + " (" + w + " x " + h + ")");
    }

    private void fail(String message) {
        PairsApp.failure = "screenshots: " + message;
        Window.getWindows().stream().toList().forEach(w -> w.hide());
        Platform.exit();
    }
}
