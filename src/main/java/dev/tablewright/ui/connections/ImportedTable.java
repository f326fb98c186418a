package dev.tablewright.ui.connections;

import dev.tablewright.model.Model;
import java.util.List;
import java.util.Objects;

/**
 * A live table read into a new model, and what the read has to say about it: the facets, templates
 * and queries a OneTable schema item gave, or why the sample stopped short. Shown with the result.
 */
public record ImportedTable(Model model, List<String> notes) {
    public ImportedTable {
        Objects.requireNonNull(model, "model");
        notes = List.copyOf(notes);
    }
}
