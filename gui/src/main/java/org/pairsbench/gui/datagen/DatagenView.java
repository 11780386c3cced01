package org.pairsbench.gui.datagen;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.core.workload.CorrelationsFile;
import org.pairsbench.core.workload.StrategiesXml;
import org.pairsbench.core.workload.StrategySet;
import org.pairsbench.datagen.DatagenParameters;
import org.pairsbench.datagen.DatasetWriter;
import org.pairsbench.gui.Fx;
import org.pairsbench.gui.TaskControls;
import org.pairsbench.querygen.QueryGenerator;
import org.pairsbench.querygen.ValueSets;

/**
 * The data generator (thesis Figure B.1): the parameters of B.1 with the defaults of the chosen scale factor,
 * generation in the background with a progress bar and Cancel, and a summary at the end. Symbols and
 * correlations follow from the SF in Pairs 1.0 (spec section 7) and are shown, not edited; the number of
 * strategies goes to the query generator, which the window runs after the data when asked to.
 */
public final class DatagenView {

    /** What the window writes the strategies file as (the query generator's name). */
    public static final String STRATEGIES_FILE = "strategies.xml";

    private final Spinner<Integer> scaleFactor = new Spinner<>(1, 10_000, 1);
    private final Label symbols = derived("symbols");
    private final Label correlations = derived("correlations");
    private final Spinner<Integer> strategies = new Spinner<>(1, 1_000_000, 25);
    private final TextField basisRate = number("basis-rate");
    private final CheckBox exponential = new CheckBox("exponentially distributed (unchecked: constant)");
    private final CheckBox varying = new CheckBox("varies over time (unchecked: the basis rate throughout)");
    private final TextField peakRate = number("peak-rate");
    private final ComboBox<ProfileLength> duration = new ComboBox<>();
    private final TextField seed = number("seed");
    private final Spinner<Integer> fileCount = new Spinner<>(1, 1000, 1);
    private final CheckBox gzip = new CheckBox("gzip the tick files");
    private final TextField outDir = new TextField("data");
    private final CheckBox overwrite = new CheckBox("replace a data set already there");
    private final CheckBox writeStrategies = new CheckBox("also write " + STRATEGIES_FILE + " (query generator)");
    private final Button generate = new Button("Generate");
    private final Button cancel = new Button("Cancel");
    private final ProgressBar progress = new ProgressBar(0);
    private final Label status = new Label(
            "Choose the scale factor first: it resets the rates and counts to its defaults. Then press Generate.");
    private final Label summary = new Label();
    private final VBox root;
    private final TaskControls controls = new TaskControls(generate, cancel, progress, status);

    public DatagenView() {
        editableInteger(scaleFactor, "scale-factor");
        editableInteger(strategies, "strategies");
        editableInteger(fileCount, "file-count");
        exponential.setId("exponential");
        varying.setId("varying");
        duration.setId("duration");
        gzip.setId("gzip");
        outDir.setId("out-dir");
        overwrite.setId("overwrite");
        writeStrategies.setId("write-strategies");
        writeStrategies.setSelected(true);
        generate.setId("generate");
        generate.setDefaultButton(true);
        cancel.setId("cancel");
        progress.setId("progress");
        progress.setMaxWidth(Double.MAX_VALUE);
        status.setId("status");
        status.setWrapText(true);
        summary.setId("summary");
        summary.setWrapText(true);
        duration.getItems().addAll(ProfileLength.values());
        duration.setConverter(new StringConverter<>() {
            @Override
            public String toString(ProfileLength length) {
                return length == null ? "" : describe(length);
            }

            @Override
            public ProfileLength fromString(String text) {
                return ProfileLength.parse(text);
            }
        });
        seed.setText(Long.toString(DatagenParameters.DEFAULT_SEED));
        scaleFactor.valueProperty().addListener((o, was, now) -> applyDefaults(now));
        varying.selectedProperty().addListener((o, was, now) -> peakRate.setDisable(!now));
        applyDefaults(1);

        GridPane form = new GridPane();
        form.setHgap(10);
        form.setVgap(7);
        form.getColumnConstraints().add(Fx.labelColumn());
        int row = 0;
        form.addRow(row++, new Label("Scale factor (SF)"), scaleFactor);
        form.addRow(row++, new Label("Number of symbols N"), symbols);
        form.addRow(row++, new Label("Number of correlations K"), correlations);
        form.addRow(row++, new Label("Number of strategies"), strategies);
        form.add(Fx.heading("Input rate"), 0, row++);
        form.addRow(row++, new Label("Basis rate (ticks/s)"), basisRate);
        form.addRow(row++, new Label("Inter-arrival times"), exponential);
        form.addRow(row++, new Label("Input rate"), varying);
        form.addRow(row++, new Label("Peak rate (ticks/s)"), peakRate);
        form.addRow(row++, new Label("Test duration"), duration);
        form.add(Fx.heading("Output"), 0, row++);
        form.addRow(row++, new Label("Seed"), seed);
        form.addRow(row++, new Label("Number of tick files"), fileCount);
        form.add(gzip, 1, row++);
        form.addRow(row++, new Label("Output folder"), Fx.pathField(outDir, true, "Output folder"));
        form.add(overwrite, 1, row++);
        form.add(writeStrategies, 1, row++);
        outDir.setPrefColumnCount(40);

        generate.setOnAction(e -> start());
        HBox buttons = new HBox(8, generate, cancel, progress);
        HBox.setHgrow(progress, Priority.ALWAYS);
        buttons.setAlignment(Pos.CENTER_LEFT);
        root = new VBox(10, Fx.heading("Generate a Pairs data set"), form, buttons, status, summary);
        root.setPadding(new Insets(14));
    }

    public Parent root() {
        return root;
    }

    public Task<?> task() {
        return controls.task();
    }

    /** Resets every rate and count to the thesis defaults of the scale factor (B.1). */
    private void applyDefaults(int value) {
        ScaleFactor sf = ScaleFactor.of(value);
        symbols.setText(String.format("%,d (100 x ceil(SF/10), %d market%s)", sf.symbols(), sf.markets(),
                sf.markets() == 1 ? "" : "s"));
        correlations.setText(String.format("%,d (25 %% of the symbols)", sf.correlatedPairs()));
        strategies.getValueFactory().setValue(sf.strategies());
        DatagenParameters standard = DatagenParameters.standard(sf);
        basisRate.setText(plain(standard.basisRate()));
        peakRate.setText(plain(standard.peakRate()));
        exponential.setSelected(true);
        varying.setSelected(true);
        duration.setValue(ProfileLength.STANDARD);
    }

    /** The parameters as the form shows them; a bad number is an InvalidInputException naming the field. */
    DatagenParameters parameters() {
        commit(scaleFactor, "scale factor");
        commit(strategies, "number of strategies");
        commit(fileCount, "number of tick files");
        ScaleFactor sf = ScaleFactor.of(scaleFactor.getValue());
        try {
            return DatagenParameters.standard(sf).withLength(duration.getValue())
                    .withRates(decimal(basisRate, "basis rate"), decimal(peakRate, "peak rate"))
                    .withConstantRate(!varying.isSelected())
                    .withConstantInterarrival(!exponential.isSelected())
                    .withSeed(integer(seed, "seed"));
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(e.getMessage());
        }
    }

    /** Sets the fields the tests and the screenshot script need; a user types them. */
    public void fill(int sf, ProfileLength length, Path out, boolean replace) {
        scaleFactor.getValueFactory().setValue(sf);
        duration.setValue(length);
        outDir.setText(out.toString());
        overwrite.setSelected(replace);
    }

    public void setBasisRate(double rate) {
        basisRate.setText(plain(rate));
    }

    public void setPeakRate(double rate) {
        peakRate.setText(plain(rate));
    }

    public void start() {
        DatagenParameters parameters;
        DatasetWriter.Options options;
        try {
            parameters = parameters();
            Path dir = Fx.path(outDir, "output folder");
            if (dir == null) {
                throw new InvalidInputException("choose an output folder");
            }
            options = new DatasetWriter.Options(dir, fileCount.getValue(), gzip.isSelected(), overwrite.isSelected());
        } catch (InvalidInputException e) {
            Fx.showError(status, e.getMessage());
            return;
        }
        int strategyCount = strategies.getValue();
        boolean queries = writeStrategies.isSelected();
        double expected = parameters.expectedTicks();
        // What the job has put in place so far, for an honest message if it is cancelled late.
        AtomicReference<String> written = new AtomicReference<>();
        Task<String> task = new Task<>() {
            @Override
            protected String call() {
                updateMessage("Generating...");
                DatasetWriter.Result r = DatasetWriter.write(parameters, options, ticks -> {
                    Fx.checkCancelled(this);
                    updateProgress(Math.min(ticks, expected), expected);
                    updateMessage(String.format("Generating: %,d of about %,.0f ticks", ticks, expected));
                });
                String text = String.format("%,d ticks in %d file%s (%,.1f MB) in %.1f s (%,.0f ticks/s), seed %d, "
                                + "%s profile%s.%nWrote %s and %s to %s.", r.manifest().totalTicks(),
                        options.fileCount(), options.fileCount() == 1 ? "" : "s", r.bytes() / 1e6, r.nanos() / 1e9,
                        r.ticksPerSecond(), parameters.seed(), parameters.length().id(),
                        parameters.standardModel() ? "" : " (not a standard data set)",
                        String.join(", ", DatasetWriter.fileNames(options.fileCount(), options.gzip())),
                        CorrelationsFile.NAME, options.directory().toAbsolutePath());
                written.set("the data set in " + options.directory().toAbsolutePath());
                if (queries) {
                    Fx.checkCancelled(this);
                    updateMessage("Writing the strategies...");
                    StrategySet set = QueryGenerator.generate(
                            CorrelationsFile.read(options.directory().resolve(CorrelationsFile.NAME)),
                            ValueSets.STANDARD, strategyCount, parameters.seed());
                    StrategiesXml.write(set, options.directory().resolve(STRATEGIES_FILE));
                    written.set(written.get() + " and its " + STRATEGIES_FILE);
                    text += String.format("%nWrote %s: %,d strategies.", STRATEGIES_FILE, set.size());
                }
                return text;
            }
        };
        summary.setText("");
        controls.run(task, "pairs-datagen", text -> {
            Fx.showInfo(status, "Done.");
            summary.setText(text);
        }, () -> written.get() == null ? "Cancelled: nothing was written (the partial files were deleted)."
                : "Cancelled, but only after writing " + written.get() + ".");
    }

    static String describe(ProfileLength length) {
        double seconds = length.durationSeconds();
        return length.id() + (seconds >= 3600 ? String.format(" (%.0f min, about 2 hours)", seconds / 60)
                : seconds >= 600 ? String.format(" (%.1f min)", seconds / 60) : String.format(" (%.0f s)", seconds));
    }

    private static String plain(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    /** Takes a number typed into a spinner that was not yet confirmed with Enter. */
    private static void commit(Spinner<Integer> spinner, String name) {
        String text = spinner.getEditor().getText().trim();
        try {
            int value = Integer.parseInt(text);
            if (!spinner.getValue().equals(value)) {
                spinner.getValueFactory().setValue(value);
            }
        } catch (NumberFormatException e) {
            throw new InvalidInputException(name + ": not an integer: '" + text + "'");
        }
    }

    /**
     * Makes an integer spinner editable the safe way: only digits can be typed, and text that is no number (an
     * emptied field, too many digits) goes back to the spinner's value when it loses focus. JavaFX 17 commits the
     * text on focus loss through a converter that throws on letters and sets null on empty text, and either
     * ends as an uncaught exception on its thread (JDK-8325798, fixed in JavaFX 23).
     */
    private static void editableInteger(Spinner<Integer> spinner, String id) {
        spinner.setId(id);
        spinner.setEditable(true);
        spinner.getEditor().setTextFormatter(new TextFormatter<>(
                c -> c.getControlNewText().matches("[0-9]*") ? c : null));
        SpinnerValueFactory<Integer> factory = spinner.getValueFactory();
        factory.setConverter(new StringConverter<>() {
            @Override
            public String toString(Integer value) {
                return value == null ? "" : value.toString();
            }

            @Override
            public Integer fromString(String text) {
                try {
                    return Integer.valueOf(text.trim());
                } catch (NumberFormatException e) {
                    return factory.getValue();
                }
            }
        });
        // Runs after the Spinner's own commit on focus loss (change listeners follow invalidation listeners).
        spinner.focusedProperty().addListener((o, was, focused) -> {
            if (!focused) {
                spinner.getEditor().setText(factory.getConverter().toString(spinner.getValue()));
            }
        });
    }

    private static double decimal(TextField f, String name) {
        try {
            return Double.parseDouble(f.getText().trim());
        } catch (NumberFormatException e) {
            throw new InvalidInputException(name + ": not a number: '" + f.getText() + "'");
        }
    }

    private static long integer(TextField f, String name) {
        try {
            return Long.parseLong(f.getText().trim());
        } catch (NumberFormatException e) {
            throw new InvalidInputException(name + ": not an integer: '" + f.getText() + "'");
        }
    }

    private static Label derived(String id) {
        Label l = new Label();
        l.setId(id);
        l.getStyleClass().add("derived");
        l.setTooltip(new Tooltip("Fixed by the scale factor in Pairs 1.0 (spec section 7)"));
        return l;
    }

    private static TextField number(String id) {
        TextField f = new TextField();
        f.setId(id);
        f.setPrefColumnCount(12);
        UnaryOperator<TextFormatter.Change> numeric = c -> c.getControlNewText().matches("[0-9.eE+-]*") ? c : null;
        f.setTextFormatter(new TextFormatter<>(numeric));
        return f;
    }
}
