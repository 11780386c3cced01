package org.pairsbench.harness.sink;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Date;
import java.util.function.Supplier;
import org.pairsbench.api.model.Indicator;
import org.pairsbench.api.model.MarketOrder;

/**
 * Writes answers as a FINCoS 2.4 sink log (spec/answer-log.md, "FINCoS sink logs"; spec/fincos.md),
 * response-time mode END_TO_END at nanosecond resolution, fieldsToLog=all, sampling 1.0, so FINCoS users and tools can
 * read the run. Records: {@code logTS,stream,<answer fields>,causerTS,arrivalTS}, where the answer fields
 * are the record components in declaration order up to inputTickTS, causerTS is the trigger's TS (the
 * schema's last attribute, inputTS) and arrivalTS the sink's arrival reading, both ns on the harness clock:
 * <pre>
 * logTS,Indicator,strategy,ratio,avgRatio,upperBand,lowerBand,inputTickTS,causerTS,arrivalTS
 * logTS,MarketOrder,strategy,type,symbol,price,size,inputTickTS,causerTS,arrivalTS
 * </pre>
 * An answer whose inputTickTS names no trigger keeps the TS the engine carried as causerTS (or
 * {@link Indicator#NO_TS}).
 */
public final class FincosSinkLog extends PendingLog {

    public static final String SINK_ALIAS = "SINK01";

    private final StringBuilder line = new StringBuilder(160);
    private final Supplier<String> connection;
    private final Date startTime;

    /** Creates {@code file} (under a temporary name until {@link #close()}); the 8-line header comes first. */
    public FincosSinkLog(Path file, String connection, Date startTime) {
        this(file, () -> connection, startTime);
    }

    /** @param connection the engine's description, asked for when the header is written */
    public FincosSinkLog(Path file, Supplier<String> connection, Date startTime) {
        super(file);
        this.connection = connection;
        this.startTime = startTime;
    }

    @Override
    protected void header() throws IOException {
        out.write("FINCoS Sink Log File.\n"
                + " Sink Alias: " + SINK_ALIAS + "\n"
                + " Sink Address: 127.0.0.1\n"
                + " Connection: " + oneLine(connection.get()) + "\n"
                + " Start time: " + startTime + "\n"
                + " Response Time Mode: END_TO_END\n"
                + " Response Time Resolution: nanoseconds\n"
                + " Log Sampling rate: 1.0\n");
    }

    @Override
    public void write(Arrival a, long triggerTS) throws IOException {
        headed();
        StringBuilder b = line;
        b.setLength(0);
        b.append(System.currentTimeMillis()).append(',');
        long causer = triggerTS != Arrival.NO_TRIGGER ? triggerTS : a.answer().inputTS();
        if (a.answer() instanceof Indicator i) {
            b.append("Indicator,").append(i.strategy()).append(',').append(i.ratio()).append(',')
                    .append(i.avgRatio()).append(',').append(i.upperBand()).append(',').append(i.lowerBand())
                    .append(',').append(i.inputTickTS());
        } else {
            MarketOrder o = (MarketOrder) a.answer();
            b.append("MarketOrder,").append(o.strategy()).append(',').append(o.type()).append(',')
                    .append(o.symbol()).append(',').append(o.price()).append(',').append(o.size())
                    .append(',').append(o.inputTickTS());
        }
        b.append(',').append(causer).append(',').append(a.arrivalNanos()).append('\n');
        out.append(b);
    }
}
