package org.pairsbench.fincos;


import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/fincos-run.sh refuses what it cannot run before it starts FINCoS: each refusal is one line on stderr
 * naming the argument or file, with exit code 2. (Running FINCoS itself needs a FINCoS installation, which is
 * not part of the kit: harness-config/fincos/README.md records that run.)
 */
class FincosRunScriptTest {

    private static final Path SCRIPT = Path.of("../../scripts/fincos-run.sh");

    @TempDir
    Path folder;

    @Test
    void aMissingArgumentIsAUsageError() throws Exception {
        ScriptRun result = ScriptRun.of(SCRIPT, folder.toString());
        result.assertRefused("fincos-run.sh: expected 2 arguments, got 1; usage: scripts/fincos-run.sh FINCOS_DIR "
                + "WORKSPACE");
    }

    @Test
    void aWorkspaceWithoutTheTestSetupIsNamed() throws Exception {
        Path fincos = Files.createDirectories(folder.resolve("fincos"));
        Path workspace = Files.createDirectories(folder.resolve("ws/config"));
        Files.writeString(workspace.resolve("Connections.fcf"), "<FINCoS/>");
        ScriptRun result = ScriptRun.of(SCRIPT, fincos.toString(), folder.resolve("ws").toString());
        result.assertRefused("fincos-run.sh: " + folder.resolve("ws/pairs-test.xml") + ": missing "
                + "(write the workspace with: pairs translate --target fincos --out WORKSPACE)");
    }

    @Test
    void aFincosFolderWithoutJarsIsNamed() throws Exception {
        Path fincos = Files.createDirectories(folder.resolve("fincos"));
        ScriptRun result = ScriptRun.of(SCRIPT, fincos.toString(), workspace().toString());
        result.assertRefused("fincos-run.sh: " + fincos + ": no jars in it or in its lib/ (expected a "
                + "FINCoS 2.4 installation)");
    }

    @Test
    void jarsWithoutFincosDaemonAreNotTakenForFincos() throws Exception {
        Path fincos = Files.createDirectories(folder.resolve("fincos/lib"));
        jar(fincos.resolve("esper-4.9.0.jar"), "com/espertech/esper/client/EPServiceProvider.class");
        ScriptRun result = ScriptRun.of(SCRIPT, folder.resolve("fincos").toString(), workspace().toString());
        result.assertRefused("fincos-run.sh: " + folder.resolve("fincos") + ": no jar holds "
                + "pt.uc.dei.fincos.controller.DaemonServer (expected FINCoS 2.4 and its Esper 4.9 libraries)");
    }

    @Test
    void fincosWithoutEsperIsNamed() throws Exception {
        Path fincos = Files.createDirectories(folder.resolve("fincos"));
        jar(fincos.resolve("FINCoS.jar"), "pt/uc/dei/fincos/controller/DaemonServer.class");
        ScriptRun result = ScriptRun.of(SCRIPT, fincos.toString(), workspace().toString());
        result.assertRefused("fincos-run.sh: " + fincos + ": no jar holds "
                + "com.espertech.esper.client.EPServiceProvider (expected FINCoS 2.4 and its Esper 4.9 libraries)");
    }

    private Path workspace() throws IOException {
        Path workspace = folder.resolve("ws");
        Files.createDirectories(workspace.resolve("config"));
        Files.writeString(workspace.resolve("config/Connections.fcf"), "<FINCoS/>");
        Files.writeString(workspace.resolve("pairs-test.xml"), "<FINCoS/>");
        return workspace;
    }

    /** A jar holding one (empty) entry of the given name: the script only looks for the name. */
    private static void jar(Path file, String entry) throws IOException {
        try (OutputStream out = Files.newOutputStream(file); ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry(entry));
            zip.closeEntry();
        }
    }
}
