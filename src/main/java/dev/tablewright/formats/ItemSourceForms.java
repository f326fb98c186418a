package dev.tablewright.formats;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.model.Item;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Remembers the exact JSON of items that a file wrote in a form other than canonical DynamoDB
 * JSON (NoSQL Workbench accepts plain JSON inside maps), so that saving an unchanged item writes
 * it back as it was. Items are immutable values, so any item equal to the one read may use the
 * same form. Held weakly: an item no model refers to any more is forgotten.
 */
final class ItemSourceForms {
    private static final Map<Item, JsonNode> FORMS = Collections.synchronizedMap(new WeakHashMap<>());

    private ItemSourceForms() {
    }

    static Item read(JsonNode node) {
        Item item = DynamoJson.itemFromWorkbenchJson(node);
        JsonNode canonical = DynamoJson.toJson(item);
        if (!canonical.equals(node)) {
            FORMS.put(item, node.deepCopy());
        }
        return item;
    }

    /** Keeps the form a reader found for an item it built itself (see {@link StreamedItems}). */
    static void remember(Item item, JsonNode source) {
        FORMS.put(item, source);
    }

    static JsonNode write(Item item) {
        JsonNode source = FORMS.get(item);
        return source != null ? source.deepCopy() : DynamoJson.toJson(item);
    }
}
