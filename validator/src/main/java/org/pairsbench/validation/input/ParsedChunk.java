package org.pairsbench.validation.input;

/**
 * A chunk's ticks, parsed by a worker: the first {@code count} lines of the chunk, as symbol ids, prices and
 * tickTS (non-decreasing within the chunk); then, if {@code failure} is not null, the line after them could not
 * be read and the file ends there for the scanner.
 */
record ParsedChunk(int count, int[] symbolIds, int[] prices, long[] tickTS, LineFailure failure) {
}
