package dev.tablewright.ui.items;

import dev.tablewright.engine.IndexMembership;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * What an index holds of an item, as DynamoDB builds it: only the items {@link IndexMembership} admits
 * (every key attribute of the index, with the key's type: a sparse index), and of those only the projected attributes
 * (KEYS_ONLY: table and index keys; INCLUDE: those and the named ones; ALL: everything).
 */
final class IndexView {
    private IndexView() {
    }

    /** Why an item is not in the index, in the window's words, or null when it is ({@link IndexMembership}'s rule). */
    static String whyMissing(SecondaryIndex index, Item item) {
        return IndexMembership.exclusion(index.keySchema(), item)
                .map(why -> why.isAbsent() ? "lacks " + why.key().name()
                        : why.key().name() + " is " + why.found().type() + ", not " + why.key().type())
                .orElse(null);
    }

    static Item project(Table table, SecondaryIndex index, Item item) {
        Projection projection = index.projection();
        if (projection.type() == ProjectionType.ALL) {
            return item;
        }
        Set<String> kept = new LinkedHashSet<>(index.keySchema().attributeNames());
        kept.addAll(table.keySchema().attributeNames());
        if (projection.type() == ProjectionType.INCLUDE) {
            kept.addAll(projection.nonKeyAttributes());
        }
        Map<String, AttributeValue> projected = new LinkedHashMap<>();
        item.attributes().forEach((name, value) -> {
            if (kept.contains(name)) {
                projected.put(name, value);
            }
        });
        return Item.of(projected);
    }
}
