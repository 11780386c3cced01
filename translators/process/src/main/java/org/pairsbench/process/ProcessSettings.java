package org.pairsbench.process;

import java.io.IOException;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.EngineOptions;

/**
 * Where the engine is (a command to start or a host:port to connect to) and how long each step may take, read
 * from the engine options once, so a bad value is refused before anything starts.
 */
record ProcessSettings(String command, String host, int port, long deployTimeoutMillis, long finishTimeoutMillis,
                       long stallTimeoutMillis, int connectTimeoutMillis) {

    static final String COMMAND = "command";
    static final String CONNECT = "connect";
    static final String DEPLOY_TIMEOUT = "deployTimeout";
    static final String FINISH_TIMEOUT = "finishTimeout";
    static final String STALL_TIMEOUT = "stallTimeout";
    static final String CONNECT_TIMEOUT = "connectTimeout";

    static ProcessSettings of(EngineOptions options) {
        String command = options.find(COMMAND).filter(c -> !c.isBlank()).orElse(null);
        String connect = options.find(CONNECT).filter(c -> !c.isBlank()).orElse(null);
        if ((command == null) == (connect == null)) {
            throw new InvalidInputException("engine '" + ProcessEngineFactory.NAME + "' needs exactly one of "
                    + "--engine-opt command='...' (a command to start) and --engine-opt connect=HOST:PORT"
                    + (command == null ? ", got neither" : ", got both"));
        }
        String host = null;
        int port = 0;
        if (connect != null) {
            int colon = connect.lastIndexOf(':');
            try {
                port = colon <= 0 ? -1 : Integer.parseInt(connect.substring(colon + 1));
            } catch (NumberFormatException e) {
                port = -1;
            }
            if (port < 1 || port > 65535) {
                throw options.bad(CONNECT, connect, "HOST:PORT with a port in 1..65535");
            }
            host = connect.substring(0, colon);
        }
        return new ProcessSettings(command, host, port, seconds(options, DEPLOY_TIMEOUT),
                seconds(options, FINISH_TIMEOUT), seconds(options, STALL_TIMEOUT),
                (int) Math.min(Integer.MAX_VALUE, seconds(options, CONNECT_TIMEOUT)));
    }

    private static long seconds(EngineOptions options, String key) {
        long s = options.getLong(key);
        if (s <= 0 || s > 1_000_000) {
            throw options.bad(key, options.get(key), "a positive number of seconds");
        }
        return s * 1000;
    }

    /** "command 'x'" or "host:port", for messages and the engine's description. */
    String target() {
        return command != null ? "command '" + RecordCodec.quote(command) + "'" : host + ":" + port;
    }

    Connection open() throws IOException {
        return command != null ? CommandConnection.start(command)
                : SocketConnection.open(host, port, connectTimeoutMillis);
    }
}
