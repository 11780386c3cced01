package org.pairsbench.gui;

import java.io.File;
import java.nio.file.InvalidPathException;
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
import org.pairsbench.api.InvalidInputException;

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
        File f;
        try {
            f = Path.of(text.trim()).toAbsolutePath().toFile();
        } catch (InvalidPathException e) {
            return null; // the chooser opens where it likes; the field's text is reported when it is used
        }
        File dir = f.isDirectory() ? f : f.getParentFile();
        return dir != null && dir.isDirectory() ? dir : null;
    }

    /** The path in a field, or null when it is blank; see {@link #path(String, String)}. */
    public static Path path(TextField field, String name) {
        return path(field.getText(), name);
    }

    /**
     * The path a field's text names, or null when it is blank. Text the operating system cannot take as a path
     * (on Windows {@code <>:"|?*}; a NUL anywhere, though a text field drops those) is an InvalidInputException
     * naming the field, for its window's status line.
     */
    public static Path path(String text, String name) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return Path.of(text.trim());
        } catch (InvalidPathException e) {
            throw new InvalidInputException(name + ": not a valid path: " + e.getReason() + ": '"
                    + text.trim().replace("\0", "\\0") + "'");
        }
    }

    /** Shows what a failed task says on a status line: the one-line message of a user error, else the exception. */
    public static void showFailure(Label status, Task<?> task) {
        showError(status, describe(task.getException()));
    }

    /** Shows a user error on a status line, in the error style. */
    public static void showError(Label status, String text) {
        status.getStyleClass().setAll("label", "status-error");
        status.setText(text);
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

    /** Room a column header needs beside its text: the label's padding and the sort arrow. */
    private static final double HEADER_PADDING = 28;

    /**
     * Makes every column of {@code table} at least as wide as its header text, so no header is cut to "..."; a
     * parent column whose text is wider than its children widens its last child.
     */
    public static void fitHeaders(javafx.scene.control.TableView<?> table) {
        table.getColumns().forEach(Fx::fitHeader);
    }

    private static double fitHeader(javafx.scene.control.TableColumnBase<?, ?> column) {
        double needed = headerWidth(column.getText());
        if (column.getColumns().isEmpty()) {
            column.setMinWidth(Math.max(column.getMinWidth(), needed));
            column.setPrefWidth(Math.max(column.getPrefWidth(), needed));
            return column.getPrefWidth();
        }
        double children = 0;
        for (javafx.scene.control.TableColumnBase<?, ?> child : column.getColumns()) {
            children += fitHeader(child);
        }
        if (children < needed) {
            javafx.scene.control.TableColumnBase<?, ?> last = column.getColumns().get(column.getColumns().size() - 1);
            last.setMinWidth(last.getMinWidth() + needed - children);
            last.setPrefWidth(last.getPrefWidth() + needed - children);
            children = needed;
        }
        return children;
    }

    /** Widens {@code column} to show the widest of {@code values} whole (the header's width rule). */
    public static void fitValues(javafx.scene.control.TableColumnBase<?, ?> column, java.util.List<String> values) {
        double needed = values.stream().mapToDouble(Fx::headerWidth).max().orElse(0);
        column.setMinWidth(Math.max(column.getMinWidth(), needed));
        column.setPrefWidth(Math.max(column.getPrefWidth(), needed));
    }

    /** The width of a header's text in the kit's style (12 px; bold, the wider of the two weights). */
    static double headerWidth(String text) {
        javafx.scene.text.Text t = new javafx.scene.text.Text(text == null ? "" : text);
        t.setFont(javafx.scene.text.Font.font(javafx.scene.text.Font.getDefault().getFamily(),
                javafx.scene.text.FontWeight.BOLD, 12));
        return Math.ceil(t.getLayoutBounds().getWidth()) + HEADER_PADDING;
    }
}
