package org.pairsbench.gui;

import java.io.File;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import javafx.concurrent.Task;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import org.pairsbench.core.InvalidInputException;

/** Small pieces every window uses: file fields, the stylesheet, the status line. */
public final class Fx {

    /** Windows are sized to fit a 1366 x 768 screen with room for a panel and the title bar. */
    public static final double MAX_WIDTH = 1320;
    public static final double MAX_HEIGHT = 680;

    private Fx() {
    }

    public static Scene scene(javafx.scene.Parent root, double width, double height) {
        Scene scene = new Scene(root, Math.min(width, MAX_WIDTH), Math.min(height, MAX_HEIGHT));
        scene.getStylesheets().add(Fx.class.getResource("pairs.css").toExternalForm());
        return scene;
    }

    /** A text field for a path with a Browse button; {@code directory} picks a folder instead of a file. */
    public static HBox pathField(TextField field, boolean directory, String title) {
        HBox box = new HBox(6, field, browseButton(field, directory, title, "Browse...", "-browse"));
        HBox.setHgrow(field, Priority.ALWAYS);
        return box;
    }

    /** A path field that takes a file or a folder (a tick file, or a data set folder of split files). */
    public static HBox fileOrFolderField(TextField field, String title) {
        HBox box = new HBox(6, field, browseButton(field, false, title, "File...", "-browse"),
                browseButton(field, true, title, "Folder...", "-browse-folder"));
        HBox.setHgrow(field, Priority.ALWAYS);
        return box;
    }

    private static Button browseButton(TextField field, boolean directory, String title, String text, String idSuffix) {
        Button browse = new Button(text);
        browse.setId(field.getId() + idSuffix);
        browse.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        browse.setOnAction(e -> {
            File initial = initialDirectory(field.getText());
            File chosen;
            if (directory) {
                DirectoryChooser chooser = new DirectoryChooser();
                chooser.setTitle(title);
                chooser.setInitialDirectory(initial);
                chosen = chooser.showDialog(field.getScene().getWindow());
            } else {
                FileChooser chooser = new FileChooser();
                chooser.setTitle(title);
                chooser.setInitialDirectory(initial);
                chosen = chooser.showOpenDialog(field.getScene().getWindow());
            }
            if (chosen != null) {
                field.setText(chosen.getPath());
            }
        });
        return browse;
    }

    private static File initialDirectory(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        File f = Path.of(text.trim()).toAbsolutePath().toFile();
        File dir = f.isDirectory() ? f : f.getParentFile();
        return dir != null && dir.isDirectory() ? dir : null;
    }

    /** The path in a field, or null when it is blank. */
    public static Path path(TextField field) {
        String text = field.getText();
        return text == null || text.isBlank() ? null : Path.of(text.trim());
    }

    /** Shows what a failed task says on a status line: the one-line message of a user error, else the exception. */
    public static void showFailure(Label status, Task<?> task) {
        Throwable e = task.getException();
        status.getStyleClass().setAll("label", "status-error");
        status.setText(describe(e));
    }

    public static String describe(Throwable e) {
        if (e instanceof InvalidInputException || e instanceof IllegalArgumentException) {
            return e.getMessage();
        }
        if (e instanceof CancellationException) {
            return "cancelled";
        }
        return e == null ? "failed" : e.toString();
    }

    public static void showInfo(Label status, String text) {
        status.getStyleClass().setAll("label", "status");
        status.setText(text);
    }

    /** A bold section heading. */
    public static Label heading(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("heading");
        return label;
    }

    /** Starts {@code task} on a daemon thread: long work never runs on the JavaFX thread. */
    public static <T> Task<T> start(Task<T> task, String name) {
        startDaemon(task, name);
        return task;
    }

    /** Runs {@code work} on a new daemon thread named {@code name}: a window never keeps the JVM alive. */
    public static void startDaemon(Runnable work, String name) {
        Thread thread = new Thread(work, name);
        thread.setDaemon(true);
        thread.start();
    }

    /** Throws a CancellationException when the task was cancelled: the long loops call it as they go. */
    public static void checkCancelled(Task<?> task) {
        if (task.isCancelled()) {
            throw new CancellationException();
        }
    }

    /** A form's label column: never narrower than its longest label. */
    public static javafx.scene.layout.ColumnConstraints labelColumn() {
        javafx.scene.layout.ColumnConstraints c = new javafx.scene.layout.ColumnConstraints();
        c.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        return c;
    }
}
