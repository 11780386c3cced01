package org.pairsbench.translator.flink;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a session cluster's REST endpoint reports about itself ({@code GET /overview}): its Flink version, the
 * TaskManagers registered and their slots. Read before a run, to refuse an address where no Flink answers in
 * seconds and to name the deployment in the run's records.
 */
record ClusterOverview(String version, int taskManagers, int slotsTotal, int slotsAvailable) {

    /** @throws IOException in one line, when nothing answers at {@code address} or what answers is not Flink */
    static ClusterOverview fetch(ClusterAddress address, Duration timeout) throws IOException {
        // A plain connection first: its failure says what happened ("Connection refused", "connect timed out", an
        // unknown host) where the HTTP client's says "ClosedChannelException".
        try (Socket probe = new Socket()) {
            probe.connect(new InetSocketAddress(address.host(), address.port()), (int) timeout.toMillis());
        } catch (IOException e) {
            throw new IOException("no Flink REST endpoint answers there ("
                    + (e instanceof java.net.UnknownHostException ? "unknown host " : "") + e.getMessage() + ")");
        }
        HttpClient client = HttpClient.newBuilder().connectTimeout(timeout).build();
        URI uri = URI.create("http://" + address + "/overview");
        HttpResponse<String> response;
        try {
            response = client.send(HttpRequest.newBuilder(uri).timeout(timeout).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        } catch (IOException e) {
            throw new IOException("no Flink REST endpoint answered within " + timeout.toSeconds() + " s (" + FlinkEngine.rootCause(e)
                    + ")");
        }
        String body = response.body();
        String version = field(body, "\"flink-version\"\\s*:\\s*\"([^\"]*)\"");
        String taskManagers = field(body, "\"taskmanagers\"\\s*:\\s*(\\d+)");
        String slotsTotal = field(body, "\"slots-total\"\\s*:\\s*(\\d+)");
        String slotsAvailable = field(body, "\"slots-available\"\\s*:\\s*(\\d+)");
        if (response.statusCode() != 200 || version == null || taskManagers == null || slotsTotal == null
                || slotsAvailable == null) {
            throw new IOException("what answers there is not a Flink REST endpoint (GET /overview: HTTP "
                    + response.statusCode() + ")");
        }
        return new ClusterOverview(version, Integer.parseInt(taskManagers), Integer.parseInt(slotsTotal),
                Integer.parseInt(slotsAvailable));
    }

    private static String field(String json, String regex) {
        Matcher m = Pattern.compile(regex).matcher(json);
        return m.find() ? m.group(1) : null;
    }
}
