package org.pairsbench.harness.driver;

import java.util.ArrayList;
import java.util.List;

/**
 * A clock that only moves when asked: each reading advances it by {@code readCost} ns (so spinning ends),
 * each park by the requested time plus {@code parkOvershoot} (the timer slack of a real park).
 */
public final class FakeClock implements Clock {

    public long now;
    public long readCost = 1;
    public long parkOvershoot;
    public final List<Long> parks = new ArrayList<>();

    public FakeClock(long start) {
        this.now = start;
    }

    @Override
    public synchronized long nanoTime() {
        long t = now;
        now += readCost;
        return t;
    }

    @Override
    public synchronized void park(long nanos) {
        parks.add(nanos);
        now += nanos + parkOvershoot;
    }

    public synchronized void advance(long nanos) {
        now += nanos;
    }
}
