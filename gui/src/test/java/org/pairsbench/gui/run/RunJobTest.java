package org.pairsbench.gui.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.core.profile.ProfileLength;
import org.pairsbench.harness.measure.SecondStats;
import org.pairsbench.harness.record.RunStatus;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.harness.run.RunSetup;
import org.pairsbench.validation.Verdict;

/** The Run window's run and its states, IDLE to RUNNING to DONE, CANCELLED or FAILED, with the reference engine. */
class RunJobTest {

    @TempDir
    Path tmp;

    /** What the window would hear, heard on the run's own thread (the executor runs at once). */
    private static class Heard implements RunJob.Listener {
        final List<RunJob.State> states = new CopyOnWriteArrayList<>();
        final List<String> phases = new CopyOnWriteArrayList<>();
        final List<SecondStats> seconds = new CopyOnWriteArrayList<>();

        @Override
        public void stateChanged(RunJob job) {
            states.add(job.state());
        }

        @Override
        public void phase(String line) {
            phases.add(line);
        }

        @Override
        public void second(SecondStats row) {
            seconds.add(row);
        }
    }

    private RunSetup smoke(String rate, String data) {
        return new RunForm("reference", Map.of(), "1", ProfileLength.SMOKE, rate, data, "",
                tmp.resolve("results").toString()).setup(RunFormTest.REFERENCE, "test");
    }

    private static void awaitEnd(RunJob job) throws InterruptedException {
        job.thread().join(120_000);
        assertFalse(job.thread().isAlive(), "the run's thread ended");
    }

    @Test
    void aRunGoesFromIdleToRunningToDoneAndIsRecorded() throws Exception {
        Heard heard = new Heard();
        RunJob job = new RunJob(Runnable::run, heard);
        assertEquals(RunJob.State.IDLE, job.state());

        job.start(smoke("40", null));
        assertThrows(IllegalStateException.class, () -> job.start(smoke("40", null)), "one run at a time");
        awaitEnd(job);

        assertEquals(List.of(RunJob.State.RUNNING, RunJob.State.DONE), heard.states);
        assertEquals(RunStatus.COMPLETED, job.report().status());
        assertEquals(Verdict.PASSED, job.report().validation().verdict());
        assertNull(job.error());
        assertEquals(job.report().ticksSent(), heard.seconds.stream().mapToLong(SecondStats::ticksSent).sum());
        assertTrue(heard.phases.stream().anyMatch(p -> p.contains("validating")), String.valueOf(heard.phases));
        try (RunStore store = RunStore.open(tmp.resolve("results"))) {
            assertEquals(RunStatus.COMPLETED, store.find(job.report().runId()).orElseThrow().report().status());
        }

        // Another run may follow.
        job.start(smoke("40", null));
        awaitEnd(job);
        assertEquals(RunJob.State.DONE, job.state());
    }

    @Test
    void cancelStopsTheDriveAndTheRunIsRecordedInterruptedLikeCtrlC() throws Exception {
        RunJob[] holder = new RunJob[1];
        Heard heard = new Heard() {
            @Override
            public void second(SecondStats row) {
                super.second(row);
                holder[0].cancel(); // after the first second of a 121 s drive
            }
        };
        RunJob job = new RunJob(Runnable::run, heard);
        holder[0] = job;

        job.start(smoke("1", null));
        awaitEnd(job);

        assertEquals(List.of(RunJob.State.RUNNING, RunJob.State.RUNNING, RunJob.State.CANCELLED), heard.states,
                "started, Cancel pressed, ended");
        assertTrue(job.cancelRequested());
        assertEquals(RunStatus.INTERRUPTED, job.report().status());
        assertTrue(job.report().failure().startsWith(RunJob.CANCEL_REASON + " after "), job.report().failure());
        assertTrue(job.report().driveSeconds() < 60, job.report().driveSeconds() + " s of a 121 s drive");
        try (RunStore store = RunStore.open(tmp.resolve("results"))) {
            assertEquals(RunStatus.INTERRUPTED, store.find(job.report().runId()).orElseThrow().report().status());
        }
    }

    @Test
    void inputThatCannotRunFailsInOneLineAndNothingIsRecorded() throws Exception {
        Heard heard = new Heard();
        RunJob job = new RunJob(Runnable::run, heard);
        Path missing = tmp.resolve("no-such-data");

        job.start(smoke("1", missing.toString()));
        awaitEnd(job);

        assertEquals(List.of(RunJob.State.RUNNING, RunJob.State.FAILED), heard.states);
        assertNotNull(job.error());
        assertTrue(job.error().startsWith(missing.toString()), job.error());
        assertFalse(job.error().contains("\n"));
        assertNull(job.report());
        assertFalse(Files.exists(tmp.resolve("results")), "nothing recorded, no folder made");
    }

    @Test
    void cancelBeforeAnythingRunsIsIgnoredWhenIdle() {
        Heard heard = new Heard();
        RunJob job = new RunJob(Runnable::run, heard);
        job.cancel();
        assertEquals(RunJob.State.IDLE, job.state());
        assertFalse(job.cancelRequested());
        assertEquals(List.of(), heard.states);
    }
}
