package org.pairsbench.core.engine;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/**
 * Real plug-in jars for tests: Java sources compiled at test time against the test class path (so against this
 * kit's engine API), plus a services file, zipped into a jar.
 */
final class PluginJars {

    private PluginJars() {
    }

    /**
     * An engine factory class {@code test.NAME} whose engine is named {@code engineName} and which reports
     * {@code apiVersion} ("EngineApi.VERSION" for the kit's); {@code body} adds members, e.g. overrides.
     */
    static String factory(String className, String engineName, String apiVersion, String body) {
        return """
                package test;
                import org.pairsbench.api.engine.*;
                import org.pairsbench.api.model.*;
                import java.util.List;
                public class %s implements EngineFactory {
                    public String name() { return "%s"; }
                    public String summary() { return "a test plug-in"; }
                    public int apiVersion() { return %s; }
                    public Engine create(EngineOptions options) {
                        return new Engine() {
                            public String description() { return "test engine"; }
                            public void deploy(List<Strategy> s, AnswerListener l) { }
                            public void send(StockTick t, long ts) { }
                            public void close() { }
                        };
                    }
                    %s
                }
                """.formatted(className, engineName, apiVersion, body);
    }

    /**
     * Writes {@code dir/jarName}: the classes of {@code sources} (simple class name in package {@code test} to its
     * source) and a services file listing {@code services} (none: no services file).
     */
    static Path jar(Path dir, String jarName, Map<String, String> sources, List<String> services) {
        try {
            Files.createDirectories(dir);
            Path classes = Files.createTempDirectory(dir.getParent(), "classes");
            compile(sources, classes);
            Path jar = dir.resolve(jarName);
            try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
                try (Stream<Path> files = Files.walk(classes)) {
                    for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                        add(out, classes.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
                    }
                }
                if (!services.isEmpty()) {
                    add(out, EnginePlugin.SERVICE_FILE,
                            (String.join("\n", services) + "\n").getBytes(StandardCharsets.UTF_8));
                }
            }
            return jar;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void add(JarOutputStream out, String name, byte[] bytes) throws IOException {
        out.putNextEntry(new JarEntry(name));
        out.write(bytes);
        out.closeEntry();
    }

    private static void compile(Map<String, String> sources, Path classes) {
        if (sources.isEmpty()) {
            return;
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        List<JavaFileObject> units = new ArrayList<>();
        sources.forEach((name, source) -> units.add(new SimpleJavaFileObject(
                URI.create("string:///test/" + name + ".java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        }));
        StringWriter errors = new StringWriter();
        boolean ok = compiler.getTask(errors, null, null, List.of("-classpath", System.getProperty("java.class.path"),
                "-d", classes.toString(), "--release", "17"), null, units).call();
        if (!ok) {
            throw new IllegalStateException("test plug-in does not compile: " + errors);
        }
    }
}
