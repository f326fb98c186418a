package dev.tablewright.app;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Which model the window opens at start: the one named on the command line, else the last one
 * opened (if it still exists), else the shipped {@code models/hr-oe.json}, looked for in the
 * working folder and then beside the program (so {@code java -jar /elsewhere/target/tablewright.jar}
 * finds the checkout's models too). Empty when none is there: the window then starts without one.
 */
final class StartupModel {
    static final Path SHIPPED = Path.of("models", "hr-oe.json");

    private StartupModel() {
    }

    static Optional<Path> choose(List<String> args, Optional<Path> lastModel, Path workingDir, Optional<Path> programDir) {
        if (!args.isEmpty()) {
            return Optional.of(Path.of(args.get(0)));
        }
        if (lastModel.isPresent() && Files.isRegularFile(lastModel.get())) {
            return lastModel;
        }
        List<Path> candidates = new ArrayList<>();
        candidates.add(workingDir.resolve(SHIPPED));
        // the jar sits in target/, classes in target/classes: the models are one or two levels up
        programDir.ifPresent(dir -> {
            for (Path up = dir; up != null && candidates.size() < 4; up = up.getParent()) {
                candidates.add(up.resolve(SHIPPED));
            }
        });
        return candidates.stream().filter(Files::isRegularFile).findFirst().map(Path::normalize);
    }

    /** The folder holding the running jar (or the classes folder), when it can be told. */
    static Optional<Path> programDir() {
        try {
            CodeSource source = StartupModel.class.getProtectionDomain().getCodeSource();
            if (source == null || source.getLocation() == null) {
                return Optional.empty();
            }
            Path location = Path.of(source.getLocation().toURI());
            return Optional.ofNullable(Files.isDirectory(location) ? location : location.getParent());
        } catch (URISyntaxException | IllegalArgumentException | SecurityException e) {
            return Optional.empty(); // an unusual class loader: fall back to the working folder only
        }
    }
}
