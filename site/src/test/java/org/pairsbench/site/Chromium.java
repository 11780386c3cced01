package org.pairsbench.site;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Headless Chromium, run once per page: the DOM after the page's scripts ran, or a screenshot. Found as
 * $PAIRS_CHROMIUM, else chromium, chromium-browser or google-chrome on the PATH (Debian: apt-get install chromium).
 */
final class Chromium {

    private static final List<String> NAMES = List.of("chromium", "chromium-browser", "google-chrome");
    private static final long TIMEOUT_SECONDS = 60;

    private final Path binary;
    private final Path work;

    private Chromium(Path binary, Path work) {
        this.binary = binary;
        this.work = work;
    }

    /** The browser, or null when none is installed. */
    static Chromium find(Path work) {
        String given = System.getenv("PAIRS_CHROMIUM");
        if (given != null && !given.isBlank()) {
            return Files.isExecutable(Path.of(given)) ? new Chromium(Path.of(given), work) : null;
        }
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            for (String name : NAMES) {
                Path candidate = Path.of(dir.isEmpty() ? "." : dir, name);
                if (Files.isExecutable(candidate)) {
                    return new Chromium(candidate, work);
                }
            }
        }
        return null;
    }

    static String whatIsMissing() {
        String given = System.getenv("PAIRS_CHROMIUM");
        String missing = given != null && !given.isBlank() ? "$PAIRS_CHROMIUM " + given + " is not an executable"
                : "none of " + NAMES + " on the PATH (nor $PAIRS_CHROMIUM)";
        return "no Chromium: " + missing + "; the site's browser test is skipped (Debian: apt-get install chromium)";
    }

    /**
     * The DOM of {@code page} once loaded and its scripts run, with a few seconds of virtual time for what they
     * start (a navigation, a frame's load). File pages may read each other's documents (a harness page reads the
     * site's pages in frames).
     */
    String dumpDom(Path page) throws IOException, InterruptedException {
        return run("--allow-file-access-from-files", "--virtual-time-budget=5000", "--dump-dom", page.toUri().toString());
    }

    /** A PNG of {@code page} in a window of the given size. */
    Path screenshot(Path page, Path png, int width, int height) throws IOException, InterruptedException {
        run("--hide-scrollbars", "--window-size=" + width + "," + height, "--screenshot=" + png.toAbsolutePath(),
                page.toUri().toString());
        if (!Files.isRegularFile(png)) {
            throw new IOException("Chromium wrote no screenshot " + png);
        }
        return png;
    }

    private String run(String... args) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory(work, "chromium-profile");
        Path out = Files.createTempFile(work, "chromium", ".out");
        Path err = Files.createTempFile(work, "chromium", ".err");
        List<String> command = new ArrayList<>(List.of(binary.toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                "--user-data-dir=" + profile));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new IOException("Chromium did not finish in " + TIMEOUT_SECONDS + " s: " + command);
        }
        if (p.exitValue() != 0) {
            throw new IOException("Chromium exited " + p.exitValue() + ": " + Files.readString(err));
        }
        return Files.readString(out, StandardCharsets.UTF_8);
    }
}
