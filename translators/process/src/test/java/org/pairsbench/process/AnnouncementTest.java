package org.pairsbench.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pairsbench.api.InvalidInputException;

/** The announcement of a Kafka stream: what it says on the wire, and which servers refuse it. */
class AnnouncementTest {

    @Test
    void aNamedEngineAndItsOptionsTravelAsLinesAndComeBackTheSame() throws MalformedRecord {
        Announcement a = new Announcement("0123456789abcdef", "esper", Map.of("threads", "2", "mode", "a,b c"));
        assertEquals("Stream,0123456789abcdef,esper\nOption,mode,a,b c\nOption,threads,2", a.value());
        assertEquals(a, Announcement.parse(a.value()));
    }

    @Test
    void aStreamOfDriverProcessesSaysHowManyOnItsLastLine() throws MalformedRecord {
        Announcement a = new Announcement("0123456789abcdef", "esper", Map.of("threads", "2"), 3);
        assertEquals("Stream,0123456789abcdef,esper\nOption,threads,2\nDrivers,3", a.value());
        assertEquals(a, Announcement.parse(a.value()));
        assertEquals(0, Announcement.parse("Stream,ab,esper\nOption,threads,2").drivers());
        assertEquals("line 2 is not Drivers,N with N from 1 to 999999",
                assertThrows(MalformedRecord.class, () -> Announcement.parse("Stream,ab,esper\nDrivers,0")).getMessage());
    }

    @Test
    void anAnnouncementWithoutEngineIsTheProcessEnginesAndAnyServerTakesIt() throws MalformedRecord {
        Announcement a = Announcement.parse("Stream,0123456789abcdef");
        assertNull(a.engine());
        assertNull(a.refusal("esper", Map.of("threads", "2")));
    }

    @Test
    void aServerOfAnotherEngineRefusesNamingBoth() {
        Announcement a = new Announcement("ab", "reference", Map.of());
        assertEquals("this engine server runs engine 'esper', the kit asked for engine 'reference'",
                a.refusal("esper", Map.of()));
        assertNull(a.refusal("reference", Map.of()));
    }

    @Test
    void aServerOfTheSameEngineWithOtherOptionsRefusesNamingTheOption() {
        Announcement a = new Announcement("ab", "esper", Map.of("threads", "2"));
        assertEquals("this engine server runs engine 'esper' with option threads='4', the kit asked for '2'",
                a.refusal("esper", Map.of("threads", "4")));
        assertEquals("this engine server runs engine 'esper' with option threads=(none), the kit asked for '2'",
                a.refusal("esper", Map.of()));
    }

    @Test
    void malformedAnnouncementsAreRefused() {
        assertEquals("expected Stream,ID[,ENGINE] first",
                assertThrows(MalformedRecord.class, () -> Announcement.parse("Stream,bad id")).getMessage());
        assertEquals("line 2 is not Option,KEY,VALUE of an engine",
                assertThrows(MalformedRecord.class, () -> Announcement.parse("Stream,ab,esper\nthreads=2")).getMessage());
        assertEquals("line 2 is not Option,KEY,VALUE of an engine", assertThrows(MalformedRecord.class,
                () -> Announcement.parse("Stream,ab\nOption,threads,2")).getMessage(), "options without an engine");
    }

    @Test
    void anOptionValueWithALineBreakCannotBeAnnounced() {
        assertEquals("engine option 'command' cannot be announced on Kafka: no commas or white space in its key, "
                        + "no line break in its value", assertThrows(InvalidInputException.class,
                () -> Announcement.requireAnnounceable("process", Map.of("command", "a\nb"))).getMessage());
    }
}
