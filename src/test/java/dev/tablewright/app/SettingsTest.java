package dev.tablewright.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsTest {
    @TempDir
    Path temp;

    @Test
    void modelOpened_whenReloaded_remembersLastModelAndRecentNewestFirst() throws Exception {
        Path file = temp.resolve("settings.properties");
        Path first = Files.writeString(temp.resolve("a.json"), "{}");
        Path second = Files.writeString(temp.resolve("b.json"), "{}");
        Settings settings = new Settings(file);
        settings.modelOpened(first);
        settings.modelOpened(second);
        settings.modelOpened(first);

        Settings reloaded = new Settings(file);

        assertThat(reloaded.lastModel()).contains(first.toAbsolutePath());
        assertThat(reloaded.recentModels()).containsExactly(first.toAbsolutePath(), second.toAbsolutePath());
    }

    @Test
    void windowSize_whenReloaded_isRemembered() {
        Path file = temp.resolve("settings.properties");
        new Settings(file).windowSize(1024.4, 700.6);

        Settings reloaded = new Settings(file);

        assertThat(reloaded.width()).isEqualTo(1024);
        assertThat(reloaded.height()).isEqualTo(701);
    }

    @Test
    void load_whenFileIsGarbage_startsWithDefaults() throws Exception {
        Path file = Files.writeString(temp.resolve("settings.properties"), "window.width=wide\nlastModel=\\u12");

        Settings settings = new Settings(file);

        assertThat(settings.width()).as("no saved width: the window takes most of the screen").isZero();
        assertThat(WindowSize.fit(settings.width(), settings.height(), 1920, 1040)).isEqualTo(new WindowSize(1728, 936));
        assertThat(settings.lastModel()).isEmpty();
    }

    @Test
    void save_keepsOnlyPathsSizesAndTheme() throws Exception {
        Path file = temp.resolve("settings.properties");
        Settings settings = new Settings(file);
        settings.modelOpened(Files.writeString(temp.resolve("a.json"), "{}"));
        settings.windowSize(900, 600);
        settings.dark(true);

        java.util.Properties saved = new java.util.Properties();
        saved.load(Files.newBufferedReader(file));

        assertThat(saved.stringPropertyNames())
                .containsExactlyInAnyOrder("lastModel", "recent", "window.width", "window.height", "theme.dark");
    }
}
