package dev.tablewright.engine;

import dev.tablewright.model.Item;

/**
 * One change to one view of a table: an item entered ({@code before} null), left ({@code after}
 * null) or changed within the table or the index {@code indexName} (null for the table itself).
 * Items are as the view holds them, projected.
 */
public record ItemChange(String tableName, String indexName, Item before, Item after) {
}
