package org.pairsbench.cli;

import picocli.CommandLine.IVersionProvider;

/** Version from the jar manifest (set by the build), so there is one source of truth: the POM. */
final class KitVersion implements IVersionProvider {

    static String version() {
        String v = PairsCli.class.getPackage().getImplementationVersion();
        return v == null ? "development build" : v;
    }

    @Override
    public String[] getVersion() {
        return new String[] {"Pairs benchmark kit " + version() + ", specification Pairs 1.0"};
    }
}
