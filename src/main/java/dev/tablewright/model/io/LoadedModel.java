package dev.tablewright.model.io;

import dev.tablewright.model.schema.Model;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * A model as read from a file, with where each JSON path of the file starts
 * (e.g. {@code DataModel[0].TableFacets[1].TableData[3]} at line 120, column 9).
 */
public record LoadedModel(Model model, Path file, Map<String, Position> positions) {
    public LoadedModel {
        positions = Map.copyOf(positions);
    }

    /** The position of the path, or of its nearest enclosing path that has one. */
    public Optional<Position> positionOf(String jsonPath) {
        String path = jsonPath;
        while (path != null && !path.isEmpty()) {
            Position p = positions.get(path);
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
