package org.pairsbench.validation;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.pairsbench.core.answers.MalformedLine;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;

/**
 * The incorrect answers in one CSV, the validator's and the engine's values side by side in val_ and sut_
 * columns as in thesis Figure B.5. Fields a row's stream does not have are empty. Unreadable lines that name no
 * stream (which fail a validation too) follow as rows of kind {@code unreadable} with only sut_line and problem.
 * A result that lists only the first {@value AnswerComparison#LISTED} ends with one row of kind
 * {@code not-listed} whose problem says how many more there were.
 */
public final class IncorrectAnswersCsv {

    public static final String[] HEADER = {"kind", "stream", "strategy", "type", "inputTickTS",
        "val_symbol", "sut_symbol", "val_price", "sut_price", "val_size", "sut_size",
        "val_ratio", "sut_ratio", "val_avgRatio", "sut_avgRatio", "val_upperBand", "sut_upperBand",
        "val_lowerBand", "sut_lowerBand", "val_inputTS", "sut_inputTS", "sut_line", "problem"};

    private IncorrectAnswersCsv() {
    }

    public static void write(Path file, ComparisonResult result) {
        TextFiles.write(file, out -> write(out, result));
    }

    static void write(Writer out, ComparisonResult result) throws IOException {
        CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(HEADER)
                .setRecordSeparator('\n').build());
        for (IncorrectAnswer i : result.incorrect()) {
            Answer key = i.expected() != null ? i.expected() : i.sut();
            Object[] row = new Object[HEADER.length];
            row[0] = i.kind().name().toLowerCase(java.util.Locale.ROOT);
            row[1] = i.stream().streamName();
            if (key != null) {
                row[2] = key.strategy();
                row[3] = key instanceof MarketOrder o ? o.type() : null;
                row[4] = key.inputTickTS();
            }
            fill(row, 0, i.expected());
            fill(row, 1, i.sut());
            row[21] = i.sutLine() == 0 ? null : i.sutLine();
            row[22] = i.problem();
            csv.printRecord(row);
        }
        for (MalformedLine m : result.malformed()) {
            if (m.stream().isEmpty()) {
                Object[] row = new Object[HEADER.length];
                row[0] = "unreadable";
                row[21] = m.line();
                row[22] = m.problem();
                csv.printRecord(row);
            }
        }
        if (result.incorrectNotListed() > 0 || result.malformedNotListed() > 0) {
            Object[] row = new Object[HEADER.length];
            row[0] = "not-listed";
            row[22] = notListed(result);
            csv.printRecord(row);
        }
        csv.flush();
    }

    /** What the listing leaves out, e.g. "4900000 more incorrect answers not listed". */
    static String notListed(ComparisonResult result) {
        StringBuilder s = new StringBuilder();
        if (result.incorrectNotListed() > 0) {
            s.append(result.incorrectNotListed()).append(" more incorrect answers");
        }
        if (result.malformedNotListed() > 0) {
            s.append(s.isEmpty() ? "" : " and ").append(result.malformedNotListed()).append(" more unreadable lines");
        }
        return s.append(" not listed").toString();
    }

    /** Fills the val_ (side 0) or sut_ (side 1) columns. */
    private static void fill(Object[] row, int side, Answer a) {
        if (a instanceof MarketOrder o) {
            row[5 + side] = o.symbol();
            row[7 + side] = o.price();
            row[9 + side] = o.size();
        } else if (a instanceof Indicator ind) {
            row[11 + side] = ind.ratio();
            row[13 + side] = ind.avgRatio();
            row[15 + side] = ind.upperBand();
            row[17 + side] = ind.lowerBand();
        }
        if (a != null && a.inputTS() != Indicator.NO_TS) {
            row[19 + side] = a.inputTS();
        }
    }
}
