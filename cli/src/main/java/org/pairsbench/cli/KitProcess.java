package org.pairsbench.cli;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line that runs this kit's {@code pairs} in a new JVM: this JVM's java, class path and memory and
 * system-property settings. A sweep makes each run in a fresh JVM, as a user running {@code pairs run} does, so
 * that no run inherits another's compiled code, heap or engine state.
 */
final class KitProcess {

    private static final List<String> KIT_PROPERTIES =
            List.of(org.pairsbench.harness.run.RunLock.PROPERTY, EngineSelection.ENGINES_DIR_PROPERTY);

    private KitProcess() {
    }

    /** {@code java [this JVM's settings] -cp CLASSPATH org.pairsbench.cli.PairsCli args...}. */
    static List<String> command(List<String> args) {
        return command(List.of(), args);
    }

    /** The same, with {@code jvmOptions} after this JVM's settings (so that they win, e.g. another -Xmx). */
    static List<String> command(List<String> jvmOptions, List<String> args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String jvmArg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            // Heap, GC and properties (the engines folder) carry over; agents and debuggers do not.
            if (jvmArg.startsWith("-Xm") || jvmArg.startsWith("-Xss") || jvmArg.startsWith("-XX:")
                    || jvmArg.startsWith("-D") || jvmArg.startsWith("--add-opens") || jvmArg.startsWith("--add-exports")) {
                command.add(jvmArg);
            }
        }
        // The kit's own settings may have been set in this JVM rather than on its command line (a test sets the
        // run lock's file so that its runs do not warn the machine's real runs): pass them on either way.
        for (String property : KIT_PROPERTIES) {
            String value = System.getProperty(property);
            if (value != null && command.stream().noneMatch(a -> a.startsWith("-D" + property + "="))) {
                command.add("-D" + property + "=" + value);
            }
        }
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(PairsCli.class.getName());
        command.addAll(args);
        return command;
    }
}
