package org.pairsbench.gui;

import java.nio.file.Path;
import java.util.List;
import org.pairsbench.api.InvalidInputException;

/**
 * The arguments of {@code pairs gui}: which window to open first ({@code start}, {@code datagen}, {@code run},
 * {@code validator} or {@code monitor}), and for the screenshot script a folder for the PNG files and the
 * inputs to show in the windows.
 */
public record GuiOptions(String window, Path screenshotDir, Path answers, Path ticks, Path strategies,
                         Path results) {

    public static final List<String> WINDOWS = List.of("start", "datagen", "run", "validator", "monitor");

    public static final String USAGE = "pairs gui [start|datagen|run|validator|monitor] [--results DIR] "
            + "[--answers FILE --ticks PATH --strategies FILE] [--screenshot DIR]";

    public static GuiOptions parse(List<String> args) {
        String window = "start";
        Path screenshot = null;
        Path answers = null;
        Path ticks = null;
        Path strategies = null;
        Path results = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (WINDOWS.contains(a)) {
                window = a;
                continue;
            }
            if (!a.startsWith("--") || i + 1 >= args.size()) {
                throw new InvalidInputException("unknown or incomplete argument '" + a + "'; usage: " + USAGE);
            }
            Path value = Path.of(args.get(++i));
            switch (a) {
                case "--screenshot" -> screenshot = value;
                case "--answers" -> answers = value;
                case "--ticks" -> ticks = value;
                case "--strategies" -> strategies = value;
                case "--results" -> results = value;
                default -> throw new InvalidInputException("unknown option '" + a + "'; usage: " + USAGE);
            }
        }
        return new GuiOptions(window, screenshot, answers, ticks, strategies, results);
    }
}
