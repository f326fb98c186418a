package dev.tablewright.app;

import dev.tablewright.cli.TablewrightCommand;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Locale;

/**
 * The entry point of {@code java -jar tablewright.jar}: with no arguments, or just a model file,
 * it opens the window; with a verb it runs the command line. It does not extend Application, so
 * the JavaFX runtime can come from the plain class path.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        Optional<String> missing = missingModel(args);
        if (missing.isPresent()) {
            System.err.println("error: " + missing.get());
            System.exit(TablewrightCommand.BAD_INPUT);
        }
        if (opensWindow(args)) {
            Optional<String> noDisplay = noDisplay(System.getenv(), System.getProperty("os.name", ""),
                    System.getProperty("glass.platform"));
            if (noDisplay.isPresent()) {
                System.err.println("error: " + noDisplay.get());
                System.exit(TablewrightCommand.BAD_INPUT);
            }
            TablewrightApp.launchWindow(args);
            // the window is closed; end the process even if a library left a non-daemon thread behind
            System.exit(TablewrightCommand.OK);
        }
        System.exit(TablewrightCommand.execute(args));
    }

    /**
     * On Linux the window needs an X or Wayland display; without one JavaFX fails with a stack trace
     * ("Unable to open DISPLAY"), so say it in one line instead. A headless Monocle run has none.
     */
    static Optional<String> noDisplay(java.util.Map<String, String> env, String osName, String glassPlatform) {
        boolean linux = osName.toLowerCase(Locale.ROOT).contains("linux");
        boolean display = !env.getOrDefault("DISPLAY", "").isBlank() || !env.getOrDefault("WAYLAND_DISPLAY", "").isBlank();
        if (!linux || display || "monocle".equalsIgnoreCase(glassPlatform)) {
            return Optional.empty();
        }
        return Optional.of("no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). Start it"
                + " from a desktop session, or run a verb: 'tablewright --help' lists them.");
    }

    static boolean opensWindow(String[] args) {
        return args.length == 0 || (isModelArgument(args) && Files.isRegularFile(Path.of(args[0])));
    }

    /**
     * A lone {@code .json} argument that names no file: the person meant to open a model, so say
     * that it is missing rather than that "nosuch.json" is not a verb.
     */
    static Optional<String> missingModel(String[] args) {
        if (!isModelArgument(args) || Files.isRegularFile(Path.of(args[0]))) {
            return Optional.empty();
        }
        return Optional.of(args[0] + ": no such model file. Give the path of a NoSQL Workbench or Tablewright"
                + " model (.json), or run 'tablewright --help' for the command line.");
    }

    private static boolean isModelArgument(String[] args) {
        return args.length == 1 && args[0].toLowerCase(Locale.ROOT).endsWith(".json")
                && !args[0].startsWith("-");
    }
}
