package dev.tablewright.formats.imports;

import dev.tablewright.model.AttributeType;

/**
 * A column of a CSV file: its header, the attribute it fills (a facet's key alias names the key
 * attribute), and its type: given in the header ({@code Salary:N}), the key's type for a key
 * column, or null when each cell's type is inferred.
 */
public record CsvColumn(String header, String attribute, AttributeType type) {
    public boolean inferred() {
        return type == null;
    }
}
