package org.pairsbench.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The start window leads to every tool; without a display the launcher says so. */
@ExtendWith(ApplicationExtension.class)
class StartWindowTest {

    private StartView start;

    @Start
    void start(Stage stage) {
        start = new StartView();
        stage.setScene(Fx.scene(start.root(), 560, 380));
        stage.show();
    }

    private static List<String> titles() {
        return TestFx.onFx(() -> Window.getWindows().stream().filter(w -> w instanceof Stage)
                .map(w -> ((Stage) w).getTitle()).toList());
    }

    @Test
    void eachButtonOpensItsWindowWithinA1366x768Screen(FxRobot robot) {
        // Headless windows all open at (0, 0), each over the last: fire the start window's buttons directly.
        var buttons = List.of(robot.lookup("#open-datagen").queryButton(), robot.lookup("#open-validator").queryButton(),
                robot.lookup("#open-monitor").queryButton(), robot.lookup("#open-run").queryButton());
        robot.interact(() -> buttons.forEach(javafx.scene.control.Button::fire));
        List<String> titles = titles();
        assertTrue(titles.containsAll(List.of("Pairs data generator", "Pairs validator", "Pairs performance monitor",
                        "Pairs run")),
                titles.toString());
        assertTrue(robot.lookup("#generate").tryQuery().isPresent());
        assertTrue(robot.lookup("#validate").tryQuery().isPresent());
        assertTrue(robot.lookup("#open-results").tryQuery().isPresent());
        assertTrue(robot.lookup("#start").tryQuery().isPresent());
        TestFx.onFx(() -> {
            for (Window w : Window.getWindows()) {
                assertTrue(w.getWidth() <= 1366 && w.getHeight() <= 768 - 40, w + " " + w.getWidth() + "x" + w.getHeight());
            }
            return null;
        });
    }

    @Test
    void theMonitorOpensOnceAndARunToShowGoesToTheWindowAlreadyOpen(FxRobot robot) {
        long before = titles().stream().filter("Pairs performance monitor"::equals).count(); // other tests' windows
        var first = TestFx.onFx(() -> start.openMonitor());
        TestFx.onFx(() -> start.openMonitor());
        assertEquals(before + 1, titles().stream().filter("Pairs performance monitor"::equals).count(),
                titles().toString());
        assertTrue(first == TestFx.onFx(() -> start.openMonitor()), "the same monitor, brought to the front");
    }

    @Test
    void withoutADisplayTheLauncherSaysSoInOneLineAndReturns2() {
        String platform = System.clearProperty("glass.platform");
        try {
            StringWriter err = new StringWriter();
            assertEquals(PairsGui.EXIT_CANNOT_RUN, PairsGui.run(new String[0], new PrintWriter(err, true)));
            assertEquals(1, err.toString().lines().count(), err.toString());
            assertTrue(err.toString().startsWith("pairs gui: no display"), err.toString());
        } finally {
            System.setProperty("glass.platform", platform);
        }
    }

    @Test
    void aBadArgumentIsOneLineAndReturns2() {
        StringWriter err = new StringWriter();
        assertEquals(2, PairsGui.run(new String[] {"--colour", "red"}, new PrintWriter(err, true)));
        assertTrue(err.toString().startsWith("pairs gui: unknown option '--colour'"), err.toString());
    }
}
