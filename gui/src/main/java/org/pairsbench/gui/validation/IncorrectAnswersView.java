package org.pairsbench.gui.validation;

import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.transformation.FilteredList;
import javafx.collections.transformation.SortedList;
import javafx.geometry.Insets;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.pairsbench.gui.Fx;
import org.pairsbench.gui.validation.IncorrectAnswerRow.Side;
import org.pairsbench.validation.IncorrectAnswer;

/**
 * The incorrect answers (thesis Figure B.5): a sortable table filterable by strategy, type and category, the
 * expected and the engine's values side by side, the engine's cell marked where the two differ. A row opens
 * the strategy chart of its strategy (double click, or the button).
 */
public final class IncorrectAnswersView {

    public static final String ALL = "all";
    /** Type filter value for both order types. */
    public static final String ORDERS = "MarketOrder (BUY, SELL)";

    private final TableView<IncorrectAnswerRow> table = new TableView<>();
    private final ComboBox<String> strategy = new ComboBox<>();
    private final ComboBox<String> type = new ComboBox<>();
    private final ComboBox<String> category = new ComboBox<>();
    private final Label shown = new Label();
    private final FilteredList<IncorrectAnswerRow> filtered;
    private final BorderPane root = new BorderPane();

    public IncorrectAnswersView(List<IncorrectAnswer> incorrect, Consumer<String> openChart) {
        List<IncorrectAnswerRow> rows = incorrect.stream().map(IncorrectAnswerRow::of).toList();
        filtered = new FilteredList<>(FXCollections.observableArrayList(rows));
        SortedList<IncorrectAnswerRow> sorted = new SortedList<>(filtered);
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        table.setId("incorrect-table");
        table.setPlaceholder(new Label("no incorrect answers match the filters"));
        addColumns();

        TreeSet<String> strategies = new TreeSet<>();
        rows.forEach(r -> strategies.add(r.strategy()));
        strategy.getItems().add(ALL);
        strategy.getItems().addAll(strategies);
        type.getItems().addAll(ALL, IncorrectAnswerRow.INDICATOR, ORDERS, "BUY", "SELL");
        category.getItems().addAll(ALL, IncorrectAnswerRow.MISSING, IncorrectAnswerRow.UNDUE, IncorrectAnswerRow.WRONG);
        strategy.setId("filter-strategy");
        type.setId("filter-type");
        category.setId("filter-category");
        for (ComboBox<String> box : List.of(strategy, type, category)) {
            box.setValue(ALL);
            box.valueProperty().addListener((o, was, now) -> refilter());
        }

        Button chart = new Button("Strategy chart");
        chart.setId("open-chart");
        chart.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        chart.setOnAction(e -> openChart.accept(table.getSelectionModel().getSelectedItem().strategy()));
        table.setRowFactory(t -> {
            TableRow<IncorrectAnswerRow> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && !row.isEmpty() && !row.getItem().strategy().isEmpty()) {
                    openChart.accept(row.getItem().strategy());
                }
            });
            return row;
        });
        shown.setId("rows-shown");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox filters = new HBox(8, new Label("Strategy"), strategy, new Label("Type"), type, new Label("Category"),
                category, gap, shown, chart);
        filters.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        filters.setPadding(new Insets(8));
        root.setTop(filters);
        root.setCenter(table);
        refilter();
    }

    /** Sets the filters, as a click on a count of the validator's report does. */
    public void filter(String strategyValue, String typeValue, String categoryValue) {
        strategy.setValue(strategyValue);
        type.setValue(typeValue);
        category.setValue(categoryValue);
    }

    public Parent root() {
        return root;
    }

    public TableView<IncorrectAnswerRow> table() {
        return table;
    }

    private void refilter() {
        String s = strategy.getValue();
        String t = type.getValue();
        String c = category.getValue();
        filtered.setPredicate(row -> (ALL.equals(s) || row.strategy().equals(s))
                && (ALL.equals(t) || row.type().equals(t)
                    || ORDERS.equals(t) && !row.type().equals(IncorrectAnswerRow.INDICATOR))
                && (ALL.equals(c) || row.category().equals(c)));
        shown.setText(filtered.size() + " of " + filtered.getSource().size() + " incorrect answers");
    }

    private void addColumns() {
        table.getColumns().add(column("strategy", 80, IncorrectAnswerRow::strategy));
        table.getColumns().add(column("category", 70, IncorrectAnswerRow::category));
        table.getColumns().add(column("type", 70, IncorrectAnswerRow::type));
        table.getColumns().add(column("inputTickTS", 90, IncorrectAnswerRow::inputTickTS));
        table.getColumns().add(pair("symbol", 70, Side::symbol));
        table.getColumns().add(pair("price", 60, Side::price));
        table.getColumns().add(pair("size", 55, Side::size));
        table.getColumns().add(pair("ratio", 80, Side::ratio));
        table.getColumns().add(pair("avgRatio", 80, Side::avgRatio));
        table.getColumns().add(pair("upperBand", 80, Side::upperBand));
        table.getColumns().add(pair("lowerBand", 80, Side::lowerBand));
        table.getColumns().add(pair("inputTS", 110, Side::inputTS));
        table.getColumns().add(column("line", 55, IncorrectAnswerRow::engineLine));
        TableColumn<IncorrectAnswerRow, Object> problem = column("problem", 320, IncorrectAnswerRow::problem);
        table.getColumns().add(problem);
        Fx.fitHeaders(table);
    }

    private static TableColumn<IncorrectAnswerRow, Object> column(String name, double width,
                                                                  Function<IncorrectAnswerRow, ?> value) {
        TableColumn<IncorrectAnswerRow, Object> c = new TableColumn<>(name);
        c.setId("col-" + name);
        c.setPrefWidth(width);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(value.apply(d.getValue())));
        c.setComparator(IncorrectAnswersView::compareNullsLast);
        return c;
    }

    /** A parent column with the expected value and the engine's value of one field side by side. */
    private static TableColumn<IncorrectAnswerRow, Object> pair(String name, double width, Function<Side, ?> field) {
        TableColumn<IncorrectAnswerRow, Object> parent = new TableColumn<>(name);
        TableColumn<IncorrectAnswerRow, Object> expected = column("val_" + name, width, r -> field.apply(r.expected()));
        expected.setText("expected");
        TableColumn<IncorrectAnswerRow, Object> engine = column("sut_" + name, width, r -> field.apply(r.engine()));
        engine.setText("engine");
        engine.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(Object item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : format(item));
                IncorrectAnswerRow row = empty || getTableRow() == null ? null : getTableRow().getItem();
                boolean differs = row != null && IncorrectAnswerRow.differs(field.apply(row.expected()), item);
                getStyleClass().remove("differs");
                if (differs) {
                    getStyleClass().add("differs");
                }
            }
        });
        expected.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(Object item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : format(item));
            }
        });
        parent.getColumns().addAll(List.of(expected, engine));
        return parent;
    }

    /**
     * Doubles in full (the shortest text that reads back as the same double): a value wrong beyond the
     * validator's 1e-9 relative tolerance can agree with the expected one in its first six decimals.
     */
    static String format(Object value) {
        return String.valueOf(value);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compareNullsLast(Object a, Object b) {
        if (Objects.equals(a, b)) {
            return 0;
        }
        if (a == null) {
            return 1;
        }
        if (b == null) {
            return -1;
        }
        return ((Comparable) a).compareTo(b);
    }
}
