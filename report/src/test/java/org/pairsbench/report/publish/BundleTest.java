package org.pairsbench.report.publish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.InputStream;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.json.Json;
import org.pairsbench.harness.record.RunFile;
import org.pairsbench.harness.record.RunFiles;
import org.pairsbench.harness.record.RunReport;
import org.pairsbench.validation.Verdict;

/** Publishing a real run and auditing the bundle, intact and tampered with. */
class BundleTest {

    @TempDir
    static Path results;

    static RunReport run;

    @TempDir
    Path dir;

    @BeforeAll
    static void recordARun() throws Exception {
        run = PublishedRun.record(results);
        assertEquals(Verdict.PASSED, run.validation().verdict(), String.valueOf(run.validation()));
        assertNotNull(run.pScore(), "the SF 1 smoke stream has a MarketOrder in the MI: " + run.pScoreNote());
    }

    private Path publish(Path out) throws Exception {
        return BundleWriter.write(results, run.runId(), PublishedRun::recorded, PublishedRun.ONE_FILE, out, false);
    }

    private BundleAudit.Result audit(Path bundle) {
        return BundleAudit.audit(bundle, null, dir, Bundle.read(bundle).kitVersion());
    }

    @Test
    void anAuditByAnotherKitVersionStillAuditsAndSaysWhichKitsDiffer() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        String made = Bundle.read(bundle).kitVersion();

        BundleAudit.Result sameKit = audit(bundle);
        BundleAudit.Result otherKit = BundleAudit.audit(bundle, null, dir, "9.9.9-other");

        assertEquals(List.of(), sameKit.notes());
        assertTrue(sameKit.checks().contains("kit " + made + ", the version that made the run"),
                String.valueOf(sameKit.checks()));
        assertTrue(otherKit.audited());
        assertEquals(1, otherKit.notes().size(), String.valueOf(otherKit.notes()));
        assertTrue(otherKit.notes().get(0).startsWith("the run was made with kit " + made + " (commit "),
                otherKit.notes().get(0));
        assertTrue(otherKit.notes().get(0).contains("this audit ran kit 9.9.9-other"), otherKit.notes().get(0));
    }

    @Test
    void aBundleOfASmallRealRunHoldsEveryFileListedAndAuditsAsAudited() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));

        List<String> files = org.pairsbench.core.io.FolderFiles.relativePaths(bundle);
        assertEquals(List.of("SHA256SUMS", "answers.log.gz", "bundle.json", "dataset/correlations.json",
                "dataset/manifest.json", "latency.hlog", "report.html", "report.json", "run.json", "strategies.xml",
                "translation/rules.txt"), files);
        assertEquals(files.subList(1, files.size()), new ArrayList<>(Sha256Sums.read(bundle).keySet()));
        Bundle b = Bundle.read(bundle);
        assertEquals(Bundle.Workload.GENERATED, b.workload().source());
        assertEquals(List.of("translation/rules.txt"), b.translation());
        assertEquals("reference 25 strategies\n", Files.readString(bundle.resolve("translation/rules.txt")));
        // This run's answer log has no header lines: the CPU model is the one run.json recorded from this machine.
        assertEquals(org.pairsbench.harness.record.CpuModel.current(), run.machine().cpu());
        assertEquals(java.util.Objects.requireNonNullElse(run.machine().cpu(), "unknown"), b.machine().cpu());

        BundleAudit.Result result = audit(bundle);

        assertEquals(List.of(), result.differences());
        assertTrue(result.audited());
        assertTrue(result.checks().stream().anyMatch(c -> c.startsWith("p_score recomputed: "
                + run.pScore().toPlainString())), String.valueOf(result.checks()));
    }

    @Test
    void anAuditShowsItsTwoLongStepsEachEndingOnItsTotal() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        long datasetTicks = org.pairsbench.datagen.Manifest.read(bundle.resolve(Bundle.DATA_SET)).totalTicks();
        org.pairsbench.core.progress.RecordedSteps steps = new org.pairsbench.core.progress.RecordedSteps();

        BundleAudit.Result result = BundleAudit.audit(bundle, null, dir, Bundle.read(bundle).kitVersion(), steps);

        assertTrue(result.audited(), String.valueOf(result.differences()));
        // the smoke data set at SF 1 is the stream the run was sent whole: both steps count the same ticks
        assertEquals(run.ticksSent(), datasetTicks);
        assertEquals(List.of("regenerating the data set (" + datasetTicks + " ticks): last told " + datasetTicks,
                "validating (" + datasetTicks + " ticks): last told " + datasetTicks), steps.lines());
    }

    @Test
    void oneChangedAnswerInTheAnswerLogDiffersNamingTheAnswerEvenWithItsHashRelisted() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        Path log = bundle.resolve(Bundle.ANSWER_LOG);
        List<String> lines = new ArrayList<>(gunzip(log).lines().toList());
        int index = 0;
        while (!lines.get(index).startsWith("Indicator,")) {
            index++;
        }
        String[] fields = lines.get(index).split(",", -1);
        fields[2] = Double.toString(Double.parseDouble(fields[2]) + 1.0); // the ratio
        lines.set(index, String.join(",", fields));
        gzip(String.join("\n", lines) + "\n", log);
        Sha256Sums.write(bundle); // as a forger would: the listing no longer catches it

        BundleAudit.Result result = audit(bundle);

        assertFalse(result.audited());
        String named = "answers.log.gz line " + (index + 1) + ": wrong Indicator " + fields[1]
                + " of the trigger at tickTS " + fields[6];
        assertTrue(result.differences().stream().anyMatch(d -> d.startsWith(named)),
                named + " in " + result.differences());
        assertTrue(result.differences().stream().anyMatch(d -> d.startsWith("validation: run.json says PASSED")),
                String.valueOf(result.differences()));
    }

    @Test
    void theBundledAnswerLogIsTheRunFoldersLogCompressedAndPublishingAgainGivesTheSameBytes() throws Exception {
        Path first = publish(dir.resolve("first"));
        Path second = publish(dir.resolve("second"));
        Path runLog = RunFiles.file(run, results, RunFile.ANSWER_LOG).orElseThrow();

        assertEquals(Files.readString(runLog, StandardCharsets.UTF_8), gunzip(first.resolve(Bundle.ANSWER_LOG)));
        assertEquals(-1L, Files.mismatch(first.resolve(Bundle.ANSWER_LOG), second.resolve(Bundle.ANSWER_LOG)));
        assertTrue(Files.size(first.resolve(Bundle.ANSWER_LOG)) < Files.size(runLog));
    }

    @Test
    void aBundleOfTheFirstFormatWithItsAnswerLogUncompressedStillAudits() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        Files.writeString(bundle.resolve(Bundle.ANSWER_LOG_PLAIN), gunzip(bundle.resolve(Bundle.ANSWER_LOG)),
                StandardCharsets.UTF_8);
        Files.delete(bundle.resolve(Bundle.ANSWER_LOG));
        setFormat(bundle, Bundle.FORMAT_1);
        Sha256Sums.write(bundle);

        BundleAudit.Result result = audit(bundle);

        assertEquals(List.of(), result.differences());
        assertEquals("answers.log", Bundle.read(bundle).answerLog());
    }

    @Test
    void aBundleOfAnUnknownFormatIsUnusableInputNamingIt() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        Path json = setFormat(bundle, "pairs-bundle/9");

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> audit(bundle));

        assertEquals(json + ": format must be 'pairs-bundle/2' (or the older 'pairs-bundle/1'), got 'pairs-bundle/9'",
                e.getMessage());
    }

    @Test
    void aChangedPScoreInRunJsonDiffers() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        Path runJson = bundle.resolve(Bundle.RUN);
        ObjectNode tree = (ObjectNode) Json.mapper().readTree(runJson.toFile());
        BigDecimal claimed = run.pScore().add(BigDecimal.ONE);
        tree.put("pScore", claimed);
        Files.writeString(runJson, Json.mapper().writeValueAsString(tree));
        Sha256Sums.write(bundle);

        BundleAudit.Result result = audit(bundle);

        // the report still shows the run's p_score, which is now not run.json's
        assertEquals(List.of("report.json: p_score " + run.pScore() + ", but run.json says " + claimed,
                "p_score: run.json says " + claimed.toPlainString() + ", recomputed from the answer log "
                + run.pScore().toPlainString()), result.differences());
    }

    @Test
    void aPScoreChangedInTheReportPageAndItsJsonDiffersNamingBothFilesEvenWithTheirHashesRelisted() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        BigDecimal claimed = run.pScore().add(BigDecimal.TEN);
        Path json = bundle.resolve("report.json");
        ObjectNode tree = (ObjectNode) Json.mapper().readTree(json.toFile());
        ((ObjectNode) tree.get("headline")).put("pScore", claimed);
        Files.writeString(json, Json.mapper().writeValueAsString(tree));
        Path html = bundle.resolve("report.html");
        String page = Files.readString(html);
        String shown = "p_score " + run.pScore().toPlainString();
        assertTrue(page.contains(shown), shown);
        Files.writeString(html, page.replace(shown, "p_score " + claimed.toPlainString()));
        Sha256Sums.write(bundle);

        List<String> differences = audit(bundle).differences();

        assertEquals(2, differences.size(), String.valueOf(differences));
        assertEquals("report.json: p_score " + claimed + ", but run.json says " + run.pScore(), differences.get(0));
        assertTrue(differences.get(1).startsWith("report.html: not the page report.json draws"), differences.get(1));
    }

    @Test
    void aReportPageEditedAloneDiffersAsNotThePageItsJsonDraws() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        Path html = bundle.resolve("report.html");
        Files.writeString(html, Files.readString(html).replace("PASSED", "PASSED with distinction"));
        Sha256Sums.write(bundle);

        List<String> differences = audit(bundle).differences();

        assertEquals(1, differences.size(), String.valueOf(differences));
        assertTrue(differences.get(0).startsWith("report.html: not the page report.json draws"), differences.get(0));
    }

    @Test
    void aReportPageOfAnotherKitCommitIsNotComparedAndTheAuditSaysSo() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        Path json = bundle.resolve(Bundle.NAME);
        ObjectNode tree = (ObjectNode) Json.mapper().readTree(json.toFile());
        tree.put("kitCommit", "0".repeat(40));
        Files.writeString(json, Json.write(tree));
        Path html = bundle.resolve("report.html");
        Files.writeString(html, Files.readString(html).replace("<body", "<body data-layout=\"of another kit\""));
        Sha256Sums.write(bundle);

        BundleAudit.Result result = audit(bundle);

        assertTrue(result.audited(), String.valueOf(result.differences()));
        assertTrue(result.notes().contains("report.html: not compared with the page report.json draws, as another kit "
                + "commit drew it (its layout may differ); report.json's figures were checked against run.json"),
                String.valueOf(result.notes()));
    }

    @Test
    void aReportJsonWhoseLatencyFiguresAreNotRunJsonsDiffersNamingEachFigure() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        Path json = bundle.resolve("report.json");
        ObjectNode tree = (ObjectNode) Json.mapper().readTree(json.toFile());
        ObjectNode headline = (ObjectNode) tree.get("headline");
        headline.put("scaleFactor", 2);
        for (var row : tree.get("latency")) {
            if (row.get("stream").asText().equals("MarketOrder") && row.get("scope").asText().equals("measurement interval")) {
                ((ObjectNode) row).put("p99Ms", row.get("p99Ms").asDouble() / 2);
            }
        }
        Files.writeString(json, Json.mapper().writeValueAsString(tree));
        Sha256Sums.write(bundle);

        List<String> differences = audit(bundle).differences();

        assertTrue(differences.contains("report.json: SF 2, but run.json says 1"), String.valueOf(differences));
        assertTrue(differences.stream().anyMatch(d -> d.startsWith(
                "report.json: MarketOrder latency (measurement interval) p99 ms ")), String.valueOf(differences));
    }

    @Test
    void aBundleJsonNamingAnotherEngineOrMachineThanRunJsonDiffers() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        Path json = bundle.resolve(Bundle.NAME);
        ObjectNode tree = (ObjectNode) Json.mapper().readTree(json.toFile());
        ((ObjectNode) tree.get("engine")).put("description", "a faster engine 2.0");
        ((ObjectNode) tree.get("machine")).put("cores", run.machine().cores() + 64);
        Files.writeString(json, Json.mapper().writeValueAsString(tree));
        Sha256Sums.write(bundle);

        List<String> differences = audit(bundle).differences();

        assertEquals(List.of("bundle.json: engine description a faster engine 2.0, but run.json says "
                + run.engineDescription(), "bundle.json: machine cores " + (run.machine().cores() + 64)
                + ", but run.json says " + run.machine().cores()), differences);
    }

    @Test
    void anAuditSaysTheHlogIsNotComparedWithRunJson() throws Exception {
        BundleAudit.Result result = audit(publish(dir.resolve("bundle")));

        assertTrue(result.checks().stream().anyMatch(c -> c.startsWith("latency.hlog: only its SHA-256 is checked")),
                String.valueOf(result.checks()));
    }

    @Test
    void aRunJsonPScoreBeyondAnyRangeIsUnusableInputInOneShortLine() throws Exception {
        for (String huge : List.of("1e2147483647", "1e999999999", "-1", "1e-999999999")) {
            Path bundle = publish(dir.resolve("bundle-" + huge));
            Path runJson = bundle.resolve(Bundle.RUN);
            ObjectNode tree = (ObjectNode) Json.mapper().readTree(runJson.toFile());
            tree.put("pScore", new BigDecimal(huge));
            Files.writeString(runJson, Json.mapper().writeValueAsString(tree));
            Sha256Sums.write(bundle);

            InvalidInputException e = assertThrows(InvalidInputException.class, () -> audit(bundle), huge);

            assertTrue(e.getMessage().startsWith(runJson + ": pScore "), e.getMessage());
            assertTrue(e.getMessage().length() < runJson.toString().length() + 200, e.getMessage());
        }
    }

    @Test
    void aBundleFolderHoldingASymbolicLinkIsRefusedNamingTheLink() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        Path outside = Files.copy(bundle.resolve("report.html"), dir.resolve("outside.html"));
        Files.delete(bundle.resolve("report.html"));
        Files.createSymbolicLink(bundle.resolve("report.html"), outside); // same bytes: the hashes alone pass it

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> audit(bundle));

        assertTrue(e.getMessage().startsWith(bundle.resolve("report.html") + ": a symbolic link"), e.getMessage());
    }

    @Test
    void aDanglingSymbolicLinkInABundleFolderIsRefusedNamingIt() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        Files.createSymbolicLink(bundle.resolve("dataset/extra"), dir.resolve("nowhere"));

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> audit(bundle));

        assertTrue(e.getMessage().startsWith(bundle.resolve("dataset/extra") + ": a symbolic link"), e.getMessage());
    }

    @Test
    void aManifestWhoseSeedWasChangedDiffersWhenTheStreamIsRegenerated() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        Path manifest = bundle.resolve(Bundle.MANIFEST);
        ObjectNode tree = (ObjectNode) Json.mapper().readTree(manifest.toFile());
        ((ObjectNode) tree.get("parameters")).put("seed", 7);
        Files.writeString(manifest, Json.mapper().writeValueAsString(tree));
        Sha256Sums.write(bundle);

        BundleAudit.Result result = audit(bundle);

        assertTrue(result.differences().stream().anyMatch(d -> d.startsWith(
                "data set: ticks.csv regenerated from its parameters has ")), String.valueOf(result.differences()));
    }

    @Test
    void aFileWhoseHashNoLongerMatchesDiffersNamingTheFile() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        Files.write(bundle.resolve("report.html"), "<!-- edited -->".getBytes(StandardCharsets.UTF_8),
                StandardOpenOption.APPEND);

        BundleAudit.Result result = audit(bundle);

        assertEquals(2, result.differences().size(), String.valueOf(result.differences()));
        assertTrue(result.differences().get(0).startsWith("report.html: SHA-256 "), result.differences().get(0));
        // and, whatever its listed hash, the page is no longer the one its JSON draws
        assertTrue(result.differences().get(1).startsWith("report.html: not the page report.json draws"),
                result.differences().get(1));
    }

    @Test
    void aFileAddedToTheBundleDiffersAsNotListed() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        Files.writeString(bundle.resolve("extra.txt"), "x");

        assertEquals(List.of("extra.txt: in the bundle but not listed in SHA256SUMS"), audit(bundle).differences());
    }

    @Test
    void aMissingListedFileIsUnusableInputNamingIt() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        Files.delete(bundle.resolve(Bundle.HLOG));

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> audit(bundle));

        assertEquals(bundle.resolve(Bundle.HLOG) + ": missing: SHA256SUMS lists it", e.getMessage());
    }

    @Test
    void aRunJsonThatIsNotJsonIsUnusableInputNamingIt() throws Exception {
        Path bundle = publish(dir.resolve("bundle"));
        Files.writeString(bundle.resolve(Bundle.RUN), "{ not json");
        Sha256Sums.write(bundle);

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> audit(bundle));

        assertTrue(e.getMessage().startsWith(bundle.resolve(Bundle.RUN) + ": "), e.getMessage());
    }

    @Test
    void aNonEmptyFolderIsRefusedUnlessReplacingIsAskedForAndThenHoldsOnlyTheBundle() throws Exception {
        Path out = Files.createDirectories(dir.resolve("taken"));
        Files.writeString(out.resolve("keep.txt"), "mine");

        InvalidInputException e = assertThrows(InvalidInputException.class, () -> publish(out));
        assertEquals(out + ": not empty: give --force to replace it with the bundle", e.getMessage());
        assertEquals("mine", Files.readString(out.resolve("keep.txt")));

        BundleWriter.write(results, run.runId(), PublishedRun::recorded, (engine, options, s) -> Optional.empty(),
                out, true);

        assertFalse(Files.exists(out.resolve("keep.txt")));
        assertTrue(audit(out).audited());
        try (var siblings = Files.list(dir)) {
            assertEquals(List.of(out), siblings.toList(), "no temporary folder is left beside the bundle");
        }
    }

    /** Rewrites bundle.json's format; returns the file. */
    private static Path setFormat(Path bundle, String format) throws Exception {
        Path json = bundle.resolve(Bundle.NAME);
        ObjectNode tree = (ObjectNode) Json.mapper().readTree(json.toFile());
        tree.put("format", format);
        Files.writeString(json, Json.mapper().writeValueAsString(tree));
        return json;
    }

    private static String gunzip(Path file) throws Exception {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static void gzip(String text, Path file) throws Exception {
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }
}
