package dev.tablewright.dynamo;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Keeps DynamoDB Local's internals quiet. Its sqlite4java logs through java.util.logging and
 * warns with a stack trace for every job a stopping server cuts short ("job exception", "readonly
 * database"); the request that met it already fails with its own message, so those are shown only
 * when severe. Local's log4j2.xml sends nothing of Local's own loggers anywhere, and Jetty and the
 * AWS SDK log through SLF4J at warnings (simplelogger.properties).
 */
final class LocalLogging {
    /** Held so the level is not lost when java.util.logging lets go of an unreferenced logger. */
    private static final Logger SQLITE = Logger.getLogger("com.almworks.sqlite4java");

    private LocalLogging() {
    }

    static void quiet() {
        if (SQLITE.getLevel() == null) { // a level set on the command line or in a logging.properties wins
            SQLITE.setLevel(Level.SEVERE);
        }
    }
}
