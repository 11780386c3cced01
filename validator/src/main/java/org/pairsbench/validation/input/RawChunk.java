package org.pairsbench.validation.input;

/**
 * Consecutive whole lines of a tick file as read, before parsing: {@code bytes[0, length)}. The last line of a
 * file may lack its '\n'. When reading the file failed, {@code readFailure} says why ("cannot read: ..."): the
 * chunk then holds the whole lines read before the failure, and the failure belongs to the line after them.
 */
record RawChunk(byte[] bytes, int length, String readFailure) {
}
