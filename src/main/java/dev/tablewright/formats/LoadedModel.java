package dev.tablewright.formats;

import dev.tablewright.model.Model;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A model as read from a file, with where each JSON path of the file starts
 * (e.g. {@code DataModel[0].TableFacets[1].TableData[3]} at line 120, column 9). The positions are
 * found when first asked for (by parsing the file's text again): most opens never need one.
 */
public final class LoadedModel {
    private final Model model;
    private final Path file;
    private Supplier<Map<String, Position>> source;
    private Map<String, Position> positions;

    public LoadedModel(Model model, Path file, Map<String, Position> positions) {
        this.model = model;
        this.file = file;
        this.positions = Map.copyOf(positions);
    }

    private LoadedModel(Model model, Path file, Supplier<Map<String, Position>> source) {
        this.model = model;
        this.file = file;
        this.source = Objects.requireNonNull(source, "source");
    }

    /** A model whose positions {@code source} gives when first asked for. */
    static LoadedModel withPositionsFrom(Model model, Path file, Supplier<Map<String, Position>> source) {
        return new LoadedModel(model, file, source);
    }

    public Model model() {
        return model;
    }

    public Path file() {
        return file;
    }

    /** Where each recorded JSON path starts (down to each item's attributes). */
    public synchronized Map<String, Position> positions() {
        if (positions == null) {
            positions = Map.copyOf(source.get());
            source = null;
        }
        return positions;
    }

    /** The position of the path, or of its nearest enclosing path that has one. */
    public Optional<Position> positionOf(String jsonPath) {
        Map<String, Position> known = positions();
        String path = jsonPath;
        while (path != null && !path.isEmpty()) {
            Position p = known.get(path);
            if (p != null) {
                return Optional.of(p);
            }
            path = parent(path);
        }
        return Optional.empty();
    }

    static String parent(String path) {
        int dot = path.lastIndexOf('.');
        int bracket = path.lastIndexOf('[');
        int cut = Math.max(dot, bracket);
        return cut <= 0 ? null : path.substring(0, cut);
    }
}
