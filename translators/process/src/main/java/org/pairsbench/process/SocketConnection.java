package org.pairsbench.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.concurrent.TimeUnit;

/** A TCP connection to an engine that already listens (e.g. {@code pairs serve --port P}). */
final class SocketConnection implements Connection {

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    private SocketConnection(Socket socket) throws IOException {
        this.socket = socket;
        this.in = socket.getInputStream();
        // The kit's end of input only half-closes the socket: the engine sees EOF while its Done and last answers
        // can still come back.
        this.out = new HalfClosingOutput(socket);
    }

    /** How long the kit waits between two tries of a refused connection. */
    static final long RETRY_MILLIS = 100;

    /**
     * Connects within {@code timeoutMillis}: a refused connection (the engine does not listen yet, e.g. while it
     * starts) is tried again every {@link #RETRY_MILLIS} until the time is up, as the option's name says.
     */
    static SocketConnection open(String host, int port, int timeoutMillis) throws IOException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        int tries = 0;
        while (true) {
            Socket socket = new Socket();
            tries++;
            try {
                // Ticks leave in small writes when paced: Nagle's algorithm would hold them back for an ACK.
                socket.setTcpNoDelay(true);
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                socket.connect(new InetSocketAddress(host, port), (int) Math.max(1, left));
                return new SocketConnection(socket);
            } catch (ConnectException e) {
                socket.close();
                if (System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(RETRY_MILLIS) - deadline > 0) {
                    throw new ConnectException(e.getMessage() + " (" + tries + " tries in " + timeoutMillis / 1000
                            + " s, option " + ProcessSettings.CONNECT_TIMEOUT + ")");
                }
                pause();
            } catch (IOException e) {
                socket.close();
                throw e;
            }
        }
    }

    private static void pause() throws InterruptedIOException {
        try {
            Thread.sleep(RETRY_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting to connect");
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
