package dev.tablewright.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.IndexMembership;
import dev.tablewright.model.Item;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.List;

/**
 * The {@code info --json} document, a contract later tools read: tables with keys (each part as
 * one attribute and as the full list, for multi-attribute GSI keys), item counts, facets and
 * indexes (an index counts the items it holds, by the engine's rule), and the
 * access patterns.
 */
final class ModelInfo {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ModelInfo() {
    }

    static ObjectNode of(Model model) {
        ObjectNode root = NODES.objectNode();
        root.put("model", model.name());
        ArrayNode tables = root.putArray("tables");
        model.tables().forEach(t -> tables.add(table(t)));
        ArrayNode patterns = root.putArray("accessPatterns");
        for (AccessPattern p : model.accessPatterns()) {
            ObjectNode n = patterns.addObject();
            n.put("name", p.name());
            n.put("table", p.table());
            if (p.index() == null) {
                n.putNull("index");
            } else {
                n.put("index", p.index());
            }
            n.put("operation", p.operation().name());
            if (p.operation().isTransaction()) { // its actions, each on its own table
                ArrayNode actions = n.putArray("actions");
                for (AccessPattern a : p.actions()) {
                    ObjectNode action = actions.addObject();
                    action.put("name", a.name());
                    action.put("table", a.table());
                    action.put("operation", a.operation().name());
                    if (a.conditionExpression() != null) {
                        action.put("condition", a.conditionExpression());
                    }
                }
            }
        }
        return root;
    }

    private static ObjectNode table(Table table) {
        ObjectNode n = NODES.objectNode();
        n.put("name", table.name());
        putKeys(n, table.keySchema());
        List<Item> items = table.allItems();
        n.put("items", items.size());
        ArrayNode facets = n.putArray("facets");
        table.facets().forEach(f -> facets.add(f.name()));
        ArrayNode indexes = n.putArray("indexes");
        for (SecondaryIndex index : table.indexes()) {
            ObjectNode i = indexes.addObject();
            i.put("name", index.name());
            i.put("kind", index.kind().name());
            putKeys(i, index.keySchema());
            i.put("projection", index.projection().type().name());
            i.put("items", itemsIn(index, items));
        }
        return n;
    }

    /** The items the index holds: {@link IndexMembership}'s rule (every key attribute, of its declared type). */
    static long itemsIn(SecondaryIndex index, List<Item> items) {
        return items.stream().filter(item -> IndexMembership.holds(index.keySchema(), item)).count();
    }

    /**
     * {@code partitionKey} / {@code sortKey} name the attribute when that part of the key has exactly
     * one (null otherwise, so a script that reads them cannot mistake a multi-attribute key for its
     * first attribute); {@code partitionKeys} / {@code sortKeys} list every attribute in key order.
     */
    private static void putKeys(ObjectNode n, KeySchema keys) {
        putSingle(n, "partitionKey", keys.partitionKeys());
        putSingle(n, "sortKey", keys.sortKeys());
        ArrayNode partition = n.putArray("partitionKeys");
        keys.partitionKeys().forEach(a -> partition.add(key(a)));
        ArrayNode sort = n.putArray("sortKeys");
        keys.sortKeys().forEach(a -> sort.add(key(a)));
    }

    private static void putSingle(ObjectNode n, String field, List<KeyAttribute> attributes) {
        if (attributes.size() == 1) {
            n.set(field, key(attributes.get(0)));
        } else {
            n.putNull(field);
        }
    }

    private static ObjectNode key(KeyAttribute attribute) {
        return NODES.objectNode().put("name", attribute.name()).put("type", attribute.type().name());
    }
}
