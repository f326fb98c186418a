package dev.tablewright.engine;

import dev.tablewright.engine.request.RequestException;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.StoredForm;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.ToLongFunction;
import dev.tablewright.model.AttributeType;

/**
 * A table held in memory: its items, and one {@link IndexView} per GSI and LSI kept up to date on
 * every put and delete, so listeners (a live GSI view in the UI) see each index change.
 * Not thread-safe: one thread changes and reads it at a time.
 */
public final class InMemoryTable {
    /** DynamoDB Local 3.3.1's words for a key attribute of the wrong type (the service adds the name and types). */
    static final String TYPE_MISMATCH = "One or more parameter values were invalid: Type mismatch for key";
    /** How an index key of the wrong type is refused; the key's name, types and index follow. */
    static final String INDEX_TYPE_MISMATCH = "One or more parameter values were invalid: Type mismatch for Index Key";
    private final Table schema;
    private final IndexView base;
    private final Map<String, IndexView> indexes = new LinkedHashMap<>();
    private final List<TableListener> listeners = new CopyOnWriteArrayList<>();

    public InMemoryTable(Table schema) {
        this(schema, ItemSize::of);
    }

    /** An empty table whose items are measured by {@code sizer} (for capacity and the 1 MB page). */
    public InMemoryTable(Table schema, ToLongFunction<Item> sizer) {
        this.schema = Objects.requireNonNull(schema, "schema");
        this.base = new IndexView(schema.keySchema(), null, sizer);
        for (SecondaryIndex index : schema.indexes()) {
            indexes.put(index.name(), new IndexView(schema.keySchema(), index, sizer));
        }
    }

    /** A table holding the schema's items; items DynamoDB would refuse are left out (see {@link #load}). */
    public static InMemoryTable of(Table schema) {
        return of(schema, ItemSize::of);
    }

    static InMemoryTable of(Table schema, ToLongFunction<Item> sizer) {
        InMemoryTable table = new InMemoryTable(schema, sizer);
        table.load(schema.allItems());
        return table;
    }

    public String name() {
        return schema.name();
    }

    public Table schema() {
        return schema;
    }

    public KeySchema keySchema() {
        return schema.keySchema();
    }

    /** The table's own view. */
    public IndexView table() {
        return base;
    }

    /** The view of an index, or of the table for a null name. */
    public IndexView view(String indexName) {
        if (indexName == null) {
            return base;
        }
        IndexView view = indexes.get(indexName);
        if (view == null) {
            throw RequestException.validation("The table does not have the specified index: " + indexName);
        }
        return view;
    }

    public List<IndexView> indexes() {
        return List.copyOf(indexes.values());
    }

    public int size() {
        return base.size();
    }

    public void addListener(TableListener listener) {
        listeners.add(listener);
    }

    public void removeListener(TableListener listener) {
        listeners.remove(listener);
    }

    /**
     * Puts each item DynamoDB would accept (replacing any with the same key) and returns the
     * reasons the others were refused, one per refused item.
     */
    public List<String> load(List<Item> items) {
        List<String> refused = new ArrayList<>();
        for (Item item : items) {
            try {
                put(StoredForm.written(item));
            } catch (RequestException e) {
                refused.add(e.getMessage());
            }
        }
        return refused;
    }

    /** The item with this key (the key's attributes; others are ignored), or null. */
    public Item get(Item key) {
        IndexView.Partition partition = base.partition(key.get(keySchema().partitionKey().name()));
        if (partition == null) {
            return null;
        }
        IndexView.Entry entry = partition.entries().get(base.position(key));
        return entry == null ? null : entry.item();
    }

    /**
     * Puts an item as given, replacing the one with the same key; returns the old item or null.
     *
     * @throws RequestException as DynamoDB refuses it: a key attribute missing, of the wrong type,
     *                          or empty; an index key attribute of the wrong type or empty
     */
    public Item put(Item item) {
        validateForPut(item);
        Item old = get(item);
        if (old != null) {
            removeFromViews(old, item);
        }
        base.add(item);
        fire(null, old, item);
        for (IndexView view : indexes.values()) {
            boolean wasIn = old != null && view.holds(old);
            if (view.holds(item)) {
                IndexView.Entry entry = view.add(item);
                fire(view.name(), wasIn ? view.project(old) : null, entry.projected());
            } else if (wasIn) {
                fire(view.name(), view.project(old), null);
            }
        }
        return old;
    }

    /** Deletes the item with this key; returns it, or null when there was none. */
    public Item delete(Item key) {
        validateKey(key);
        Item old = get(key);
        if (old == null) {
            return null;
        }
        base.remove(old);
        fire(null, old, null);
        for (IndexView view : indexes.values()) {
            IndexView.Entry removed = view.remove(old);
            if (removed != null) {
                fire(view.name(), removed.projected(), null);
            }
        }
        return old;
    }

    private void removeFromViews(Item old, Item replacement) {
        base.remove(old);
        for (IndexView view : indexes.values()) {
            view.remove(old);
        }
    }

    private void fire(String indexName, Item before, Item after) {
        if (listeners.isEmpty()) {
            return;
        }
        ItemChange change = new ItemChange(name(), indexName, before, after);
        listeners.forEach(l -> l.changed(change));
    }

    /** Checks an item as PutItem does: every key attribute present, of its type and not empty, index keys too. */
    public void validateForPut(Item item) {
        for (KeyAttribute key : keySchema().attributes()) {
            AttributeValue value = item.get(key.name());
            if (value == null) {
                throw RequestException.validation("One or more parameter values were invalid: Missing the key "
                        + key.name() + " in the item");
            }
            if (value.type() != key.type().attributeType()) {
                throw RequestException.validation(TYPE_MISMATCH);
            }
            requireNotEmpty(value, key.name(), null);
        }
        for (IndexView view : indexes.values()) {
            for (KeyAttribute key : view.keySchema().attributes()) {
                AttributeValue value = item.get(key.name());
                if (value == null) {
                    continue;
                }
                if (value.type() != key.type().attributeType()) {
                    throw RequestException.validation(INDEX_TYPE_MISMATCH + " " + key.name() + " Expected: " + key.type() + " Actual: " + value.type()
                            + " IndexName: " + view.name());
                }
                requireNotEmpty(value, key.name(), view.name());
            }
        }
    }

    private static void requireNotEmpty(AttributeValue value, String keyName, String indexName) {
        boolean empty = value instanceof AttributeValue.S s && s.value().isEmpty()
                || value instanceof AttributeValue.B b && b.value().length() == 0;
        if (!empty) {
            return;
        }
        String type = value.type() == AttributeType.S ? "string" : "binary";
        throw RequestException.validation(indexName == null
                ? "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain"
                + " an empty " + type + " value. Key: " + keyName
                : "One or more parameter values are not valid. A value specified for a secondary index key is not"
                + " supported. The AttributeValue for a key attribute cannot contain an empty " + type + " value."
                + " IndexName: " + indexName + ", IndexKey: " + keyName);
    }

    /** Checks a key has as many attributes as the table's key. */
    void validateKeySize(Item key) {
        if (key.size() != keySchema().attributes().size()) {
            throw RequestException.validation("The number of conditions on the keys is invalid");
        }
    }

    /** Checks a key names exactly the table's key attributes with the right types. */
    void validateKey(Item key) {
        validateKeySize(key);
        List<KeyAttribute> attributes = keySchema().attributes();
        boolean named = true;
        boolean typed = true;
        for (KeyAttribute a : attributes) {
            AttributeValue v = key.get(a.name());
            named &= v != null;
            typed &= v == null || v.type() == a.type().attributeType();
        }
        if (!named) {
            throw RequestException.validation("The provided key element does not match the schema");
        }
        if (!typed) {
            throw RequestException.validation(TYPE_MISMATCH);
        }
    }
}
