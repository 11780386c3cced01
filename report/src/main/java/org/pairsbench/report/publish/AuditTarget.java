package org.pairsbench.report.publish;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.io.Sha256;
import org.pairsbench.report.result.GitRepository;
import org.pairsbench.report.result.ResultRecord;
import org.pairsbench.report.result.ResultRecords;

/**
 * What {@code pairs audit} is pointed at, turned into a bundle folder to audit: a bundle folder as it is; a bundle
 * archive, unpacked; or a result record, whose bundle is found by its SHA-256 (the archive in an evidence folder,
 * the bundle folder beside the record, or the commit and path of the repository that hold it) and checked against
 * it before anything is unpacked.
 *
 * @param bundle the bundle folder to audit
 * @param record the record the bundle was found from, or null
 * @param checks what was checked on the way, one line each
 */
public record AuditTarget(Path bundle, ResultRecord record, List<String> checks) {

    private static final Pattern SHA256_NAME = Pattern.compile("[0-9a-f]{64}" + Pattern.quote(BundleArchive.SUFFIX));

    /**
     * @param target   a bundle folder, a {@code .tar.gz} bundle archive, a result record, or a folder holding one
     * @param evidence folders to look for a record's archive in, in order (the record's own folder is looked in last)
     * @param work     an empty folder to unpack into
     */
    public static AuditTarget resolve(Path target, List<Path> evidence, Path work) {
        List<String> checks = new ArrayList<>();
        if (Files.isDirectory(target) && Files.isRegularFile(target.resolve(Bundle.NAME))) {
            return new AuditTarget(target, null, checks);
        }
        if (Files.isRegularFile(target) && target.getFileName().toString().endsWith(BundleArchive.SUFFIX)) {
            String name = target.getFileName().toString();
            if (SHA256_NAME.matcher(name).matches()) {
                String expected = name.substring(0, 64);
                requireSha256(target, expected, "its name");
                checks.add(name + ": SHA-256 as its name says");
            }
            return new AuditTarget(unpack(target, work), null, checks);
        }
        Path recordFile = Files.isDirectory(target) ? target.resolve(ResultRecord.FILE_NAME) : target;
        if (!Files.exists(recordFile)) {
            throw InvalidInputException.in(target, "not a bundle folder, a bundle archive (.tar.gz) or a result record");
        }
        ResultRecord record = ResultRecords.read(recordFile);
        Path folder = recordFile.toAbsolutePath().getParent();
        ResultRecord.Evidence e = record.evidence();
        switch (e.form()) {
            case ResultRecord.Evidence.ARCHIVE -> {
                List<Path> places = new ArrayList<>(evidence);
                places.add(folder);
                for (Path place : places) {
                    Path archive = BundleArchive.in(place, e.sha256());
                    if (Files.isRegularFile(archive)) {
                        requireSha256(archive, e.sha256(), "the record " + recordFile);
                        checks.add("bundle archive " + archive + ": SHA-256 " + e.sha256() + " as the record says");
                        return new AuditTarget(unpack(archive, work), record, checks);
                    }
                }
                throw InvalidInputException.in(recordFile, "its bundle archive " + e.sha256() + BundleArchive.SUFFIX
                        + " is in none of " + places + " (kept: " + e.kept() + "); give its folder with --evidence");
            }
            case ResultRecord.Evidence.FOLDER -> {
                Path beside = folder.resolve("bundle");
                Path bundle;
                if (Files.isRegularFile(beside.resolve(Bundle.NAME))) {
                    bundle = beside;
                } else if (e.git() != null) {
                    bundle = new GitRepository(folder).extract(e.git(), work);
                    checks.add("bundle folder " + e.git().path() + " taken from commit " + e.git().commit());
                } else {
                    throw InvalidInputException.in(recordFile, "its bundle folder is not beside it and no commit "
                            + "holds it (kept: " + e.kept() + "); give the folder itself to pairs audit");
                }
                requireSha256(bundle.resolve(Sha256Sums.NAME), e.sha256(), "the record " + recordFile);
                checks.add("the bundle's " + Sha256Sums.NAME + ": SHA-256 " + e.sha256() + " as the record says");
                return new AuditTarget(bundle, record, checks);
            }
            default -> throw InvalidInputException.in(recordFile, "the run was published without a bundle: there "
                    + "is no evidence to audit (" + e.kept() + ")");
        }
    }

    /** A difference between the record and the audited bundle's run.json, or null when they agree. */
    public static String compareWithRun(ResultRecord record, org.pairsbench.harness.record.RunReport run) {
        boolean sameScore = record.pScore() == null ? run.pScore() == null
                : run.pScore() != null && record.pScore().compareTo(run.pScore()) == 0;
        if (!sameScore || !record.validation().verdict().equals(run.validation().verdict().name())
                || record.run().scaleFactor() != run.scaleFactor() || !record.engine().name().equals(run.engine())) {
            return "the result record says " + record.engine().name() + " SF " + record.run().scaleFactor() + ", "
                    + record.validation().verdict() + ", p_score " + record.pScore() + "; the bundle's run.json "
                    + run.engine() + " SF " + run.scaleFactor() + ", " + run.validation().verdict() + ", p_score "
                    + run.pScore();
        }
        return null;
    }

    private static void requireSha256(Path file, String expected, String according) {
        if (!Files.isRegularFile(file)) {
            throw InvalidInputException.in(file, "missing");
        }
        String actual = Sha256.of(file);
        if (!actual.equals(expected)) {
            throw InvalidInputException.in(file, "SHA-256 " + actual + ", but " + according + " says " + expected
                    + ": not the bundle the record names");
        }
    }

    private static Path unpack(Path archive, Path work) {
        Path into = work.resolve("bundle");
        try {
            Files.createDirectories(into);
        } catch (IOException e) {
            throw InvalidInputException.in(into, "cannot create: " + InvalidInputException.reason(e));
        }
        BundleArchive.extract(archive, into);
        if (!Files.isRegularFile(into.resolve(Bundle.NAME))) {
            throw InvalidInputException.in(archive, "holds no " + Bundle.NAME + ": not a bundle archive");
        }
        return into;
    }
}
