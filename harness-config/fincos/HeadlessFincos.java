import java.io.File;
import java.lang.reflect.Method;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import pt.uc.dei.fincos.basic.Status;
import pt.uc.dei.fincos.basic.Step;
import pt.uc.dei.fincos.controller.ConnectionConfig;
import pt.uc.dei.fincos.controller.ConnectionsFileParser;
import pt.uc.dei.fincos.controller.ControllerFacade;
import pt.uc.dei.fincos.controller.DaemonServer;
import pt.uc.dei.fincos.controller.DriverConfig;
import pt.uc.dei.fincos.controller.SinkConfig;
import pt.uc.dei.fincos.controller.gui.Controller_GUI;

/**
 * Runs a FINCoS 2.4 test setup without anyone at FINCoS's controller: FINCoS's daemon, controller facade, drivers,
 * Esper adapter and sinks do the work, in this one JVM, in the order FINCoS's controller uses (load every driver,
 * then every sink; start every driver; when all have finished, stop every sink, which closes its log).
 *
 * <p>It is launched from the folder that FINCoS would run in (it holds {@code config/Connections.fcf}; the sinks
 * write {@code log/ALIAS.log} there) by {@code scripts/fincos-run.sh}, with FINCoS's jars on the class path.
 * FINCoS's drivers, sinks and configuration parser are Swing windows or need the controller's window (the parser
 * looks connections up in it), so a display is needed: the script gives it Xvfb when there is none.
 *
 * <p>Exit codes: 0 every driver finished and every sink was stopped; 1 FINCoS reported an error; 2 the setup
 * names a connection that {@code config/Connections.fcf} lacks (FINCoS would otherwise open a modal dialog and
 * wait for ever).
 */
public final class HeadlessFincos {

    private static final long POLL_MS = 1000;
    private static final long PROGRESS_EVERY_MS = 10_000;

    public static void main(String[] args) {
        try {
            run(args);
        } catch (Exception e) {
            // An uncaught exception would leave FINCoS's windows keeping the JVM alive.
            e.printStackTrace();
            System.err.println("HeadlessFincos: " + e);
            System.exit(1);
        }
    }

    private static void run(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("HeadlessFincos: usage: HeadlessFincos SETUP_XML (run from the FINCoS folder)");
            System.exit(2);
        }
        File setup = new File(args[0]).getAbsoluteFile();
        File connections = new File("config", "Connections.fcf").getAbsoluteFile();
        String missing = missingConnection(setup, connections);
        if (missing != null) {
            System.err.println("HeadlessFincos: " + setup + ": " + missing);
            System.exit(2);
        }

        startDaemon();
        // The configuration parser resolves connection names through the controller's window.
        Controller_GUI.getInstance();
        ControllerFacade facade = ControllerFacade.getInstance();
        try {
            facade.openTestSetup(setup);
        } catch (Exception e) {
            System.err.println("HeadlessFincos: " + setup + ": " + e.getMessage());
            System.exit(2);
        }
        List<DriverConfig> drivers = facade.getDriverList();
        List<SinkConfig> sinks = facade.getSinkList();
        say("test setup " + setup + ": " + drivers.size() + " driver(s), " + sinks.size() + " sink(s)");

        for (DriverConfig driver : drivers) {
            check(Boolean.TRUE.equals(facade.loadRemoteDriver(driver)), "driver " + driver.getAlias() + " did not load");
            say("driver " + driver.getAlias() + " loaded");
        }
        for (SinkConfig sink : sinks) {
            check(Boolean.TRUE.equals(facade.loadRemoteSink(sink)), "sink " + sink.getAlias() + " did not load");
            say("sink " + sink.getAlias() + " loaded");
        }
        for (DriverConfig driver : drivers) {
            facade.startRemoteDriver(driver);
            say("driver " + driver.getAlias() + " started");
        }
        awaitDrivers(facade, drivers);
        // A sink logs on the engine's thread, so once the drivers are done every answer has reached its log;
        // stopping the sink closes (flushes) the log, as the controller's Stop button does.
        for (SinkConfig sink : sinks) {
            facade.stopRemoteSink(sink);
            say("sink " + sink.getAlias() + " stopped: log/" + sink.getAlias() + ".log");
        }
        // FINCoS's windows keep the JVM alive.
        System.exit(0);
    }

    /** The daemon that FINCoS's controller asks to start drivers and sinks, here in this JVM. */
    private static void startDaemon() throws Exception {
        DaemonServer daemon = new DaemonServer();
        // DaemonServer.main would also install a security manager, which needs a policy file; start() alone is
        // what registers the daemon.
        Method start = DaemonServer.class.getDeclaredMethod("start");
        start.setAccessible(true);
        start.invoke(daemon);
    }

    private static void awaitDrivers(ControllerFacade facade, List<DriverConfig> drivers) throws Exception {
        long started = System.currentTimeMillis();
        long lastProgress = started;
        while (true) {
            Thread.sleep(POLL_MS);
            boolean allFinished = true;
            StringBuilder progress = new StringBuilder();
            for (DriverConfig driver : drivers) {
                Status status = facade.getDriverStatus(driver);
                Step step = status.getStep();
                check(step != Step.ERROR && step != Step.STOPPED && step != Step.DISCONNECTED,
                        "driver " + driver.getAlias() + " is " + step + " (see its window's messages above)");
                allFinished &= step == Step.FINISHED;
                // FINCoS's progress figure is undefined for file phases (it counts against synthetic phases only).
                progress.append(' ').append(driver.getAlias()).append(' ').append(step);
            }
            long now = System.currentTimeMillis();
            if (allFinished) {
                say("drivers finished after " + (now - started) / 1000 + " s");
                return;
            }
            if (now - lastProgress >= PROGRESS_EVERY_MS) {
                say((now - started) / 1000 + " s:" + progress);
                lastProgress = now;
            }
        }
    }

    /** What in the setup names a connection that the connections file lacks, or null. */
    private static String missingConnection(File setup, File connections) throws Exception {
        if (!setup.isFile()) {
            return "no such file";
        }
        if (!connections.isFile()) {
            return "no " + connections + " (copy the workspace's config/Connections.fcf there)";
        }
        Set<String> known = new HashSet<>();
        for (ConnectionConfig connection : ConnectionsFileParser.getConnections(connections.getPath())) {
            known.add(connection.getAlias());
        }
        Element root = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(setup).getDocumentElement();
        for (String component : new String[] {"Driver", "Sink"}) {
            NodeList elements = root.getElementsByTagName(component);
            for (int i = 0; i < elements.getLength(); i++) {
                Element element = (Element) elements.item(i);
                String connection = element.getAttribute("connection");
                if (!known.contains(connection)) {
                    return component.toLowerCase() + " " + element.getAttribute("name") + " uses the connection '"
                            + connection + "', which " + connections + " does not define";
                }
            }
        }
        return null;
    }

    private static void check(boolean condition, String failure) {
        if (!condition) {
            System.err.println("HeadlessFincos: " + failure);
            System.exit(1);
        }
    }

    private static void say(String message) {
        System.out.println("HeadlessFincos: " + message);
    }
}
