package dev.tablewright.dynamo;

import java.nio.file.Path;
import java.util.Locale;

/**
 * Where Tablewright keeps its files. With the system property {@code tablewright.home} set, both
 * settings and data live under it (tests use this); otherwise settings go to {@code ~/.tablewright}
 * and data (DynamoDB Local's persisted tables) to the platform's application-data folder.
 */
public final class AppDirs {
    public static final String HOME_PROPERTY = "tablewright.home";

    private AppDirs() {
    }

    /** The folder for settings (never secrets). */
    public static Path configDir() {
        String home = System.getProperty(HOME_PROPERTY);
        if (home != null && !home.isBlank()) {
            return Path.of(home);
        }
        return Path.of(System.getProperty("user.home"), ".tablewright");
    }

    /** The folder for data: Local's persisted tables live in {@code dataDir().resolve("dynamodb-local")}. */
    public static Path dataDir() {
        String home = System.getProperty(HOME_PROPERTY);
        if (home != null && !home.isBlank()) {
            return Path.of(home, "data");
        }
        String userHome = System.getProperty("user.home");
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("win")) {
            String appData = System.getenv("APPDATA");
            return appData != null ? Path.of(appData, "Tablewright") : Path.of(userHome, "AppData", "Roaming", "Tablewright");
        }
        if (os.contains("mac")) {
            return Path.of(userHome, "Library", "Application Support", "Tablewright");
        }
        String xdg = System.getenv("XDG_DATA_HOME");
        return xdg != null && !xdg.isBlank() ? Path.of(xdg, "tablewright") : Path.of(userHome, ".local", "share", "tablewright");
    }

    /** The default folder for DynamoDB Local's persisted tables. */
    public static Path localDataDir() {
        return dataDir().resolve("dynamodb-local");
    }
}
