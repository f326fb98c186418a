package dev.tablewright.formats.imports;

import dev.tablewright.model.Model;
import java.util.List;
import java.util.Objects;

/**
 * A model read from another tool's file, the format it was read as, and what the file held that
 * the model cannot (one line each, naming the thing and the reason).
 */
public record ImportedModel(Model model, ImportFormat format, List<String> leftOut) {
    public ImportedModel {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(format, "format");
        leftOut = List.copyOf(leftOut);
    }
}
