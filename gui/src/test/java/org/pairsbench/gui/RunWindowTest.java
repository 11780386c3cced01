package org.pairsbench.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.engine.EngineCatalog;
import org.pairsbench.core.engine.InstalledEngine;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.gui.run.RunJob;
import org.pairsbench.gui.run.RunView;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.reference.ReferenceEngineFactory;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Run window, headless: a paced run of the reference engine, live, cancelled, and a bad field. */
@ExtendWith(ApplicationExtension.class)
class RunWindowTest {

    @TempDir
    Path tmp;
    private RunView view;
    private final List<Map.Entry<Path, Long>> monitorOpened = new CopyOnWriteArrayList<>();

    @Start
    void start(Stage stage) {
        EngineCatalog reference = EngineCatalog.of(List.of(InstalledEngine.onClassPath(new ReferenceEngineFactory())));
        view = new RunView(() -> reference, (results, id) -> monitorOpened.add(Map.entry(results, id)));
        stage.setScene(Fx.scene(view.root(), 1200, 660));
        stage.show();
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private void awaitState(RunJob.State state, int seconds) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> TestFx.onFx(() -> view.job().state() == state));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void awaitEngines() throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> TestFx.onFx(view::enginesLoaded));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aPacedRunShowsLiveThenItsVerdictAndPScoreAndIsRecordedForTheMonitor(FxRobot robot) throws Exception {
        awaitEngines();
        assertEquals("reference", TestFx.onFx(() -> ((ComboBox<?>) robot.lookup("#engine").query()).getValue()));
        Path results = tmp.resolve("results");
        assertEquals("this engine takes no options", TestFx.onFx(() -> ((Label) robot.lookup("#engine-options")
                .queryAs(javafx.scene.layout.GridPane.class).getChildren().get(0)).getText()));
        robot.interact(() -> view.fill("reference", 1, ProfileLength.SMOKE, 20, null, null, results));
        double formWidth = TestFx.onFx(() -> robot.lookup("#run-form").queryAs(javafx.scene.layout.VBox.class).getWidth());
        robot.interact(() -> robot.lookup("#start").queryButton().fire());
        assertTrue(robot.lookup("#start").queryButton().isDisabled(), "one run at a time");
        awaitState(RunJob.State.DONE, 120);
        assertEquals(formWidth, TestFx.onFx(() -> robot.lookup("#run-form").queryAs(javafx.scene.layout.VBox.class)
                .getWidth()), "the form keeps its place when the run ends");

        RunReport report = view.job().report();
        assertEquals("COMPLETED, validation PASSED", text(robot, "#verdict"));
        assertTrue(text(robot, "#p-score").startsWith("p_score " + report.pScore().toPlainString() + " (load "
                + report.load() + " / MarketOrder p99 of "), text(robot, "#p-score"));
        assertTrue(text(robot, "#status").startsWith("Run " + report.runId() + " recorded in " + results),
                text(robot, "#status"));
        assertEquals(String.format("%,d (%,d ticks sent)", report.answers().received(), report.ticksSent()),
                text(robot, "#answers"));
        // The chart has a point for every recorded second that had MarketOrders, at its p99.
        List<SecondStats> seconds;
        try (RunStore store = RunStore.open(results)) {
            RunStore.StoredRun stored = store.find(report.runId()).orElseThrow();
            assertEquals("pairs run --engine reference --sf 1 --profile smoke --rate-factor 20 --results " + results,
                    stored.report().command());
            seconds = stored.seconds();
        }
        List<Double> expected = seconds.stream().filter(s -> s.orderCount() > 0).map(s -> s.orderP99() / 1e6).toList();
        List<Double> shown = TestFx.onFx(() -> view.latencyChart().getData().get(0).getData().stream()
                .map(d -> d.getYValue().doubleValue()).toList());
        assertEquals(expected, shown);
        assertFalse(expected.isEmpty(), "the smoke run has MarketOrders");
        // The smoke profile's measurement interval [31, 91) s of ticks, at 20 times real time: [1.55, 4.55) s.
        MarkedLineChart.Band mi = view.latencyChart().bands().get(0);
        assertEquals(1.55, mi.fromX(), 1e-9);
        assertEquals(4.55, mi.toX(), 1e-9);

        robot.interact(() -> robot.lookup("#open-monitor").queryButton().fire());
        assertEquals(List.of(Map.entry(results, report.runId())), monitorOpened);
    }

    @Test
    void cancelRecordsTheRunInterruptedAndSaysWhatPartWasValidated(FxRobot robot) throws Exception {
        awaitEngines();
        Path results = tmp.resolve("results");
        robot.interact(() -> view.fill("reference", 1, ProfileLength.SMOKE, 1, null, null, results));
        robot.interact(() -> robot.lookup("#start").queryButton().fire());
        // Once the drive has shown its first second, press Cancel.
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !text(robot, "#elapsed").equals("-"));
        robot.interact(() -> robot.lookup("#cancel").queryButton().fire());
        assertTrue(robot.lookup("#cancel").queryButton().isDisabled(), "pressed once");
        awaitState(RunJob.State.CANCELLED, 120);

        RunReport report = view.job().report();
        assertEquals(RunStatus.INTERRUPTED, report.status());
        assertEquals("Cancelled: run " + report.runId() + " recorded INTERRUPTED in " + results + ".",
                text(robot, "#status"));
        assertTrue(text(robot, "#verdict").startsWith("INTERRUPTED, validation " + report.validation().verdict()
                + " (on the first " + String.format("%,d", report.ticksSent()) + " ticks, which lie in at most the first "),
                text(robot, "#verdict"));
        assertTrue(text(robot, "#p-score").startsWith("p_score none: no p_score: the run did not complete"),
                text(robot, "#p-score"));
        assertFalse(robot.lookup("#start").queryButton().isDisabled());
        assertFalse(robot.lookup("#open-monitor").queryButton().isDisabled());
    }

    @Test
    void theFormOpensOnTheSmokeProfileAndReturnInAFieldStartsNoRun(FxRobot robot) throws Exception {
        awaitEngines();
        assertEquals(ProfileLength.SMOKE,
                TestFx.onFx(() -> ((ComboBox<?>) robot.lookup("#profile").query()).getValue()));
        assertFalse(robot.lookup("#start").queryButton().isDefaultButton(), "Start is pressed, never defaulted to");
        robot.interact(() -> view.fill("reference", 1, ProfileLength.SMOKE, 1, null, null, tmp.resolve("results")));
        robot.clickOn("#scale-factor").type(javafx.scene.input.KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(RunJob.State.IDLE, view.job().state());
        assertFalse(Files.exists(tmp.resolve("results")));
    }

    @Test
    void aBadFieldIsOneLineOnTheStatusLineAndNothingStarts(FxRobot robot) throws Exception {
        awaitEngines();
        robot.interact(() -> view.fill("reference", 1, ProfileLength.SMOKE, 1, null, null, tmp.resolve("results")));
        robot.interact(() -> robot.lookup("#rate-factor").queryAs(TextField.class).setText("0"));
        robot.interact(() -> robot.lookup("#start").queryButton().fire());

        assertEquals("rate factor: a number from 0.01 to 1000 (1 replays in real time, the standard), not '0'",
                text(robot, "#status"));
        assertTrue(robot.lookup("#status").queryAs(Label.class).getStyleClass().contains("status-error"));
        assertEquals(RunJob.State.IDLE, view.job().state());
        assertFalse(Files.exists(tmp.resolve("results")));
        Button start = robot.lookup("#start").queryButton();
        assertFalse(start.isDisabled());
    }

    @Test
    void aTickFileThatIsNoTickFileEndsTheRunInOneLine(FxRobot robot) throws Exception {
        awaitEngines();
        Path data = tmp.resolve("not-ticks");
        Files.createDirectories(data);
        Files.writeString(data.resolve("ticks.csv"), "this is no tick line\n");
        robot.interact(() -> view.fill("reference", 1, ProfileLength.SMOKE, 1, data, null, tmp.resolve("results")));
        robot.interact(() -> robot.lookup("#start").queryButton().fire());
        awaitState(RunJob.State.FAILED, 60);

        String line = text(robot, "#status");
        assertTrue(line.startsWith(data.resolve("ticks.csv").toString()), line);
        assertFalse(line.contains("\n"), line);
        assertTrue(robot.lookup("#status").queryAs(Label.class).getStyleClass().contains("status-error"));
    }
}
