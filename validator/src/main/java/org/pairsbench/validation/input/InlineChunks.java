package org.pairsbench.validation.input;

/** A file's chunks read and parsed on the calling thread, one at a time: the scanner with one thread. */
final class InlineChunks implements ChunkSource {

    private final ChunkReader reader;
    private final SymbolTable table;

    InlineChunks(ChunkReader reader, SymbolTable table) {
        this.reader = reader;
        this.table = table;
    }

    @Override
    public ParsedChunk next() {
        RawChunk raw = reader.next();
        return raw == null ? null : ChunkParser.parse(raw, table, reader.file());
    }

    @Override
    public void close() {
        reader.close();
    }
}
