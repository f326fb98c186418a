package dev.tablewright.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WindowSizeTest {
    @Test
    void fit_whenNeverSavedOnALargeScreen_takesMostOfIt() {
        assertThat(WindowSize.fit(0, 0, 1920, 1040)).isEqualTo(new WindowSize(1728, 936));
    }

    @Test
    void fit_whenNeverSavedOnA1280x800Screen_fillsIt() {
        assertThat(WindowSize.fit(0, 0, 1280, 770)).isEqualTo(new WindowSize(1280, 770));
    }

    @Test
    void fit_whenSavedLargerThanTheScreen_shrinksToIt() {
        assertThat(WindowSize.fit(2560, 1600, 1280, 770)).isEqualTo(new WindowSize(1280, 770));
    }

    @Test
    void fit_whenSaved_keepsTheSavedSize() {
        assertThat(WindowSize.fit(1300, 850, 1920, 1040)).isEqualTo(new WindowSize(1300, 850));
    }

    @Test
    void fit_whenTheScreenIsTiny_isTheScreen() {
        assertThat(WindowSize.fit(0, 0, 800, 600)).isEqualTo(new WindowSize(800, 600));
    }
}
