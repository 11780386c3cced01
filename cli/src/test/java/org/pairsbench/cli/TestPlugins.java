package org.pairsbench.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.pairsbench.api.engine.EngineFactory;

/** Plug-in folders made of this test class path's classes, jarred with a services file naming the factory. */
final class TestPlugins {

    private TestPlugins() {
    }

    /** {@code dir} holding {@code plugin.jar}: {@code factory}, listed as the plug-in's factory, and {@code classes}. */
    static Path folder(Path dir, Class<? extends EngineFactory> factory, Class<?>... classes) {
        try {
            Files.createDirectories(dir);
            try (JarOutputStream jar = new JarOutputStream(Files.newOutputStream(dir.resolve("plugin.jar")))) {
                add(jar, "META-INF/services/" + EngineFactory.class.getName(),
                        (factory.getName() + "\n").getBytes(StandardCharsets.UTF_8));
                add(jar, factory);
                for (Class<?> c : classes) {
                    add(jar, c);
                }
            }
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void add(JarOutputStream jar, Class<?> c) throws IOException {
        String name = c.getName().replace('.', '/') + ".class";
        try (InputStream in = c.getClassLoader().getResourceAsStream(name)) {
            add(jar, name, in.readAllBytes());
        }
    }

    private static void add(JarOutputStream jar, String name, byte[] bytes) throws IOException {
        jar.putNextEntry(new JarEntry(name));
        jar.write(bytes);
        jar.closeEntry();
    }
}
