package org.pairsbench.translator.flink;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.streaming.api.functions.sink.legacy.RichSinkFunction;

/**
 * The job's output on a cluster in other processes: each subtask connects to the adapter's {@link WireServer} and
 * writes its answers ({@link Wire}), each flushed at once (an answer's latency is the benchmark's measure). The end
 * mark is written in {@link #finish}, called only when the input ended normally, so a subtask that fails or is
 * cancelled leaves its stream unterminated and the adapter knows its answers are incomplete.
 */
final class SocketAnswerSink extends RichSinkFunction<AnswerRow> {

    private static final long serialVersionUID = 1L;
    private static final int CONNECT_TIMEOUT_MILLIS = 10_000;

    private final String host;
    private final int port;
    private final String channelId;
    private transient Socket socket;
    private transient DataOutputStream out;

    SocketAnswerSink(String host, int port, String channelId) {
        this.host = host;
        this.port = port;
        this.channelId = channelId;
    }

    @Override
    public void open(OpenContext context) throws IOException {
        socket = new Socket();
        socket.setTcpNoDelay(true);
        socket.connect(new InetSocketAddress(host, port), CONNECT_TIMEOUT_MILLIS);
        out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream()));
        new Wire.Hello(channelId, Wire.ROLE_SINK, getRuntimeContext().getTaskInfo().getIndexOfThisSubtask(),
                getRuntimeContext().getTaskInfo().getNumberOfParallelSubtasks(), Wire.taskManagerHere()).write(out);
    }

    @Override
    public void invoke(AnswerRow answer, Context context) throws IOException {
        Wire.writeAnswer(out, answer);
        out.flush();
    }

    @Override
    public void finish() throws IOException {
        out.writeByte(Wire.END);
        out.flush();
    }

    @Override
    public void close() throws IOException {
        if (socket != null) {
            socket.close();
        }
    }
}
