package org.pairsbench.process;

import java.io.IOException;
import java.util.Map;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.api.engine.EngineOptions;

/**
 * Where the engine is (a command to start or a host:port to connect to) and how long each step may take, read
 * from the engine options once, so a bad value is refused before anything starts.
 */
record ProcessSettings(String command, String host, int port, String kafka, long deployTimeoutMillis,
                       long finishTimeoutMillis, long stallTimeoutMillis, int connectTimeoutMillis,
                       KafkaTransport transport) {

    static final String COMMAND = "command";
    static final String CONNECT = "connect";
    static final String KAFKA = "kafka";
    static final String DEPLOY_TIMEOUT = "deployTimeout";
    static final String FINISH_TIMEOUT = "finishTimeout";
    static final String STALL_TIMEOUT = "stallTimeout";
    static final String CONNECT_TIMEOUT = "connectTimeout";
    static final int DEFAULT_DEPLOY_SECONDS = 120;
    static final int DEFAULT_FINISH_SECONDS = 60;
    static final int DEFAULT_STALL_SECONDS = 30;
    static final int DEFAULT_CONNECT_SECONDS = 10;

    static ProcessSettings of(EngineOptions options) {
        String command = options.find(COMMAND).filter(c -> !c.isBlank()).orElse(null);
        String connect = options.find(CONNECT).filter(c -> !c.isBlank()).orElse(null);
        String kafka = options.find(KAFKA).filter(c -> !c.isBlank()).orElse(null);
        int given = (command != null ? 1 : 0) + (connect != null ? 1 : 0) + (kafka != null ? 1 : 0);
        if (given != 1) {
            throw new InvalidInputException("engine '" + ProcessEngineFactory.NAME + "' needs exactly one of "
                    + "--engine-opt command='...' (a command to start), --engine-opt connect=HOST:PORT and "
                    + "--engine-opt kafka=HOST:PORT (a Kafka broker)" + (given == 0 ? ", got none" : ", got " + given));
        }
        if (kafka != null && !isBootstrap(kafka)) {
            throw options.bad(KAFKA, kafka, "HOST:PORT[,HOST:PORT...] of a Kafka broker");
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
        return new ProcessSettings(command, host, port, kafka, seconds(options, DEPLOY_TIMEOUT),
                seconds(options, FINISH_TIMEOUT), seconds(options, STALL_TIMEOUT),
                (int) Math.min(Integer.MAX_VALUE, seconds(options, CONNECT_TIMEOUT)), null);
    }

    /** Whether {@code address} is a Kafka bootstrap list: HOST:PORT[,HOST:PORT...]. */
    static boolean isBootstrap(String address) {
        return address.matches("[^:,\\s]+:\\d{1,5}(,[^:,\\s]+:\\d{1,5})*");
    }

    /** How failure messages begin: the engine's name, and with a named engine behind Kafka, where it is. */
    String prefix() {
        return transport != null ? transport.prefix() : ProcessEngine.PREFIX;
    }

    private static long seconds(EngineOptions options, String key) {
        long s = options.getLong(key);
        if (s <= 0 || s > 1_000_000) {
            throw options.bad(key, options.get(key), "a positive number of seconds");
        }
        return s * 1000;
    }

    /** "command 'x'", "host:port" or "Kafka host:port", for messages and the engine's description. */
    String target() {
        if (kafka != null) {
            return "Kafka " + kafka;
        }
        return command != null ? "command '" + RecordCodec.quote(command) + "'" : host + ":" + port;
    }

    Connection open() throws IOException {
        if (kafka != null) {
            return transport != null ? transport.open(connectTimeoutMillis)
                    : KafkaConnection.open(kafka, connectTimeoutMillis, stallTimeoutMillis, null, Map.of());
        }
        return command != null ? CommandConnection.start(command)
                : SocketConnection.open(host, port, connectTimeoutMillis);
    }
}
