package org.pairsbench.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import org.pairsbench.api.engine.Engine;

/**
 * The engine side over TCP ({@code pairs serve --port P}): accepts connections one after another, each one
 * stream served by a fresh engine ({@link EngineServer}), so that a kit may open one connection per run or per
 * conformance scenario. A connection that comes while another is served waits in the listen backlog.
 *
 * <p>Closing: after its last record (Done, or an Error) the server ends its output (a FIN, so the kit reads every
 * record and then the end), reads the kit's input to its end, and only then closes. Closing with unread input
 * would reset the connection, and a reset may discard records the kit has not read yet: the Error that says why.
 */
public final class ListeningEngineServer {

    /** How long the server waits, after its last record, for the kit to end its input before it closes anyway. */
    static final int DRAIN_MILLIS = 10_000;

    /**
     * How long a connection may stay silent after it is accepted: the server serves one connection at a time, so
     * a client that connects and says nothing would hold every kit after it. A kit writes its handshake at once.
     */
    static final int HANDSHAKE_MILLIS = 30_000;

    /** Makes the engine for one connection. */
    @FunctionalInterface
    public interface EngineMaker {
        Engine create() throws Exception;
    }

    private final ServerSocket listening;
    private final String name;
    private final EngineMaker engines;
    private final PrintStream log;

    /**
     * @param listening bound, not yet accepting
     * @param name      the engine's name for messages, e.g. "reference"
     * @param log       where each connection's end is reported (stderr; never the protocol's stream)
     */
    public ListeningEngineServer(ServerSocket listening, String name, EngineMaker engines, PrintStream log) {
        this.listening = listening;
        this.name = name;
        this.engines = engines;
        this.log = log;
    }

    /**
     * Serves {@code streams} connections (null: until the process is stopped or the socket closed) and returns the
     * last one's exit code ({@link EngineServer#EXIT_OK}, {@link EngineServer#EXIT_FAILED} or
     * {@link EngineServer#EXIT_BAD_INPUT}).
     */
    public int serve(Integer streams) throws IOException {
        int exit = EngineServer.EXIT_OK;
        for (int served = 0; streams == null || served < streams; served++) {
            try (Socket socket = listening.accept()) {
                // Answers leave in small writes when the kit paces ticks: no Nagle delay.
                socket.setTcpNoDelay(true);
                exit = serveOne(socket);
                log.println("pairs serve: connection " + (served + 1) + " from " + socket.getRemoteSocketAddress()
                        + " ended with exit code " + exit);
            }
        }
        return exit;
    }

    private int serveOne(Socket socket) throws IOException {
        OutputStream out = new HalfClosingOutput(socket);
        int exit;
        Engine engine;
        try {
            engine = engines.create();
        } catch (Exception e) {
            String reason = "cannot create engine '" + name + "': " + e;
            log.println("pairs serve: " + reason);
            EngineServer.refuse(out, reason);
            drain(socket);
            return EngineServer.EXIT_FAILED;
        }
        try (engine) {
            exit = new EngineServer(engine, name, log).serve(heardWithin(socket, HANDSHAKE_MILLIS), out);
        } catch (Exception e) {
            // The stream was served; only the engine's close failed.
            log.println("pairs serve: engine '" + name + "' threw in close(): " + e);
            exit = EngineServer.EXIT_FAILED;
        }
        drain(socket);
        return exit;
    }

    /**
     * The socket's input, which must start within {@code millis} (else a read fails, saying so); once a byte came,
     * reads wait as long as the stream takes.
     */
    static InputStream heardWithin(Socket socket, int millis) throws IOException {
        socket.setSoTimeout(millis);
        return new java.io.FilterInputStream(socket.getInputStream()) {
            private boolean heard;

            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                int n;
                try {
                    n = in.read(b, off, len);
                } catch (SocketTimeoutException e) {
                    throw new SocketTimeoutException("nothing came within " + millis + " ms of connecting (no "
                            + "handshake)");
                }
                if (!heard && n != 0) {
                    heard = true;
                    socket.setSoTimeout(0);
                }
                return n;
            }
        };
    }

    /** Reads and drops the kit's input up to its end, for at most {@link #DRAIN_MILLIS}. */
    private static void drain(Socket socket) {
        try {
            socket.setSoTimeout(DRAIN_MILLIS);
            InputStream in = socket.getInputStream();
            byte[] buffer = new byte[1 << 16];
            while (in.read(buffer) >= 0) {
                // dropped: the stream is over
            }
        } catch (SocketTimeoutException e) {
            // The kit keeps its side open: close anyway.
        } catch (IOException e) {
            // The kit is gone already.
        }
    }
}
