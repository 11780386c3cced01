package org.pairsbench.translator.flink;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.pairsbench.api.engine.EngineApi;

/**
 * The jar shipped with a job to a cluster in other processes: the classes its tasks run that the cluster's lib does
 * not hold, that is the kit's own (this adapter's and the engine API's records), taken from wherever they were
 * loaded: the plug-in folder's jars in the kit, class folders in this module's tests. Only {@code org/pairsbench/}
 * entries: the cluster brings Flink, and a second copy of it in the job's class loader would clash with its own.
 */
final class JobJar {

    private static final String KIT_CLASSES = "org/pairsbench/";

    private JobJar() {
    }

    /** Writes the jar to a new temporary file, which the caller deletes after the run. */
    static Path build() throws IOException {
        Path jar = Files.createTempFile("pairs-flink-job-", ".jar");
        Set<String> written = new HashSet<>();
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (Class<?> anchor : List.of(JobJar.class, EngineApi.class)) {
                Path source = codeSource(anchor);
                if (Files.isDirectory(source)) {
                    copyFolder(source, out, written);
                } else {
                    copyJar(source, out, written);
                }
            }
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(jar);
            throw e;
        }
        return jar;
    }

    /** The jar (or class folder) {@code anchor} was loaded from. */
    static Path codeSource(Class<?> anchor) throws IOException {
        try {
            return Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException | NullPointerException e) {
            throw new IOException("cannot tell where the classes of " + anchor.getName() + " were loaded from");
        }
    }

    private static void copyFolder(Path root, JarOutputStream out, Set<String> written) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
                String name = root.relativize(file).toString().replace(java.io.File.separatorChar, '/');
                if (name.startsWith(KIT_CLASSES) && written.add(name)) {
                    try (InputStream in = Files.newInputStream(file)) {
                        put(out, name, in);
                    }
                }
            }
        }
    }

    private static void copyJar(Path source, JarOutputStream out, Set<String> written) throws IOException {
        try (JarFile jar = new JarFile(source.toFile())) {
            for (JarEntry entry : (Iterable<JarEntry>) jar.stream()::iterator) {
                String name = entry.getName();
                if (!entry.isDirectory() && name.startsWith(KIT_CLASSES) && written.add(name)) {
                    try (InputStream in = jar.getInputStream(entry)) {
                        put(out, name, in);
                    }
                }
            }
        }
    }

    private static void put(JarOutputStream out, String name, InputStream in) throws IOException {
        out.putNextEntry(new JarEntry(name));
        in.transferTo((OutputStream) out);
        out.closeEntry();
    }
}
