package org.pairsbench.validation.input;

/** One tick file's parsed chunks, in file order. */
interface ChunkSource extends AutoCloseable {

    /**
     * The next chunk; null after the last. Its arrays are reused: they hold the chunk until the next call only.
     */
    ParsedChunk next();

    @Override
    void close();
}
