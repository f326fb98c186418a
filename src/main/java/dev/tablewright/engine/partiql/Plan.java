package dev.tablewright.engine.partiql;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Map;

/** A parsed statement bound to its table: what the engine is asked to do. */
sealed interface Plan permits Plan.Select, Plan.Insert, Plan.Update, Plan.Delete {
    String tableName();

    /** The full primary key the statement names, or null (a SELECT that is a Query or Scan). */
    Item key();

    /** What a RETURNING clause asks for. */
    enum Returning { NONE, ALL_OLD, MODIFIED_OLD, ALL_NEW, MODIFIED_NEW }

    /** An expression text with its placeholders (text null when there is none). */
    record Expression(String text, Map<String, String> names, Map<String, AttributeValue> values) {
        static final Expression NONE = new Expression(null, Map.of(), Map.of());
    }

    /**
     * A SELECT: a Query of each partition-key value in {@code partitionValues} (sorted, as Local
     * answers an IN) or a Scan when there are none; the WHERE evaluated on each item read.
     *
     * @param sortKey    the sort-key condition the Query reads with (its text null when none; {@link SelectKeys})
     * @param projection the paths projected, each as {@link Paths#steps} (null for {@code *})
     * @param order      ORDER BY: each key attribute with true for DESC (empty without ORDER BY)
     * @param key        the full table key the WHERE names with =, or null
     * @param keyOnly    whether the WHERE is nothing but that key (a GetItem, as batches and transactions need)
     */
    record Select(String tableName, String indexName, List<List<Object>> projection, List<String> aliases,
                  String partitionKeyName, List<AttributeValue> partitionValues, Expression sortKey, Expression where,
                  List<Map.Entry<String, Boolean>> order, Item key, boolean keyOnly) implements Plan {
    }

    /** An INSERT; {@code keyProblem} says why the item's key is refused (Local's message), else null. */
    record Insert(String tableName, Item item, Item key, String keyProblem) implements Plan {
    }

    /**
     * An UPDATE: the update expression, and the condition the rest of the WHERE makes (with
     * {@code attribute_exists} of the key: Local updates only an existing item), sharing placeholders.
     */
    record Update(String tableName, Item key, Expression update, String condition, Returning returning)
            implements Plan {
    }

    /** A DELETE: the condition the rest of the WHERE makes, if any. */
    record Delete(String tableName, Item key, Expression condition, Returning returning) implements Plan {
    }
}
