package dev.tablewright.capacity;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/** DynamoDB prices used for monthly cost, from a properties file (us-east-1 list prices by default). */
public record Prices(String region, double readPerMillion, double writePerMillion, double rcuHour, double wcuHour,
                     double targetUtilization) {
    public static final double HOURS_PER_MONTH = 730;
    public static final double SECONDS_PER_MONTH = HOURS_PER_MONTH * 3600;

    public static Prices defaults() {
        try (InputStream in = Prices.class.getResourceAsStream("prices-us-east-1.properties")) {
            Properties p = new Properties();
            p.load(in);
            return of(p);
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("the default price table is missing from the build", e);
        }
    }

    /** Reads a price file; a missing key keeps the default. */
    public static Prices load(Path file) throws IOException {
        Properties p = new Properties();
        try (InputStream in = Prices.class.getResourceAsStream("prices-us-east-1.properties")) {
            p.load(in);
        }
        try (Reader reader = Files.newBufferedReader(file)) {
            p.load(reader);
        }
        try {
            return of(p);
        } catch (NumberFormatException e) {
            throw new IOException(file + ": a price is not a number (" + e.getMessage() + ")");
        }
    }

    private static Prices of(Properties p) {
        return new Prices(p.getProperty("region", "us-east-1"),
                Double.parseDouble(p.getProperty("onDemand.readPerMillion")),
                Double.parseDouble(p.getProperty("onDemand.writePerMillion")),
                Double.parseDouble(p.getProperty("provisioned.rcuHour")),
                Double.parseDouble(p.getProperty("provisioned.wcuHour")),
                Double.parseDouble(p.getProperty("provisioned.targetUtilization")));
    }
}
