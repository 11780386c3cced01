package org.pairsbench.core.answers;

import java.nio.file.Path;
import java.util.Optional;
import org.pairsbench.api.InvalidInputException;

/**
 * A record line of an answer file that cannot be read.
 *
 * @param stream  the stream the line claims to belong to, when its stream field is readable
 * @param problem what is wrong, one line: line breaks in the input it quotes are escapes here
 */
public record MalformedLine(Path file, long line, Optional<AnswerStream> stream, String problem) {

    public MalformedLine {
        problem = InvalidInputException.oneLine(problem);
    }

    /** "file:line: problem", the form of every located message in the kit. */
    @Override
    public String toString() {
        return file + ":" + line + ": " + problem;
    }
}
