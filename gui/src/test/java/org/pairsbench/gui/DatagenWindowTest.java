package org.pairsbench.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.concurrent.Worker;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.json.Json;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.gui.datagen.DatagenView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The data generator window (thesis Figure B.1), headless. */
@ExtendWith(ApplicationExtension.class)
class DatagenWindowTest {

    @TempDir
    Path tmp;
    private DatagenView view;

    @Start
    void start(Stage stage) {
        view = new DatagenView();
        stage.setScene(Fx.scene(view.root(), 720, 660));
        stage.show();
    }

    @SuppressWarnings("unchecked")
    private static int spinner(FxRobot robot, String id) {
        return ((Spinner<Integer>) robot.lookup(id).query()).getValue();
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(TextField.class).getText();
    }

    @Test
    void theDefaultsFollowTheScaleFactorAsInB1(FxRobot robot) {
        assertEquals(1, spinner(robot, "#scale-factor"));
        assertEquals(25, spinner(robot, "#strategies"));
        assertEquals("5000", text(robot, "#basis-rate"));
        assertEquals("7500", text(robot, "#peak-rate"));
        assertTrue(robot.lookup("#exponential").queryAs(CheckBox.class).isSelected());
        assertTrue(robot.lookup("#varying").queryAs(CheckBox.class).isSelected());

        robot.interact(() -> view.fill(11, ProfileLength.STANDARD, tmp, false));
        // SF 11: 2 markets: N = 100 x ceil(11/10) = 200, K = 50, strategies 25 x 11, basis 5000 x 2, peak 1.5 x.
        assertTrue(robot.lookup("#symbols").queryAs(Label.class).getText().startsWith("200 "));
        assertTrue(robot.lookup("#correlations").queryAs(Label.class).getText().startsWith("50 "));
        assertEquals(275, spinner(robot, "#strategies"));
        assertEquals("10000", text(robot, "#basis-rate"));
        assertEquals("15000", text(robot, "#peak-rate"));

        robot.clickOn("#varying");
        assertTrue(robot.lookup("#peak-rate").query().isDisabled(), "no peak rate when the rate is constant");
    }

    @Test
    void generatesADataSetInTheBackgroundAndSummarisesIt(FxRobot robot) throws Exception {
        Path out = tmp.resolve("data");
        robot.interact(() -> {
            view.fill(1, ProfileLength.SMOKE, out, false);
            view.setBasisRate(200);
            view.setPeakRate(300);
        });
        robot.clickOn("#generate");
        TestFx.awaitTask(() -> view.task(), 120);
        assertEquals(Worker.State.SUCCEEDED, TestFx.onFx(() -> view.task().getState()),
                () -> robot.lookup("#status").queryAs(Label.class).getText());

        long ticks = Json.mapper().readTree(out.resolve("manifest.json").toFile()).path("totalTicks").asLong();
        assertTrue(ticks > 0);
        String summary = robot.lookup("#summary").queryAs(Label.class).getText();
        assertTrue(summary.startsWith(String.format("%,d ticks in 1 file", ticks)), summary);
        assertTrue(summary.contains("not a standard data set"), summary);
        assertEquals(25, StrategiesXml.read(out.resolve(DatagenView.STRATEGIES_FILE)).size());
        assertTrue(Files.isRegularFile(out.resolve("ticks.csv")));
    }

    @Test
    void cancelStopsTheGenerationAndLeavesNoDataSet(FxRobot robot) throws Exception {
        Path out = tmp.resolve("cancelled");
        robot.interact(() -> view.fill(1, ProfileLength.STANDARD, out, false));
        robot.clickOn("#generate");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> TestFx.onFx(() -> view.task().getWorkDone() > 0));
        robot.clickOn("#cancel");
        // Generate comes back only once the writer's thread has ended, after it deleted its partial files: a
        // second job can then never write beside the first.
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !TestFx.onFx(() -> view.task().isRunning()
                || robot.lookup("#generate").query().isDisabled()));
        assertEquals(Worker.State.CANCELLED, TestFx.onFx(() -> view.task().getState()));
        assertEquals("Cancelled: nothing was written (the partial files were deleted).",
                robot.lookup("#status").queryAs(Label.class).getText());
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(List.of(), files.toList());
        }
    }

    @Test
    void aNumberSpinnerTakesDigitsOnlyAndAnEmptiedOneGoesBackToItsValue(FxRobot robot) {
        robot.interact(() -> view.fill(11, ProfileLength.SMOKE, tmp, false));
        Spinner<?> sf = robot.lookup("#scale-factor").queryAs(Spinner.class);
        TextField editor = sf.getEditor();
        List<Throwable> uncaught = new CopyOnWriteArrayList<>();
        Thread.UncaughtExceptionHandler before = TestFx.onFx(() -> Thread.currentThread().getUncaughtExceptionHandler());
        robot.interact(() -> Thread.currentThread().setUncaughtExceptionHandler((t, e) -> uncaught.add(e)));
        try {
            robot.interact(() -> editor.insertText(editor.getLength(), "x"));
            assertEquals("11", editor.getText(), "a letter is refused as it is typed");

            robot.clickOn(editor);
            robot.interact(() -> editor.setText(""));
            robot.clickOn("#seed"); // focus leaves the spinner: JavaFX commits its text
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(List.of(), uncaught);
            assertEquals(11, spinner(robot, "#scale-factor"));
            assertEquals("11", editor.getText());
            assertEquals(275, spinner(robot, "#strategies"), "the SF's defaults were not reset");
        } finally {
            robot.interact(() -> Thread.currentThread().setUncaughtExceptionHandler(before));
        }
    }

    @Test
    void aBadNumberIsNamedOnTheStatusLine(FxRobot robot) {
        robot.interact(() -> {
            view.fill(1, ProfileLength.SMOKE, tmp.resolve("bad"), false);
            view.setBasisRate(0);
        });
        robot.clickOn("#generate");
        WaitForAsyncUtils.waitForFxEvents();
        String status = robot.lookup("#status").queryAs(Label.class).getText();
        assertTrue(status.contains("rates must be positive"), status);
        assertFalse(Files.exists(tmp.resolve("bad")));
    }
}
