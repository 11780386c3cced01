package org.pairsbench.core.answers;

import java.nio.file.Path;
import java.util.Optional;

/**
 * A record line of an answer file that cannot be read.
 *
 * @param stream the stream the line claims to belong to, when its stream field is readable
 */
public record MalformedLine(Path file, long line, Optional<AnswerStream> stream, String problem) {

    /** "file:line: problem", the form of every located message in the kit. */
    @Override
    public String toString() {
        return file + ":" + line + ": " + problem;
    }
}
