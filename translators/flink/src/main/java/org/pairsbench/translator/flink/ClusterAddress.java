package org.pairsbench.translator.flink;

import org.pairsbench.api.engine.EngineOptions;

/** The REST address of a Flink session cluster, the value of option {@code cluster}: HOST:PORT. */
record ClusterAddress(String host, int port) {

    static ClusterAddress parse(EngineOptions options, String key) {
        String value = options.get(key).trim();
        int colon = value.lastIndexOf(':');
        if (colon <= 0 || colon == value.length() - 1) {
            throw options.bad(key, value, "HOST:PORT of a Flink cluster's REST endpoint, e.g. 127.0.0.1:8081");
        }
        int port;
        try {
            port = Integer.parseInt(value.substring(colon + 1));
        } catch (NumberFormatException e) {
            port = -1;
        }
        if (port < 1 || port > 65535) {
            throw options.bad(key, value, "HOST:PORT with a port in 1..65535");
        }
        String host = value.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        return new ClusterAddress(host, port);
    }

    @Override
    public String toString() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
}
