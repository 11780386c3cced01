package org.pairsbench.site;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Each engine's Pairs result: its best p_score among the runs that stand as one ({@code standing.pairsResult}).
 * An engine without such a run is listed apart with its best run and why that run does not stand.
 */
public final class Leaderboard {

    /**
     * Best first: the higher p_score; then, so that equal scores order the same way every time, the higher scale
     * factor and the run's path. Runs without a p_score come last.
     */
    static final Comparator<PublishedRun> BEST_FIRST = Comparator
            .comparing((PublishedRun r) -> r.pScore() == null ? Double.NEGATIVE_INFINITY : r.pScore()).reversed()
            .thenComparing(Comparator.comparingInt(PublishedRun::scaleFactor).reversed())
            .thenComparing(PublishedRun::path);

    /**
     * @param standing the engines with a Pairs result, best p_score first, one run each
     * @param without  the engines without one, by name, each with its best run
     */
    public record Board(List<PublishedRun> standing, List<PublishedRun> without) {
    }

    private Leaderboard() {
    }

    public static Board of(List<PublishedRun> runs) {
        Map<String, List<PublishedRun>> byEngine = new TreeMap<>();
        for (PublishedRun r : runs) {
            byEngine.computeIfAbsent(r.engine(), e -> new ArrayList<>()).add(r);
        }
        List<PublishedRun> standing = new ArrayList<>();
        List<PublishedRun> without = new ArrayList<>();
        for (List<PublishedRun> engineRuns : byEngine.values()) {
            engineRuns.stream().filter(PublishedRun::standing).min(BEST_FIRST).ifPresentOrElse(standing::add,
                    () -> without.add(engineRuns.stream().min(BEST_FIRST).orElseThrow()));
        }
        standing.sort(BEST_FIRST.thenComparing(PublishedRun::engine));
        return new Board(List.copyOf(standing), List.copyOf(without));
    }
}
