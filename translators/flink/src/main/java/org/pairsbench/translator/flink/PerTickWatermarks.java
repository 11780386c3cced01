package org.pairsbench.translator.flink;

import org.apache.flink.api.common.eventtime.Watermark;
import org.apache.flink.api.common.eventtime.WatermarkGenerator;
import org.apache.flink.api.common.eventtime.WatermarkOutput;

/**
 * A watermark of tickTS - 1 after every tick. Ticks come in non-decreasing tickTS, so no later tick is before it,
 * and ticks sharing the tickTS are not late. A window ending at E fires at the watermark E - 1, at the first tick
 * with tickTS >= E: the Pairs trigger. Flink's built-in strategies emit periodically (every 200 ms by default),
 * which would close periods late and at other ticks; the job sets the periodic interval to 0.
 */
final class PerTickWatermarks implements WatermarkGenerator<TickRow> {

    @Override
    public void onEvent(TickRow tick, long eventTimestamp, WatermarkOutput output) {
        output.emitWatermark(new Watermark(eventTimestamp - 1));
    }

    @Override
    public void onPeriodicEmit(WatermarkOutput output) {
    }
}
