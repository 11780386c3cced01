package org.pairsbench.validation.input;

/**
 * A file's chunks read and parsed on the calling thread, one at a time, into the same buffers: the scanner with
 * one thread.
 */
final class InlineChunks implements ChunkSource {

    private final ChunkReader reader;
    private final SymbolTable table;
    private final ChunkBuffers buffers = new ChunkBuffers();

    InlineChunks(ChunkReader reader, SymbolTable table) {
        this.reader = reader;
        this.table = table;
    }

    @Override
    public ParsedChunk next() {
        RawChunk raw = reader.next(buffers.raw);
        return raw == null ? null : ChunkParser.parse(raw, buffers, table, reader.file());
    }

    @Override
    public void close() {
        reader.close();
    }
}
