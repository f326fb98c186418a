package dev.tablewright.engine.partiql;

import dev.tablewright.model.Item;

/**
 * One statement's answer in a BatchExecuteStatement: the table (null when the statement named
 * none), the item a SELECT found (else null), or the error with Local's code
 * ({@code ValidationError}, {@code ConditionalCheckFailed}, {@code DuplicateItem}, ...).
 */
public record BatchOutcome(String tableName, Item item, String errorCode, String errorMessage) {
    public boolean failed() {
        return errorCode != null;
    }
}
