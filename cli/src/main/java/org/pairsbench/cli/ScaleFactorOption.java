package org.pairsbench.cli;

import org.pairsbench.core.scale.ScaleFactor;
import picocli.CommandLine.Option;

/** The {@code --sf N} option, shared by every command that takes a scale factor ({@code @Mixin}). */
final class ScaleFactorOption {

    @Option(names = "--sf", required = true, paramLabel = "N",
            description = "scale factor, an integer from 1 to 1000000")
    int value;

    /** The scale factor; an out-of-range value is an InvalidInputException (exit 2). */
    ScaleFactor scaleFactor() {
        return ScaleFactor.of(value);
    }
}
