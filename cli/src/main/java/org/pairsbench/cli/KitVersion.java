package org.pairsbench.cli;

import picocli.CommandLine.IVersionProvider;

/** The kit's version for {@code --version} and the run records: {@link org.pairsbench.harness.record.RunEnvironment#kitVersion}. */
final class KitVersion implements IVersionProvider {

    static String version() {
        return org.pairsbench.harness.record.RunEnvironment.kitVersion();
    }

    @Override
    public String[] getVersion() {
        return new String[] {"Pairs benchmark kit " + version() + ", specification Pairs 1.0"};
    }
}
