package dev.tablewright.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LauncherTest {
    @TempDir
    Path temp;

    @Test
    void opensWindow_whenNoArguments_isTrue() {
        assertThat(Launcher.opensWindow(new String[0])).isTrue();
    }

    @Test
    void opensWindow_whenOneExistingJsonFile_isTrue() throws Exception {
        Path model = Files.writeString(temp.resolve("shop.json"), "{}");

        assertThat(Launcher.opensWindow(new String[] {model.toString()})).isTrue();
        assertThat(Launcher.missingModel(new String[] {model.toString()})).isEmpty();
    }

    @Test
    void opensWindow_whenAVerbOrHelp_isFalse() throws Exception {
        Path model = Files.writeString(temp.resolve("shop.json"), "{}");

        assertThat(Launcher.opensWindow(new String[] {"--help"})).isFalse();
        assertThat(Launcher.opensWindow(new String[] {"info", model.toString()})).isFalse();
        assertThat(Launcher.opensWindow(new String[] {model.toString(), "--json"})).isFalse();
        assertThat(Launcher.missingModel(new String[] {"info", "nosuch.json"})).isEmpty();
    }

    @Test
    void opensWindow_whenAFolderNamedJson_isFalse() throws Exception {
        Path folder = Files.createDirectory(temp.resolve("odd.json"));

        assertThat(Launcher.opensWindow(new String[] {folder.toString()})).isFalse();
    }

    @Test
    void missingModel_whenLoneJsonNamesNoFile_saysSoInPlainWords() {
        String missing = temp.resolve("nosuch.json").toString();

        assertThat(Launcher.opensWindow(new String[] {missing})).isFalse();
        assertThat(Launcher.missingModel(new String[] {missing})).hasValueSatisfying(message ->
                assertThat(message).startsWith(missing + ": no such model file").contains("--help"));
    }

    @Test
    void noDisplay_whenLinuxHasNoDisplay_saysSoInOneLine() {
        assertThat(Launcher.noDisplay(java.util.Map.of(), "Linux", null)).hasValueSatisfying(message ->
                assertThat(message).contains("DISPLAY").contains("--help").doesNotContain("\n"));
        assertThat(Launcher.noDisplay(java.util.Map.of("DISPLAY", ":0"), "Linux", null)).isEmpty();
        assertThat(Launcher.noDisplay(java.util.Map.of("WAYLAND_DISPLAY", "wayland-0"), "Linux", null)).isEmpty();
        assertThat(Launcher.noDisplay(java.util.Map.of(), "Linux", "Monocle")).isEmpty();
        assertThat(Launcher.noDisplay(java.util.Map.of(), "Windows 11", null)).isEmpty();
    }
}
