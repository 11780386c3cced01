package org.pairsbench.gui;

import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.concurrent.Task;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;

/**
 * The start and Cancel buttons, progress bar and status line of a window that runs one long job at a time:
 * while a task runs, the bar and the line follow it and only Cancel is enabled; at the end the line says how
 * it ended (a failure as its one-line message).
 */
public final class TaskControls {

    private final Button start;
    private final Button cancel;
    private final ProgressBar progress;
    private final Label status;
    private Task<?> running;

    public TaskControls(Button start, Button cancel, ProgressBar progress, Label status) {
        this.start = start;
        this.cancel = cancel;
        this.progress = progress;
        this.status = status;
        cancel.setDisable(true);
        cancel.setOnAction(e -> running.cancel());
    }

    /** The running or last task, or null. */
    public Task<?> task() {
        return running;
    }

    /**
     * Runs {@code task} on its own thread; {@code onSuccess} gets its value on the JavaFX thread. Cancel asks the
     * task to stop, but the start button comes back only when its thread has ended, so a second job never runs
     * beside the first on the same files; {@code cancelledText} is read then, when it can say what the job did.
     */
    public <T> void run(Task<T> task, String threadName, Consumer<T> onSuccess, Supplier<String> cancelledText) {
        running = task;
        status.getStyleClass().setAll("label", "status");
        status.textProperty().bind(task.messageProperty());
        progress.progressProperty().bind(task.progressProperty());
        start.setDisable(true);
        cancel.setDisable(false);
        task.setOnSucceeded(e -> {
            finish(1);
            onSuccess.accept(task.getValue());
        });
        task.setOnFailed(e -> {
            finish(0);
            Fx.showFailure(status, task);
        });
        task.setOnCancelled(e -> {
            status.textProperty().unbind();
            progress.progressProperty().unbind();
            cancel.setDisable(true);
            Fx.showInfo(status, "Cancelling: waiting for the job to stop...");
        });
        Fx.startDaemon(() -> {
            try {
                task.run();
            } finally {
                // Runs after the task's own succeeded/failed handler, which Task.run posted first.
                Platform.runLater(() -> {
                    if (task.isCancelled()) {
                        finish(0);
                        Fx.showInfo(status, cancelledText.get());
                    }
                });
            }
        }, threadName);
    }

    private void finish(double done) {
        status.textProperty().unbind();
        progress.progressProperty().unbind();
        progress.setProgress(done);
        start.setDisable(false);
        cancel.setDisable(true);
    }
}
