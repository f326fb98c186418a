package dev.tablewright.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
    /** Which index or facet to show before the picture is taken (default: the base table). */
    static final String VIEW_PROPERTY = "tablewright.screenshot.view";

    private Screenshots() {
    }

    static void takeIfAsked(Scene scene) {
        String target = System.getProperty(PROPERTY);
        if (target == null || target.isBlank()) {
            return;
        }
        PauseTransition settle = new PauseTransition(Duration.millis(800));
        settle.setOnFinished(e -> {
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
