package dev.tablewright.engine;

import dev.tablewright.engine.request.KeyCondition;

import dev.tablewright.model.Item;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * A request's expressions made runnable. Absent parts are null: {@code keyCondition} (bound to
 * the key schema of the table or index read), {@code filter}, {@code projection}, {@code condition},
 * {@code update}, {@code updated} (an item cut down to the paths the update writes).
 *
 * @param filterAttributes the top-level attribute names the filter reads (DynamoDB rejects a key
 *                         attribute there in a Query, and a non-projected one on an index)
 * @param projectionAttributes the top-level attribute names the projection reads
 * @param filterExplainer says in words why the filter keeps or drops an item
 */
public record PreparedExpressions(KeyCondition keyCondition, Predicate<Item> filter, UnaryOperator<Item> projection,
                                  Set<String> filterAttributes, Set<String> projectionAttributes,
                                  Function<Item, String> filterExplainer, Predicate<Item> condition,
                                  UnaryOperator<Item> update, UnaryOperator<Item> updated) {
    public PreparedExpressions {
        filterAttributes = filterAttributes == null ? Set.of() : Set.copyOf(filterAttributes);
        projectionAttributes = projectionAttributes == null ? Set.of() : Set.copyOf(projectionAttributes);
    }

    public static PreparedExpressions none() {
        return new PreparedExpressions(null, null, null, Set.of(), Set.of(), null, null, null, null);
    }
}
