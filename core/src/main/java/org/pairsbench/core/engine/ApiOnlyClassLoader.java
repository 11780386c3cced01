package org.pairsbench.core.engine;

import java.io.IOException;
import java.net.URL;
import java.util.Collections;
import java.util.Enumeration;

/**
 * The parent of every engine plug-in's class loader: it shows the engine API ({@code org.pairsbench.api}) from
 * the kit and everything else from the JDK's platform loader only, so no class or resource of the kit's own
 * dependencies (Jackson, JAXB, H2, picocli, ...) can reach a plug-in, and a plug-in's never reaches the kit.
 * This is how Trino and Presto isolate their plug-ins behind their SPI.
 */
final class ApiOnlyClassLoader extends ClassLoader {

    static final String API_PACKAGE = "org.pairsbench.api.";
    private static final String API_RESOURCES = "org/pairsbench/api/";

    private final ClassLoader kit;

    ApiOnlyClassLoader(ClassLoader kit) {
        super("pairs-engine-api", ClassLoader.getPlatformClassLoader());
        this.kit = kit;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (name.startsWith(API_PACKAGE)) {
            return kit.loadClass(name);
        }
        return super.loadClass(name, resolve);
    }

    @Override
    public URL getResource(String name) {
        return name.startsWith(API_RESOURCES) ? kit.getResource(name) : super.getResource(name);
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        // Above all, the kit's META-INF/services files must stay invisible, or a plug-in's ServiceLoader would
        // find the kit's providers too.
        return name.startsWith(API_RESOURCES) ? kit.getResources(name)
                : name.startsWith("META-INF/") ? Collections.emptyEnumeration() : super.getResources(name);
    }
}
