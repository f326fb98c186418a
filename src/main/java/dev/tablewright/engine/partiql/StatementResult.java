package dev.tablewright.engine.partiql;

import dev.tablewright.model.Item;
import java.util.List;

/**
 * What ExecuteStatement answers: the items (a SELECT's, or a RETURNING clause's) and the token
 * of the next page, or null when there is none.
 */
public record StatementResult(List<Item> items, String nextToken) {
    public StatementResult {
        items = List.copyOf(items);
    }
}
