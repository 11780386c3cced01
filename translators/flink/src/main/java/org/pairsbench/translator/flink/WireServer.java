package org.pairsbench.translator.flink;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The adapter's end of the {@link Wire} to a job on a cluster in other processes: listens on an address the
 * TaskManagers reach, writes the channel's ticks to the job's source as they are queued (flushed whenever the
 * queue is empty, so a paced tick leaves at once and a burst goes in few packets) and hands the answers each sink
 * subtask writes to the channel's listener. A connection that breaks is the run's failure, named by where its task
 * runs ({@link #failure}).
 */
final class WireServer implements AutoCloseable {

    private static final int HELLO_TIMEOUT_MILLIS = 10_000;
    private static final int BATCH = 1024;

    private final Channel channel;
    private final ServerSocket server;
    private final CountDownLatch sinksEnded;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private final List<Thread> threads = new CopyOnWriteArrayList<>();
    private final List<Wire.Hello> tasks = new CopyOnWriteArrayList<>();
    private volatile String failure;
    private volatile boolean closing;
    private boolean sourceConnected;

    /** Listens on {@code address} (a free port) for the source and the {@code sinks} sink subtasks of the job. */
    WireServer(Channel channel, InetAddress address, int sinks) throws IOException {
        this.channel = channel;
        this.sinksEnded = new CountDownLatch(sinks);
        this.server = new ServerSocket();
        server.bind(new InetSocketAddress(address, 0));
        start("pairs-flink-wire-accept", this::accept);
    }

    String host() {
        return server.getInetAddress().getHostAddress();
    }

    int port() {
        return server.getLocalPort();
    }

    /**
     * Where the job's tasks run, as they said when they connected: "tick source on TaskManager pid 4242 at host,
     * answer sink 1/2 on ...", source first, sinks by subtask; empty before any connected.
     */
    String placements() {
        return tasks.stream()
                .sorted(java.util.Comparator.comparingInt((Wire.Hello h) -> h.role()).thenComparingInt(Wire.Hello::subtask))
                .map(h -> h.describe().substring("the job's ".length()))
                .collect(java.util.stream.Collectors.joining(", "));
    }

    /** What broke on the wire, or null while nothing did. */
    String failure() {
        return failure;
    }

    /** Waits until every sink subtask has written its end mark: all the job's answers have been delivered. */
    boolean awaitAnswers(long millis) throws InterruptedException {
        return sinksEnded.await(millis, TimeUnit.MILLISECONDS);
    }

    private void start(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        threads.add(thread);
        thread.start();
    }

    private void fail(String reason) {
        if (!closing && failure == null) {
            failure = reason;
        }
    }

    private void accept() {
        while (!closing) {
            Socket socket;
            try {
                socket = server.accept();
            } catch (IOException e) {
                if (!closing) {
                    fail("the adapter's wire server stopped accepting: " + e);
                }
                return;
            }
            sockets.add(socket);
            try {
                socket.setTcpNoDelay(true);
                socket.setSoTimeout(HELLO_TIMEOUT_MILLIS);
                DataInputStream in = new DataInputStream(new BufferedInputStream(socket.getInputStream(), 1 << 16));
                Wire.Hello hello = Wire.Hello.read(in);
                socket.setSoTimeout(0);
                if (!hello.channelId().equals(channel.id)) {
                    socket.close(); // a task of another run's job: not ours
                    continue;
                }
                if (hello.role() == Wire.ROLE_SOURCE && !sourceConnected) {
                    sourceConnected = true;
                    DataOutputStream out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream(),
                            1 << 16));
                    start("pairs-flink-wire-ticks", () -> writeTicks(hello, out));
                } else if (hello.role() == Wire.ROLE_SINK) {
                    start("pairs-flink-wire-answers-" + hello.subtask(), () -> readAnswers(hello, in));
                } else {
                    fail(hello.describe() + " connected a second time: the job was restarted");
                    socket.close();
                    continue;
                }
                tasks.add(hello);
                channel.started.countDown();
            } catch (IOException e) {
                closeQuietly(socket); // not a Pairs task, or one that hung up: it cannot be a part of the run
            }
        }
    }

    private void writeTicks(Wire.Hello source, DataOutputStream out) {
        List<Object> batch = new ArrayList<>(BATCH);
        try {
            while (!closing) {
                Object first = channel.ticks.poll(100, TimeUnit.MILLISECONDS);
                if (first == null) {
                    continue;
                }
                batch.add(first);
                channel.ticks.drainTo(batch, BATCH - 1);
                for (Object element : batch) {
                    if (element == Channel.END) {
                        out.writeByte(Wire.END);
                        out.flush();
                        return;
                    }
                    Wire.writeTick(out, (TickRow) element);
                }
                batch.clear();
                if (channel.ticks.isEmpty()) {
                    out.flush();
                }
            }
        } catch (IOException e) {
            fail("lost " + source.describe() + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void readAnswers(Wire.Hello sink, DataInputStream in) {
        try {
            for (AnswerRow answer = Wire.readAnswer(in); answer != null; answer = Wire.readAnswer(in)) {
                channel.deliver(answer);
            }
            sinksEnded.countDown();
        } catch (IOException e) {
            fail("lost " + sink.describe() + ": " + e.getMessage());
        } catch (RuntimeException e) {
            // The listener refused an answer: closing the connection fails the sink's next write, and so the job.
            fail("an answer of " + sink.describe() + " was refused: " + FlinkEngine.rootCause(e));
            close();
        }
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // closing anyway
        }
    }

    @Override
    public void close() {
        closing = true;
        try {
            server.close();
        } catch (IOException e) {
            // closing anyway
        }
        sockets.forEach(WireServer::closeQuietly);
        for (Thread thread : threads) {
            thread.interrupt();
        }
    }
}
