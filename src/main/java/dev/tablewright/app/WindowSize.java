package dev.tablewright.app;

/**
 * The main window's size on a screen: the size it had when last closed, or, the first time, most
 * of the screen (90% of its usable area, and at least 1280x800, so a laptop's screen is filled);
 * never larger than the screen, never smaller than 1024x640 unless the screen is.
 */
public record WindowSize(double width, double height) {
    static final double SHARE = 0.9;
    static final double MIN_WIDTH = 1024;
    static final double MIN_HEIGHT = 640;
    static final double PREFERRED_WIDTH = 1280;
    static final double PREFERRED_HEIGHT = 800;

    public static WindowSize fit(double savedWidth, double savedHeight, double screenWidth, double screenHeight) {
        double width = savedWidth > 0 ? savedWidth : Math.max(PREFERRED_WIDTH, screenWidth * SHARE);
        double height = savedHeight > 0 ? savedHeight : Math.max(PREFERRED_HEIGHT, screenHeight * SHARE);
        return new WindowSize(clamp(width, MIN_WIDTH, screenWidth), clamp(height, MIN_HEIGHT, screenHeight));
    }

    private static double clamp(double value, double min, double screen) {
        return Math.min(Math.max(value, Math.min(min, screen)), screen);
    }
}
