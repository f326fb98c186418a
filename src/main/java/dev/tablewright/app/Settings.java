package dev.tablewright.app;

import dev.tablewright.dynamo.AppDirs;
import dev.tablewright.formats.AtomicFiles;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** What the window remembers between runs (last model, window size), in settings.properties. Never a secret. */
final class Settings {
    private final Path file;
    private final Properties values = new Properties();

    Settings(Path file) {
        this.file = file;
        try {
            if (Files.isRegularFile(file)) {
                values.load(new StringReader(Files.readString(file)));
            }
        } catch (IOException | IllegalArgumentException e) {
            values.clear(); // unreadable settings are not worth stopping for: start fresh
        }
    }

    static Settings load() {
        return new Settings(AppDirs.configDir().resolve("settings.properties"));
    }

    Optional<Path> lastModel() {
        return Optional.ofNullable(values.getProperty("lastModel")).map(Path::of).filter(Files::isRegularFile);
    }

    void lastModel(Path path) {
        values.setProperty("lastModel", path.toAbsolutePath().toString());
        save();
    }

    /** The models opened last, newest first, that still exist (at most 8). */
    List<Path> recentModels() {
        return Arrays.stream(values.getProperty("recent", "").split("\n")).filter(s -> !s.isBlank())
                .map(Path::of).filter(Files::isRegularFile).toList();
    }

    void modelOpened(Path path) {
        String absolute = path.toAbsolutePath().normalize().toString();
        List<String> recent = new ArrayList<>(List.of(absolute));
        recentModels().stream().map(Path::toString).filter(p -> !p.equals(absolute)).limit(7).forEach(recent::add);
        values.setProperty("recent", String.join("\n", recent));
        lastModel(path);
    }

    boolean dark() {
        return Boolean.parseBoolean(values.getProperty("theme.dark", "false"));
    }

    void dark(boolean dark) {
        values.setProperty("theme.dark", Boolean.toString(dark));
        save();
    }

    /** The window's width when last closed, or 0 when it has never been closed. */
    double width() {
        return number("window.width", 0);
    }

    /** The window's height when last closed, or 0 when it has never been closed. */
    double height() {
        return number("window.height", 0);
    }

    void windowSize(double width, double height) {
        values.setProperty("window.width", Long.toString(Math.round(width)));
        values.setProperty("window.height", Long.toString(Math.round(height)));
        save();
    }

    private double number(String key, double fallback) {
        try {
            return Double.parseDouble(values.getProperty(key, Double.toString(fallback)));
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    private void save() {
        try {
            StringWriter text = new StringWriter();
            values.store(text, "Tablewright settings");
            AtomicFiles.write(file, text.toString().getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // settings are a convenience; failing to keep them must not disturb the work
        }
    }
}
