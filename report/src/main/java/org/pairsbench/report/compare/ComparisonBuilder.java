package org.pairsbench.report.compare;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.pairsbench.api.InvalidInputException;
import org.pairsbench.core.scale.ScaleFactor;
import org.pairsbench.harness.record.RunFigures;
import org.pairsbench.harness.record.RunStore;
import org.pairsbench.validation.Verdict;

/**
 * Picks runs from the run database's rows and lays them out as a {@link Comparison}. When several selected runs
 * share an engine and a scale factor, the table shows the most recent one (highest id) that passed validation,
 * else the most recent one; every selected run is still listed.
 */
public final class ComparisonBuilder {

    private ComparisonBuilder() {
    }

    /**
     * @param rows    all runs of the database, oldest first
     * @param figures what each run's p99 rests on, by id ({@link RunStore#figures()})
     * @param ids     runs to compare; empty: every run that matches the filters
     * @param engine  only runs of this engine, or null
     * @param profile only runs with this profile, or null
     */
    public static Comparison build(List<RunStore.RunRow> rows, Map<Long, RunFigures> figures, List<Long> ids,
                                   String engine, String profile) {
        Map<Long, RunStore.RunRow> byId = new LinkedHashMap<>();
        rows.forEach(r -> byId.put(r.id(), r));
        for (long id : ids) {
            if (!byId.containsKey(id)) {
                throw new InvalidInputException("no run with id " + id + " in the run database");
            }
        }
        List<RunStore.RunRow> selected = new ArrayList<>();
        for (RunStore.RunRow r : rows) {
            boolean picked = ids.isEmpty() || ids.contains(r.id());
            if (picked && (engine == null || engine.equals(r.engine())) && (profile == null || profile.equals(r.profile()))) {
                selected.add(r);
            }
        }
        Set<String> engines = new LinkedHashSet<>();
        Map<Integer, Map<String, RunStore.RunRow>> shown = new TreeMap<>();
        for (RunStore.RunRow r : selected) {
            engines.add(r.engine());
            // Rows come oldest first, so among runs of the same rank the newest wins.
            shown.computeIfAbsent(r.scaleFactor(), sf -> new LinkedHashMap<>()).merge(r.engine(), r,
                    (old, now) -> rank(now, figures) >= rank(old, figures) ? now : old);
        }
        List<Comparison.Row> table = new ArrayList<>();
        shown.forEach((sfValue, cells) -> {
            ScaleFactor sf = ScaleFactor.of(sfValue);
            Map<String, Comparison.Cell> byEngine = new LinkedHashMap<>();
            for (String e : engines) {
                RunStore.RunRow r = cells.get(e);
                if (r != null) {
                    RunFigures f = figures(figures, r);
                    BigDecimal pScore = passed(r) ? r.pScore() : null;
                    byEngine.put(e, new Comparison.Cell(r.id(), r.profile(), r.pacing(), f.rateFactor(), f.standard(),
                            f.standing(r.profile()), r.validation(), f.hasOrderLatency() ? r.orderP99Ms() : null,
                            f.marketOrders(), f.fewMarketOrders(), pScore, f.keptUp()));
                }
            }
            table.add(new Comparison.Row(sfValue, sf.basisRate(), sf.strategies(), byEngine));
        });
        List<Comparison.RunEntry> runs = new ArrayList<>();
        for (RunStore.RunRow r : selected) {
            RunFigures f = figures(figures, r);
            runs.add(new Comparison.RunEntry(r.id(), r.startedAt(), r.engine(), r.scaleFactor(), r.profile(), r.pacing(),
                    f.rateFactor(), f.standard(), r.status(), r.validation(), f.hasOrderLatency() ? r.orderP99Ms() : null,
                    f.marketOrders(), f.fewMarketOrders(), passed(r) ? r.pScore() : null, f.keptUp()));
        }
        return new Comparison(Comparison.FORMAT, new Comparison.Selection(List.copyOf(ids), engine, profile),
                List.copyOf(engines), table, runs);
    }

    private static RunFigures figures(Map<Long, RunFigures> figures, RunStore.RunRow r) {
        RunFigures f = figures.get(r.id());
        if (f == null) {
            throw new IllegalArgumentException("no figures for run " + r.id());
        }
        return f;
    }

    /**
     * Which run stands for an engine at a scale factor: a scored one, else one that passed, else any; within each,
     * a standard run before a non-standard one. A run cut short (interrupted) or flat out can pass validation on
     * what it sent but has no p_score, and must not hide the scored result in the table; a run replayed faster or
     * on a short profile must not hide a standard one.
     */
    private static int rank(RunStore.RunRow r, Map<Long, RunFigures> figures) {
        int verdict = passed(r) && r.pScore() != null ? 2 : passed(r) ? 1 : 0;
        return 2 * verdict + (figures(figures, r).standard() ? 1 : 0);
    }

    private static boolean passed(RunStore.RunRow r) {
        return r.validation() == Verdict.PASSED;
    }
}
