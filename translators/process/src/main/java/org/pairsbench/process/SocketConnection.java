package org.pairsbench.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;

/** A TCP connection to an engine that already listens (e.g. {@code pairs serve --port P}). */
final class SocketConnection implements Connection {

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    private SocketConnection(Socket socket) throws IOException {
        this.socket = socket;
        this.in = socket.getInputStream();
        // Closing a socket's stream closes the socket; the kit's end of input must only half-close it, so the
        // engine sees EOF while its Done and last answers can still come back.
        this.out = new java.io.FilterOutputStream(socket.getOutputStream()) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
            }

            @Override
            public void close() throws IOException {
                flush();
                socket.shutdownOutput();
            }
        };
    }

    static SocketConnection open(String host, int port, int timeoutMillis) throws IOException {
        Socket socket = new Socket();
        try {
            // Ticks leave in small writes when paced: Nagle's algorithm would hold them back for an ACK.
            socket.setTcpNoDelay(true);
            socket.connect(new InetSocketAddress(host, port), timeoutMillis);
            return new SocketConnection(socket);
        } catch (IOException e) {
            socket.close();
            throw e;
        }
    }

    @Override
    public InputStream input() {
        return in;
    }

    @Override
    public OutputStream output() {
        return out;
    }

    @Override
    public String lostReason(String when) {
        return "the engine closed the connection " + when;
    }

    @Override
    public void abort() {
        try {
            socket.close();
        } catch (IOException e) {
            // Closing is all that was asked; a socket that fails to close is closed enough.
        }
    }

    @Override
    public void close(long millis) {
        abort();
    }
}
