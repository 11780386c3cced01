package org.pairsbench.cli;

import java.awt.GraphicsEnvironment;
import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.pairsbench.api.InvalidInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code pairs gui}: the JavaFX windows of module gui/. The GUI is loaded by reflection, and only after a display
 * was found, so no other command (and no headless {@code pairs gui}) ever loads a JavaFX class.
 */
@Command(name = "gui", mixinStandardHelpOptions = true,
        description = {"Open the GUI: a start window leading to the data generator (thesis B.1), a paced run of an "
                + "installed engine shown live (recorded like pairs run), the validator with the incorrect answers and "
                + "the strategy chart (B.4, B.5, Figure 7.5) and the performance monitor.",
            "Needs a display (exit 2 without one)."})
final class GuiCommand implements Callable<Integer> {

    static final String GUI_CLASS = "org.pairsbench.gui.PairsGui";

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "WINDOW",
            description = "start (default), datagen, run, validator or monitor")
    String window;

    @Option(names = "--results", paramLabel = "DIR", description = "monitor: the results folder to open (screenshots: "
            + "also the Run window's)")
    Path results;

    @Option(names = "--answers", paramLabel = "FILE", description = "validator: the engine's answers")
    Path answers;

    @Option(names = "--ticks", paramLabel = "PATH", description = "validator: tick file or data set folder "
            + "(screenshots: also the Run window's)")
    Path ticks;

    @Option(names = "--strategies", paramLabel = "FILE", description = "validator: the strategies file (screenshots: "
            + "also the Run window's)")
    Path strategies;

    @Option(names = "--screenshot", paramLabel = "DIR", description = "save a PNG of every window in DIR and exit "
            + "(scripts/gui-screenshots.sh)")
    Path screenshot;

    @Override
    public Integer call() {
        List<String> args = new ArrayList<>();
        if (window != null) {
            args.add(window);
        }
        add(args, "--results", results);
        add(args, "--answers", answers);
        add(args, "--ticks", ticks);
        add(args, "--strategies", strategies);
        add(args, "--screenshot", screenshot);
        return open(args, spec.commandLine().getErr());
    }

    private static void add(List<String> args, String option, Path value) {
        if (value != null) {
            args.add(option);
            args.add(value.toString());
        }
    }

    /** True on a desktop: AWT's test (an X display on Linux; java.awt.headless=true says no). */
    static boolean desktop() {
        return !GraphicsEnvironment.isHeadless();
    }

    /** Opens the GUI with {@code args}; returns its exit code. Without a display: one line and 2. */
    static int open(List<String> args, PrintWriter err) {
        if (!desktop()) {
            err.println("pairs gui: no display (DISPLAY is not set): the GUI needs a desktop, or Xvfb "
                    + "(see scripts/gui-screenshots.sh)");
            return PairsCli.EXIT_BAD_INPUT;
        }
        try {
            Object code = Class.forName(GUI_CLASS).getMethod("run", String[].class, PrintWriter.class)
                    .invoke(null, args.toArray(String[]::new), err);
            return (Integer) code;
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (ClassNotFoundException e) {
            throw new InvalidInputException("the GUI is not built yet: ./pairs gui builds it");
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the GUI module is not on the class path: " + e, e);
        }
    }
}
