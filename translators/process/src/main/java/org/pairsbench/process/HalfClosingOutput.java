package org.pairsbench.process;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.net.Socket;

/**
 * A socket's output whose close ends only this side's direction (a FIN): the peer reads every record, then the
 * end of input, while records can still come back the other way. Closing a socket's own stream would close the
 * whole socket. Both sides of the protocol over TCP end their output this way.
 */
final class HalfClosingOutput extends FilterOutputStream {

    private final Socket socket;

    HalfClosingOutput(Socket socket) throws IOException {
        super(socket.getOutputStream());
        this.socket = socket;
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
    }

    @Override
    public void close() throws IOException {
        flush();
        if (!socket.isOutputShutdown() && !socket.isClosed()) {
            socket.shutdownOutput();
        }
    }
}
