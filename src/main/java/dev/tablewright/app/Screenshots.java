package dev.tablewright.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.util.Duration;
import javax.imageio.ImageIO;

/**
 * Documentation screenshots: with {@code -Dtablewright.screenshot=FILE.png} the window, once its
 * model is shown, writes a picture of itself and closes. docs/screenshots.sh runs it under Xvfb.
 */
final class Screenshots {
    static final String PROPERTY = "tablewright.screenshot";
    /**
     * Which index or facet to show before the picture is taken (default: the base table); also a
     * tool: {@code shards}, {@code capacity}, {@code deploy}, {@code review}, or {@code pattern:N}.
     */
    static final String VIEW_PROPERTY = "tablewright.screenshot.view";

    /** With {@code import:FILE}: the preview's tab to show, by the start of its title ("Left out"). */
    static final String TAB_PROPERTY = "tablewright.screenshot.tab";

    private Screenshots() {
    }

    static void takeIfAsked(Scene scene) {
        takeIfAsked(scene, () -> true);
    }

    /**
     * As {@link #takeIfAsked(Scene)}, once {@code ready} says so (e.g. a pattern run has finished;
     * checked every 200 ms, for at most a minute).
     */
    static void takeIfAsked(Scene scene, BooleanSupplier ready) {
        String target = System.getProperty(PROPERTY);
        if (target == null || target.isBlank()) {
            return;
        }
        shootWhenReady(scene, target, ready, System.nanoTime() + 60_000_000_000L, 800);
    }

    private static final double WAITING = 200;

    private static void shootWhenReady(Scene scene, String target, BooleanSupplier ready, long giveUpAt, double wait) {
        PauseTransition settle = new PauseTransition(Duration.millis(wait));
        settle.setOnFinished(e -> {
            if (!ready.getAsBoolean() && System.nanoTime() < giveUpAt) {
                shootWhenReady(scene, target, ready, giveUpAt, WAITING);
                return;
            }
            if (wait == WAITING) { // just became ready: let the window draw what it now shows
                shootWhenReady(scene, target, () -> true, giveUpAt, 500);
                return;
            }
            WritableImage image = scene.snapshot(null);
            try {
                Path file = Path.of(target).toAbsolutePath();
                Files.createDirectories(file.getParent());
                ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", file.toFile());
                System.out.println("screenshot: " + file);
            } catch (IOException ex) {
                System.err.println("error: could not write the screenshot " + target + ": " + ex.getMessage());
            }
            Platform.exit();
        });
        settle.play();
    }
}
