package org.pairsbench.gui;

import java.awt.GraphicsEnvironment;
import java.io.PrintWriter;
import java.util.List;
import javafx.application.Application;
import org.pairsbench.api.InvalidInputException;

/**
 * Entry point of the GUI for the launcher: {@code pairs gui} calls {@link #run} by reflection, so that the
 * other commands never load a JavaFX class. This class names JavaFX only inside {@link #run}.
 */
public final class PairsGui {

    public static final int EXIT_OK = 0;
    /** Bad options, no display, or a window that could not open: one line on err, as every kit command. */
    public static final int EXIT_CANNOT_RUN = 2;

    /**
     * JavaFX warns when it runs from the class path rather than the module path; the kit does so on purpose
     * (one plain class path for every module), so the warning would only alarm users. Kept referenced so the
     * level holds.
     */
    private static final java.util.logging.Logger JAVAFX_LOG = java.util.logging.Logger.getLogger("javafx");

    private PairsGui() {
    }

    /** Opens the GUI and returns when its last window closes; 2 with one line on {@code err} when it cannot. */
    public static int run(String[] args, PrintWriter err) {
        GuiOptions options;
        try {
            options = GuiOptions.parse(List.of(args));
        } catch (InvalidInputException e) {
            err.println("pairs gui: " + e.getMessage());
            return EXIT_CANNOT_RUN;
        }
        if (!displayAvailable()) {
            err.println("pairs gui: no display (DISPLAY is not set): run it on a desktop, or under Xvfb "
                    + "(scripts/gui-screenshots.sh)");
            return EXIT_CANNOT_RUN;
        }
        JAVAFX_LOG.setLevel(java.util.logging.Level.SEVERE);
        try {
            PairsApp.options = options;
            Application.launch(PairsApp.class, args);
            return PairsApp.failure == null ? EXIT_OK : EXIT_CANNOT_RUN;
        } catch (RuntimeException | UnsatisfiedLinkError e) {
            err.println("pairs gui: cannot open a window: " + firstLine(e));
            return EXIT_CANNOT_RUN;
        } finally {
            if (PairsApp.failure != null) {
                err.println("pairs gui: " + PairsApp.failure);
            }
        }
    }

    /** True on a desktop: an X display on Linux (AWT's test), always on macOS and Windows, or Monocle. */
    public static boolean displayAvailable() {
        return "Monocle".equals(System.getProperty("glass.platform")) || !GraphicsEnvironment.isHeadless();
    }

    private static String firstLine(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        String m = String.valueOf(root.getMessage());
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
