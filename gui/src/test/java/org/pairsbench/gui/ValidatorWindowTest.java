package org.pairsbench.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.concurrent.Worker;
import javafx.scene.Node;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;
import org.pairsbench.api.model.OrderType;
import org.pairsbench.gui.validation.IncorrectAnswerRow;
import org.pairsbench.gui.validation.IncorrectAnswersView;
import org.pairsbench.gui.validation.StrategyChartView;
import org.pairsbench.gui.validation.ValidatorView;
import org.pairsbench.validation.ExpectedAnswersCache;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Drives the validator window headless over a data set with five known mismatches: the counts of Figure B.3,
 * the incorrect-answers table of Figure B.5 and the strategy chart of Figure 7.5.
 */
@ExtendWith(ApplicationExtension.class)
class ValidatorWindowTest {

    @TempDir
    static Path tmp;
    static ValidationFixture fixture;

    private ValidatorView view;

    @BeforeAll
    static void dataSet() throws Exception {
        fixture = new ValidationFixture(tmp);
    }

    @Start
    void start(Stage stage) {
        view = new ValidatorView();
        stage.setScene(Fx.scene(view.root(), 900, 560));
        stage.show();
    }

    private void validate(FxRobot robot, Path out, boolean useExisting, Path ticks, Path strategies) throws Exception {
        robot.interact(() -> view.fill(fixture.answersFile, ticks, strategies, out, useExisting));
        robot.clickOn("#validate");
        awaitTask(() -> view.task(), 120);
        assertEquals(Worker.State.SUCCEEDED, TestFx.onFx(() -> view.task().getState()),
                () -> String.valueOf(TestFx.onFx(() -> view.task().getException())));
    }

    private static String count(FxRobot robot, String stream, String row) {
        Node node = robot.lookup("#count-" + stream + "-" + row).query();
        return node instanceof Hyperlink link ? link.getText() : ((Label) node).getText();
    }

    private static String n(long value) {
        return String.format("%,d", value);
    }

    @Test
    void showsTheCountsOfEachStreamAndFailed(FxRobot robot) throws Exception {
        validate(robot, tmp.resolve("valid-counts"), false, fixture.dataDir, fixture.strategiesFile);

        assertEquals("Validation result: FAILED!", robot.lookup("#verdict").queryAs(Label.class).getText());
        long ind = fixture.expectedIndicators();
        long ord = fixture.expectedOrders();
        // Indicators: one wrong (ratio changed), one missing (dropped).
        assertEquals(n(ind), count(robot, "Indicator", "validator-answers"));
        assertEquals(n(ind - 1), count(robot, "Indicator", "SUT-answers"));
        assertEquals(n(ind - 2), count(robot, "Indicator", "correct-answers"));
        assertEquals("1", count(robot, "Indicator", "missing-answers"));
        assertEquals("0", count(robot, "Indicator", "undue-answers"));
        assertEquals("1", count(robot, "Indicator", "wrong-answers"));
        // Orders: one wrong (price), one missing (dropped), one undue (added).
        assertEquals(n(ord), count(robot, "MarketOrder", "validator-answers"));
        assertEquals(n(ord), count(robot, "MarketOrder", "SUT-answers"));
        assertEquals(n(ord - 2), count(robot, "MarketOrder", "correct-answers"));
        assertEquals("1", count(robot, "MarketOrder", "missing-answers"));
        assertEquals("1", count(robot, "MarketOrder", "undue-answers"));
        assertEquals("1", count(robot, "MarketOrder", "wrong-answers"));
        assertTrue(robot.lookup("#count-Indicator-undue-answers").queryAs(Hyperlink.class).isDisabled(),
                "a zero count opens nothing");
        assertTrue(Files.isRegularFile(tmp.resolve("valid-counts").resolve("validation.json")));
    }

    @Test
    void clickingTheWrongOrdersCountListsTheWrongOrderWithTheDifferingCellMarked(FxRobot robot) throws Exception {
        validate(robot, tmp.resolve("valid-table"), false, fixture.dataDir, fixture.strategiesFile);
        robot.clickOn("#count-MarketOrder-wrong-answers");
        WaitForAsyncUtils.waitForFxEvents();

        TableView<IncorrectAnswerRow> table = view.incorrectView().table();
        assertEquals(1, table.getItems().size(), "filtered to the wrong orders");
        IncorrectAnswerRow row = table.getItems().get(0);
        MarketOrder e = fixture.wrongOrderExpected;
        assertEquals(IncorrectAnswerRow.WRONG, row.category());
        assertEquals(e.strategy(), row.strategy());
        assertEquals(e.type().name(), row.type());
        assertEquals(e.inputTickTS(), row.inputTickTS());
        assertEquals(e.price(), row.expected().price());
        assertEquals(e.price() + 7, row.engine().price());
        assertEquals(e.symbol(), row.engine().symbol());
        assertEquals(e.size(), row.engine().size());

        List<String> marked = robot.lookup(".differs").queryAll().stream()
                .map(node -> ((TableCell<?, ?>) node).getTableColumn().getId()).toList();
        assertEquals(List.of("col-sut_price"), marked, "only the engine's price differs");
        assertEquals("1 of 5 incorrect answers", robot.lookup("#rows-shown").queryAs(Label.class).getText());
    }

    @Test
    void theIncorrectAnswersTableShowsEveryHeaderWhole(FxRobot robot) throws Exception {
        validate(robot, tmp.resolve("valid-headers"), false, fixture.dataDir, fixture.strategiesFile);
        robot.clickOn("#count-MarketOrder-wrong-answers");
        WaitForAsyncUtils.waitForFxEvents();

        List<javafx.scene.control.Labeled> headers = robot.from(TestFx.onFx(() -> view.incorrectView().root()))
                .lookup(".column-header .label").queryAllAs(javafx.scene.control.Labeled.class).stream().toList();
        // strategy, category, type, inputTickTS; 8 expected/engine pairs (a parent and two children each); line, problem
        assertEquals(4 + 8 * 3 + 2, headers.size());
        for (javafx.scene.control.Labeled header : headers) {
            // A header cut short shows its text with an ellipsis in the label's Text node.
            String shown = TestFx.onFx(() -> ((javafx.scene.text.Text) header.lookup(".text")).getText());
            assertEquals(header.getText(), shown, "header cut short");
        }
    }

    @Test
    void aWrongRatioIsShownInFullInItsMarkedCell(FxRobot robot) throws Exception {
        validate(robot, tmp.resolve("valid-ratio"), false, fixture.dataDir, fixture.strategiesFile);
        robot.clickOn("#count-Indicator-wrong-answers");
        WaitForAsyncUtils.waitForFxEvents();

        List<TableCell<?, ?>> marked = robot.from(TestFx.onFx(() -> view.incorrectView().root())).lookup(".differs")
                .queryAll().stream().<TableCell<?, ?>>map(node -> (TableCell<?, ?>) node).toList();
        assertEquals(List.of("col-sut_ratio"), marked.stream().map(c -> c.getTableColumn().getId()).toList());
        // The fixture's engine ratio is the expected one times 1.01; the cell must read back as exactly that value.
        double engineRatio = TestFx.onFx(() -> view.incorrectView().table().getItems().get(0).engine().ratio());
        assertEquals(fixture.wrongIndicatorExpected.ratio() * 1.01, engineRatio);
        assertEquals(engineRatio, Double.parseDouble(marked.get(0).getText()));
    }

    @Test
    void theTableFiltersByCategoryTypeAndStrategyAndSorts(FxRobot robot) throws Exception {
        validate(robot, tmp.resolve("valid-filter"), false, fixture.dataDir, fixture.strategiesFile);
        robot.clickOn("#show-all");
        WaitForAsyncUtils.waitForFxEvents();
        IncorrectAnswersView incorrect = view.incorrectView();
        TableView<IncorrectAnswerRow> table = incorrect.table();
        assertEquals(5, table.getItems().size());

        robot.interact(() -> incorrect.filter(IncorrectAnswersView.ALL, IncorrectAnswersView.ALL,
                IncorrectAnswerRow.MISSING));
        assertEquals(List.of(key(fixture.missingIndicator), key(fixture.missingOrder)).stream().sorted().toList(),
                table.getItems().stream().map(ValidatorWindowTest::key).sorted().toList());

        robot.interact(() -> incorrect.filter(IncorrectAnswersView.ALL, IncorrectAnswerRow.INDICATOR,
                IncorrectAnswersView.ALL));
        assertEquals(List.of(key(fixture.missingIndicator), key(fixture.wrongIndicatorExpected)).stream().sorted()
                .toList(), table.getItems().stream().map(ValidatorWindowTest::key).sorted().toList());

        robot.interact(() -> incorrect.filter(IncorrectAnswersView.ALL, IncorrectAnswersView.ALL,
                IncorrectAnswerRow.UNDUE));
        assertEquals(1, table.getItems().size());
        assertEquals(fixture.undueOrder.inputTickTS(), table.getItems().get(0).inputTickTS());
        assertEquals(null, table.getItems().get(0).expected().price(), "an undue answer has no expected side");

        String strategy = fixture.wrongOrderExpected.strategy();
        robot.interact(() -> incorrect.filter(strategy, IncorrectAnswersView.ALL, IncorrectAnswersView.ALL));
        long ofStrategy = Stream.of(fixture.wrongOrderExpected, fixture.missingOrder, fixture.undueOrder,
                fixture.wrongIndicatorExpected, fixture.missingIndicator).filter(a -> a.strategy().equals(strategy))
                .count();
        assertEquals(ofStrategy, table.getItems().size());

        robot.interact(() -> incorrect.filter(IncorrectAnswersView.ALL, IncorrectAnswersView.ALL,
                IncorrectAnswersView.ALL));
        robot.clickOn("inputTickTS");
        robot.clickOn("inputTickTS");
        WaitForAsyncUtils.waitForFxEvents();
        List<Long> ts = table.getItems().stream().map(IncorrectAnswerRow::inputTickTS).toList();
        assertEquals(ts.stream().sorted((a, b) -> Long.compare(b, a)).toList(), ts, "sorted descending by inputTickTS");
    }

    @Test
    void aRowOpensTheStrategyChartWithTheSeriesAndTheFirstDivergence(FxRobot robot) throws Exception {
        validate(robot, tmp.resolve("valid-chart"), false, fixture.dataDir, fixture.strategiesFile);
        robot.clickOn("#count-MarketOrder-wrong-answers");
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> view.incorrectView().table().getSelectionModel().select(0));
        robot.clickOn("#open-chart");
        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> TestFx.onFx(() -> view.lastChart() != null));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("no chart: " + robot.lookup("#chart-status").queryAs(Label.class).getText());
        }
        WaitForAsyncUtils.waitForFxEvents();

        String strategy = fixture.wrongOrderExpected.strategy();
        StrategyChartView chart = view.lastChart();
        List<Indicator> indicators = fixture.expectedOf(strategy, Indicator.class);
        List<MarketOrder> orders = fixture.expectedOf(strategy, MarketOrder.class);
        XYChart.Series<Number, Number> ratio = series(chart, StrategyChartView.RATIO);
        assertEquals(indicators.size(), ratio.getData().size());
        for (int i = 0; i < indicators.size(); i++) {
            assertEquals(indicators.get(i).inputTickTS() / 1000.0, ratio.getData().get(i).getXValue().doubleValue());
            assertEquals(indicators.get(i).ratio(), ratio.getData().get(i).getYValue().doubleValue());
        }
        assertEquals(indicators.get(0).upperBand(), series(chart, StrategyChartView.UPPER).getData().get(0).getYValue());
        assertEquals(indicators.get(0).lowerBand(), series(chart, StrategyChartView.LOWER).getData().get(0).getYValue());
        assertEquals(orders.stream().filter(o -> o.type() == OrderType.BUY).count(),
                series(chart, StrategyChartView.BUY_EXPECTED).getData().size());
        assertEquals(orders.stream().filter(o -> o.type() == OrderType.SELL).count(),
                series(chart, StrategyChartView.SELL_EXPECTED).getData().size());
        // The engine's side: the undue order adds one marker of the wrong order's type, the missing one removes one.
        String type = fixture.wrongOrderExpected.type() == OrderType.BUY ? StrategyChartView.BUY_ENGINE
                : StrategyChartView.SELL_ENGINE;
        long expectedOfType = orders.stream().filter(o -> o.type() == fixture.wrongOrderExpected.type()).count();
        long engineOfType = expectedOfType + 1 - (fixture.missingOrder.strategy().equals(strategy)
                && fixture.missingOrder.type() == fixture.wrongOrderExpected.type() ? 1 : 0);
        assertEquals(engineOfType, series(chart, type).getData().size());

        long first = Stream.of(fixture.wrongOrderExpected, fixture.missingOrder, fixture.undueOrder,
                        fixture.wrongIndicatorExpected, fixture.missingIndicator)
                .filter(a -> a.strategy().equals(strategy)).mapToLong(Answer::inputTickTS).min().orElseThrow();
        assertEquals(1, chart.chart().bands().size());
        assertEquals(first / 1000.0, chart.chart().bands().get(0).fromX());
        assertTrue(robot.lookup("#chart-summary").queryAs(Label.class).getText()
                .contains(String.format("%,d ms", first)));
    }

    @Test
    void aNewValidationClosesTheIncorrectAnswersWindowOfTheLastOne(FxRobot robot) throws Exception {
        validate(robot, tmp.resolve("valid-again"), false, fixture.dataDir, fixture.strategiesFile);
        robot.clickOn("#count-MarketOrder-wrong-answers");
        WaitForAsyncUtils.waitForFxEvents();
        IncorrectAnswersView old = TestFx.onFx(() -> view.incorrectView());
        assertTrue(TestFx.onFx(() -> old.root().getScene().getWindow().isShowing()));

        robot.interact(() -> view.start());
        assertFalse(TestFx.onFx(() -> old.root().getScene().getWindow().isShowing()),
                "the old result's window must not outlive it");
        awaitTask(() -> view.task(), 120);
        assertEquals(Worker.State.SUCCEEDED, TestFx.onFx(() -> view.task().getState()));
        assertNull(TestFx.onFx(() -> view.incorrectView()), "a new window opens only when asked for");
        assertEquals("1", count(robot, "MarketOrder", "undue-answers"));
    }

    @Test
    void useExistingReusesTheCachedExpectedAnswersWithoutTheInputs(FxRobot robot) throws Exception {
        Path out = tmp.resolve("valid-existing");
        validate(robot, out, false, fixture.dataDir, fixture.strategiesFile);
        assertTrue(Files.isRegularFile(new ExpectedAnswersCache(out).file()));
        validate(robot, out, true, null, null);
        assertTrue(view.outcome().expectedFrom().startsWith("cache"), view.outcome().expectedFrom());
        assertEquals("1", count(robot, "MarketOrder", "undue-answers"));
        assertTrue(robot.lookup("#status").queryAs(Label.class).getText().contains("reused"));
    }

    @Test
    void aMissingAnswersFileIsReportedOnTheStatusLine(FxRobot robot) throws Exception {
        robot.interact(() -> view.fill(tmp.resolve("nope.log"), fixture.dataDir, fixture.strategiesFile,
                tmp.resolve("valid-missing"), false));
        robot.clickOn("#validate");
        awaitTask(() -> view.task(), 60);
        String status = robot.lookup("#status").queryAs(Label.class).getText();
        assertTrue(status.contains("nope.log") && status.contains("no such answer file"), status);
        assertFalse(robot.lookup("#validate").queryButton().isDisabled());
        assertNotNull(TestFx.onFx(() -> view.task().getException()));
    }

    private static void awaitTask(java.util.function.Supplier<Worker<?>> task, int seconds) throws Exception {
        TestFx.awaitTask(task, seconds);
    }

    private static XYChart.Series<Number, Number> series(StrategyChartView chart, String name) {
        return chart.chart().getData().stream().filter(s -> s.getName().equals(name)).findFirst().orElseThrow();
    }

    private static String key(Answer a) {
        return a.strategy() + "/" + a.inputTickTS() + "/" + (a instanceof MarketOrder o ? o.type() : "Indicator");
    }

    private static String key(IncorrectAnswerRow r) {
        return r.strategy() + "/" + r.inputTickTS() + "/" + r.type();
    }
}
