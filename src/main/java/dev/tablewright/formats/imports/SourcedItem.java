package dev.tablewright.formats.imports;

import dev.tablewright.model.Item;

/** An item read from a file, with the line it starts on (for messages). */
public record SourcedItem(int line, Item item) {
}
