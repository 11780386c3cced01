package org.pairsbench.process;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pairsbench.api.engine.AnswerListener;
import org.pairsbench.api.engine.Engine;
import org.pairsbench.api.engine.EngineOptions;
import org.pairsbench.api.model.Answer;
import org.pairsbench.api.model.StockTick;
import org.pairsbench.api.model.Strategy;

/** Engines that are small sh scripts speaking (or breaking) the protocol, for the fault tests. */
final class ShellEngines {

    /** The handshake, the strategies read up to Deploy, and Ready: what every script starts with. */
    static final String GREET = "echo Pairs-Engine-Protocol,1; "
            + "while IFS= read -r l; do case \"$l\" in Deploy*) break;; esac; done; echo Ready,sh engine; ";

    static final List<Strategy> STRATEGIES = List.of(
            new Strategy("st_00001", 100_000_000L, "AAAAAA", "BBBBBB", 60, 20, 2.0, 0.2));

    static final String INDICATOR = "Indicator,st_00001,1.5,1.25,1.75,0.75,5000,,";

    private ShellEngines() {
    }

    static Engine engine(String command, String... options) {
        Map<String, String> given = new HashMap<>();
        given.put("command", command);
        for (int i = 0; i < options.length; i += 2) {
            given.put(options[i], options[i + 1]);
        }
        ProcessEngineFactory factory = new ProcessEngineFactory();
        return factory.create(EngineOptions.resolve(factory.name(), factory.options(), given));
    }

    static List<Answer> answers() {
        return Collections.synchronizedList(new ArrayList<>());
    }

    static AnswerListener into(List<Answer> answers) {
        return AnswerListener.of(answers::add);
    }

    static StockTick tick(int i) {
        return new StockTick(i % 2 == 0 ? "AAAAAA" : "BBBBBB", 1000 + i % 7, 100, i * 10L);
    }

    /** Sends up to {@code max} ticks (or until send throws), then finishes. */
    static void sendThenFinish(Engine engine, int max) throws Exception {
        for (int i = 0; i < max; i++) {
            engine.send(tick(i), i);
        }
        engine.finish();
    }
}
