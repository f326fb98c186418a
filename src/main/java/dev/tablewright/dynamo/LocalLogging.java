package dev.tablewright.dynamo;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Keeps DynamoDB Local's internals quiet. Its sqlite4java logs through java.util.logging and
 * warns with a stack trace for every job a stopping server cuts short ("job exception", "readonly
 * database"); the request that met it already fails with its own message, so those are shown only
 * when severe. Local's own loggers use the log4j API only, and Local's log4j2.xml sends them
 * nowhere: the API's simple logger, switched off, says the same nothing without starting log4j-core
 * (its plugins and XML configuration took about half a second of every start of DynamoDB Local).
 * Jetty and the AWS SDK log through SLF4J at warnings (simplelogger.properties).
 */
final class LocalLogging {
    /** Held so the level is not lost when java.util.logging lets go of an unreferenced logger. */
    private static final Logger SQLITE = Logger.getLogger("com.almworks.sqlite4java");

    private LocalLogging() {
    }

    /** The log4j API's own logger context: no log4j-core configuration to find, parse and start. */
    static final String LOG4J_CONTEXT_FACTORY = "log4j2.loggerContextFactory";
    static final String SIMPLE_CONTEXT_FACTORY = "org.apache.logging.log4j.simple.SimpleLoggerContextFactory";
    static final String SIMPLE_LEVEL = "org.apache.logging.log4j.simplelog.level";

    static void quiet() {
        if (SQLITE.getLevel() == null) { // a level set on the command line or in a logging.properties wins
            SQLITE.setLevel(Level.SEVERE);
        }
        // before DynamoDB Local asks log4j for its first logger; a factory given on the command line wins
        if (System.getProperty(LOG4J_CONTEXT_FACTORY) == null) {
            System.setProperty(LOG4J_CONTEXT_FACTORY, SIMPLE_CONTEXT_FACTORY);
            if (System.getProperty(SIMPLE_LEVEL) == null) {
                System.setProperty(SIMPLE_LEVEL, "OFF");
            }
        }
    }
}
