package dev.tablewright.capacity;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The price table: the prices of several regions and both table classes, from the built-in
 * {@code prices.properties} (with its sources and date) and, over it, a file of the user's own or
 * single prices typed in the window. Every figure is checked on the way in: a number of 0 or more,
 * or {@code unknown}; anything else is refused with one line naming the file and the key.
 */
public final class PriceTable {
    public static final String DEFAULT_REGION = "us-east-1";
    /** The name of the user's own price file in Tablewright's settings folder, read over the built-in table. */
    public static final String USER_FILE_NAME = "prices.properties";
    static final String RESOURCE = "prices.properties";
    /** The per-class charges, as they follow {@code <region>.<class>.} in a key. */
    static final List<String> CHARGES = List.of("onDemand.readPerMillion", "onDemand.writePerMillion",
            "provisioned.rcuHour", "provisioned.wcuHour", "storagePerGbMonth");
    static final List<String> CLASSES = List.of("standard", "standardInfrequentAccess");
    private static final String UNKNOWN = "unknown";
    private static final String UTILIZATION = "provisioned.targetUtilization";
    private static final Pattern REGION = Pattern.compile("[a-z]{2}(-[a-z]+)+-\\d");
    /** A plain decimal of 0 or more (no sign, NaN, Infinity, hex or Java's 'd' suffix). */
    private static final Pattern DECIMAL = Pattern.compile("(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?");
    private static final PriceTable BUILT_IN = loadBuiltIn();

    private final Properties values;
    private final String preferredRegion;

    private PriceTable(Properties values, String preferredRegion) {
        this.values = values;
        this.preferredRegion = preferredRegion;
    }

    public static PriceTable builtIn() {
        return BUILT_IN;
    }

    private static PriceTable loadBuiltIn() {
        Properties p = new Properties();
        try (InputStream in = PriceTable.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the built-in price table " + RESOURCE + " is missing from the build");
            }
            p.load(in);
            return new PriceTable(checked(p, RESOURCE), DEFAULT_REGION);
        } catch (IOException e) {
            throw new IllegalStateException("the built-in price table cannot be read: " + e.getMessage(), e);
        }
    }

    /** The regions the table knows, in the file's order of first mention. */
    public List<String> regions() {
        List<String> regions = new ArrayList<>();
        for (String key : values.stringPropertyNames()) {
            if (key.endsWith(".name") && REGION.matcher(key.substring(0, key.length() - 5)).matches()) {
                regions.add(key.substring(0, key.length() - 5));
            }
        }
        regions.sort(null);
        regions.remove(DEFAULT_REGION);
        regions.add(0, DEFAULT_REGION);
        return List.copyOf(regions);
    }

    public boolean knows(String region) {
        return values.containsKey(region + ".name");
    }

    /** The region a user's file names with {@code region=}, else us-east-1. */
    public String preferredRegion() {
        return preferredRegion;
    }

    /** One region's prices; throws when the table does not know the region. */
    public Prices region(String region) {
        if (!knows(region)) {
            throw new IllegalArgumentException("unknown region '" + region + "': the price table knows "
                    + String.join(", ", regions()));
        }
        return new Prices(region, values.getProperty(region + ".name"), values.getProperty(region + ".source", ""),
                classPrices(region, "standard"), classPrices(region, "standardInfrequentAccess"),
                price(region + ".pitrPerGbMonth"), Double.parseDouble(values.getProperty(UTILIZATION)));
    }

    private Prices.ClassPrices classPrices(String region, String tableClass) {
        String prefix = region + "." + tableClass + ".";
        return new Prices.ClassPrices(price(prefix + CHARGES.get(0)), price(prefix + CHARGES.get(1)),
                price(prefix + CHARGES.get(2)), price(prefix + CHARGES.get(3)), price(prefix + CHARGES.get(4)));
    }

    private Double price(String key) {
        String text = values.getProperty(key, UNKNOWN).trim();
        return text.equals(UNKNOWN) ? null : Double.valueOf(text);
    }

    /**
     * The prices a user works with: the built-in table, then {@code settingsDir/prices.properties} when it exists,
     * then {@code pricesFile} (a {@code --prices} option; null for none). A bad file is one line naming it and the key.
     */
    public static PriceTable forUser(Path settingsDir, Path pricesFile) throws IOException {
        PriceTable table = builtIn().withFileIfPresent(settingsDir.resolve(USER_FILE_NAME));
        return pricesFile == null ? table : table.withFile(pricesFile);
    }

    /** This table with {@code file}'s prices over it when the file exists, else this table. */
    public PriceTable withFileIfPresent(Path file) throws IOException {
        return Files.exists(file) ? withFile(file) : this;
    }

    /**
     * This table with {@code file}'s prices over it; a bad file is one line naming it and the key. The file's
     * {@code region=} becomes the preferred region; without one, this table's preferred region stays.
     */
    public PriceTable withFile(Path file) throws IOException {
        Properties own = new Properties();
        try (Reader reader = Files.newBufferedReader(file)) {
            own.load(reader);
        } catch (NoSuchFileException e) {
            throw new IOException(file + ": no such price file");
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new IOException(file + ": not UTF-8 text (a binary file, or text in another encoding: save it as UTF-8)");
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": not a properties file (" + e.getMessage() + ")");
        }
        String region = own.getProperty("region", preferredRegion).trim();
        if (!REGION.matcher(region).matches()) {
            throw new IOException(file + ": region is '" + region + "', not a region code (such as eu-west-1)");
        }
        Properties merged = new Properties();
        merged.putAll(values);
        for (String key : own.stringPropertyNames()) {
            if (key.equals("region")) {
                continue;
            }
            String target = CHARGES.contains(key) ? region + ".standard." + key : key; // the older, region-less keys
            merged.setProperty(target, own.getProperty(key));
        }
        if (!merged.containsKey(region + ".name")) {
            merged.setProperty(region + ".name", region);
        }
        try {
            return new PriceTable(checked(merged, file.toString()), region);
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage());
        }
    }

    /** This table with one price set, as typed in the window; refused (with the reason) when not a price. */
    public PriceTable with(String key, String value) {
        Properties merged = new Properties();
        merged.putAll(values);
        merged.setProperty(key, value.trim());
        return new PriceTable(checked(merged, "price field"), preferredRegion);
    }

    /** The key of one region's charge for a table class, such as {@code us-east-1.standard.storagePerGbMonth}. */
    public static String key(String region, String tableClass, String charge) {
        return region + "." + tableClass + "." + charge;
    }

    /** Checks every key and figure; throws IllegalArgumentException naming {@code where} and the key. */
    private static Properties checked(Properties p, String where) {
        for (String key : p.stringPropertyNames()) {
            String value = p.getProperty(key).trim();
            if (key.equals(UTILIZATION)) {
                double u = number(where, key, value);
                if (u <= 0 || u > 1) {
                    throw new IllegalArgumentException(where + ": " + key + " is " + value
                            + "; it must be more than 0 and at most 1");
                }
                continue;
            }
            String[] parts = key.split("\\.", 2);
            if (parts.length < 2 || !REGION.matcher(parts[0]).matches()) {
                throw new IllegalArgumentException(where + ": '" + key + "' is not a price key (keys look like "
                        + "us-east-1.standard.onDemand.readPerMillion; see the built-in " + RESOURCE + ")");
            }
            String rest = parts[1];
            if (Set.of("name", "source").contains(rest)) {
                continue;
            }
            boolean known = rest.equals("pitrPerGbMonth") || CLASSES.stream()
                    .anyMatch(c -> rest.startsWith(c + ".") && CHARGES.contains(rest.substring(c.length() + 1)));
            if (!known) {
                throw new IllegalArgumentException(where + ": '" + key + "' is not a price key (a charge is one of "
                        + String.join(", ", CHARGES) + " under standard or standardInfrequentAccess, or pitrPerGbMonth)");
            }
            if (!value.equals(UNKNOWN)) {
                number(where, key, value);
            }
        }
        if (!p.containsKey(UTILIZATION)) {
            throw new IllegalArgumentException(where + ": " + UTILIZATION + " is missing");
        }
        return p;
    }

    private static double number(String where, String key, String value) {
        if (!DECIMAL.matcher(value).matches()) {
            throw new IllegalArgumentException(where + ": " + key + " is '" + value
                    + "', not a price (a number of 0 or more, or 'unknown')");
        }
        return Double.parseDouble(value);
    }
}
