package org.pairsbench.translator.flink;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import org.apache.flink.streaming.api.functions.source.legacy.RichSourceFunction;

/**
 * The job's input on a cluster in other processes: connects to the adapter's {@link WireServer} and reads the
 * ticks it writes, in order, until the end mark ({@link Wire}). Parallelism 1, like {@link TickSource}. The
 * connection ending without the end mark fails the job: the adapter is gone.
 */
final class SocketTickSource extends RichSourceFunction<TickRow> {

    private static final long serialVersionUID = 1L;
    private static final int CONNECT_TIMEOUT_MILLIS = 10_000;

    private final String host;
    private final int port;
    private final String channelId;
    private volatile boolean running = true;
    private transient volatile Socket socket;

    SocketTickSource(String host, int port, String channelId) {
        this.host = host;
        this.port = port;
        this.channelId = channelId;
    }

    @Override
    public void run(SourceContext<TickRow> context) throws Exception {
        try (Socket s = new Socket()) {
            socket = s;
            s.setTcpNoDelay(true);
            s.connect(new InetSocketAddress(host, port), CONNECT_TIMEOUT_MILLIS);
            DataOutputStream out = new DataOutputStream(new BufferedOutputStream(s.getOutputStream()));
            new Wire.Hello(channelId, Wire.ROLE_SOURCE, 0, 1, Wire.taskManagerHere()).write(out);
            DataInputStream in = new DataInputStream(new BufferedInputStream(s.getInputStream(), 1 << 16));
            while (running) {
                TickRow tick = Wire.readTick(in);
                if (tick == null) {
                    return;
                }
                synchronized (context.getCheckpointLock()) {
                    context.collect(tick);
                }
            }
        } catch (IOException e) {
            if (running) {
                throw new IOException("the tick stream from the Pairs adapter at " + host + ":" + port + " broke: "
                        + e, e);
            }
        }
    }

    @Override
    public void cancel() {
        running = false;
        Socket s = socket;
        if (s != null) {
            try {
                s.close(); // unblocks the read
            } catch (IOException e) {
                // closing anyway
            }
        }
    }
}
