package org.pairsbench.translator.flink;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.apache.flink.api.common.JobID;
import org.apache.flink.api.common.JobStatus;
import org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.JsonNode;
import org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Follows a job on a session cluster through the REST endpoint's plain JSON ({@code GET /jobs/ID}, then
 * {@code /jobs/ID/exceptions} if it failed) instead of the REST client's job result: that one carries the failure as
 * a Java-serialized throwable, which Flink deserializes with the JVM's system class loader, which in the kit holds
 * no Flink class, so a failed job's result never arrived (the module README, "Findings").
 */
final class RemoteJobWatch {

    private static final long POLL_MILLIS = 200;
    /** A JobManager that does not answer for this long is taken for gone. */
    private static final long SILENCE_MILLIS = 15_000;
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(5);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final ClusterAddress address;
    private final JobID jobId;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(REQUEST_TIMEOUT).build();
    private final CompletableFuture<Void> end = new CompletableFuture<>();
    private volatile boolean tasksRunning;

    private RemoteJobWatch(ClusterAddress address, JobID jobId) {
        this.address = address;
        this.jobId = jobId;
    }

    /** Starts following the job. */
    static RemoteJobWatch watch(ClusterAddress address, JobID jobId) {
        RemoteJobWatch watch = new RemoteJobWatch(address, jobId);
        Thread thread = new Thread(watch::poll, "pairs-flink-job-watch");
        thread.setDaemon(true);
        thread.start();
        return watch;
    }

    /**
     * A future that completes when the job ends: normally if it finished, with a {@link JobFailure} naming the
     * cause if it failed or was cancelled, or if the JobManager stopped answering.
     */
    CompletableFuture<Void> end() {
        return end;
    }

    /** Whether every task of the job was RUNNING at the last poll (the job's vertices, as the REST API lists them). */
    boolean tasksRunning() {
        return tasksRunning;
    }

    private void poll() {
        long lastAnswer = System.nanoTime();
        String lastError = null;
        while (!end.isDone()) {
            try {
                JsonNode job = get("/jobs/" + jobId);
                JobStatus status = JobStatus.valueOf(job.path("state").asText());
                tasksRunning = allRunning(job.path("vertices"));
                lastAnswer = System.nanoTime();
                if (status == JobStatus.FINISHED) {
                    end.complete(null);
                } else if (status.isGloballyTerminalState()) {
                    end.completeExceptionally(new JobFailure(status == JobStatus.FAILED ? failureCause()
                            : "the job was " + status.name().toLowerCase(java.util.Locale.ROOT) + " on the cluster"));
                }
            } catch (IOException | IllegalArgumentException e) {
                // The HTTP client's refused connection says only "ClosedChannelException".
                lastError = e instanceof java.net.ConnectException ? "connection refused" : FlinkEngine.rootCause(e);
                if (System.nanoTime() - lastAnswer > SILENCE_MILLIS * 1_000_000) {
                    end.completeExceptionally(new JobFailure("the JobManager at " + address + " stopped answering ("
                            + lastError + ")"));
                }
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private static boolean allRunning(JsonNode vertices) {
        if (!vertices.isArray() || vertices.isEmpty()) {
            return false;
        }
        for (JsonNode vertex : vertices) {
            if (!vertex.path("status").asText().equals("RUNNING")) {
                return false;
            }
        }
        return true;
    }

    /**
     * The failure as the cluster reports it. With restarts off the root exception is Flink's "Recovery is
     * suppressed" wrapper; the task's own failure, which names the TaskManager that was lost, is its first cause.
     */
    private String failureCause() {
        try {
            JsonNode entry = get("/jobs/" + jobId + "/exceptions").path("exceptionHistory").path("entries").path(0);
            String trace = entry.path("stacktrace").asText("");
            String line = trace.lines().findFirst().orElse("");
            if (line.contains("Recovery is suppressed")) {
                line = trace.lines().filter(l -> l.startsWith("Caused by: ")).findFirst()
                        .map(l -> l.substring("Caused by: ".length())).orElse(line);
            }
            String where = entry.path("taskName").isTextual() ? " (task " + entry.path("taskName").asText()
                    + " on TaskManager " + entry.path("taskManagerId").asText() + ")" : "";
            return line.isEmpty() ? "the job failed (the cluster reports no exception)"
                    : line.replaceFirst("^[\\w.$]*\\.(\\w+(Exception|Error))", "$1").trim() + where;
        } catch (IOException e) {
            return "the job failed; its exceptions could not be read (" + FlinkEngine.rootCause(e) + ")";
        }
    }

    private JsonNode get(String path) throws IOException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://" + address + path))
                .timeout(REQUEST_TIMEOUT).GET().build();
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IOException("GET " + path + ": HTTP " + response.statusCode());
            }
            return JSON.readTree(response.body());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        }
    }
}
