package dev.tablewright.migrate;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;

import java.util.HashMap;
import java.util.Map;

/**
 * An item of the old table as the new table holds it. An item that has the new key attributes is
 * copied as it is; one that lacks them gets them from the new table's facets' key templates (the
 * first facet whose templates' attributes the item has, as {@code G#${GameId}}), so a key redesigned
 * from attributes the items already carry needs no code. An item that neither has nor can make its
 * new key is {@link #apply}'s null: the copy stops there rather than leave it behind.
 */
public final class ItemTransform {
    private final Table target;

    public ItemTransform(Table target) {
        this.target = target;
    }

    /** The item with the target table's key, or null when it cannot have one. */
    public Item apply(Item item) {
        if (hasKey(item)) {
            return item;
        }
        for (Facet facet : target.facets()) {
            Item made = fromTemplates(item, facet);
            if (made != null && hasKey(made)) {
                return made;
            }
        }
        return null;
    }

    private boolean hasKey(Item item) {
        for (KeyAttribute key : target.keySchema().attributes()) {
            AttributeValue value = item.get(key.name());
            if (value == null || !value.type().name().equals(key.type().name())) {
                return false;
            }
        }
        return true;
    }

    private Item fromTemplates(Item item, Facet facet) {
        Item made = item;
        made = withRendered(made, item, target.keySchema().partitionKey(), facet.partitionKeyTemplate());
        if (made != null && target.keySchema().hasSortKey()) {
            made = withRendered(made, item, target.keySchema().sortKey(), facet.sortKeyTemplate());
        }
        return made;
    }

    private static Item withRendered(Item made, Item source, KeyAttribute key, KeyTemplate template) {
        if (made.has(key.name())) {
            return made;
        }
        if (template == null) {
            return null;
        }
        Map<String, String> values = new HashMap<>();
        for (String parameter : template.parameters()) {
            AttributeValue value = source.get(parameter);
            if (value instanceof AttributeValue.S s) {
                values.put(parameter, s.value());
            } else if (value instanceof AttributeValue.N n) {
                values.put(parameter, n.value());
            } else {
                return null;
            }
        }
        String text = template.render(values);
        if (key.type() == ScalarType.N) {
            try {
                return made.with(key.name(), new AttributeValue.N(text));
            } catch (IllegalArgumentException notANumber) {
                return null;
            }
        }
        return key.type() == ScalarType.S ? made.with(key.name(), new AttributeValue.S(text)) : null;
    }
}
