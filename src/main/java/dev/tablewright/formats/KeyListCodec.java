package dev.tablewright.formats;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ScalarType;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Multi-attribute keys in the extension block. NoSQL Workbench's {@code KeyAttributes} holds one
 * partition-key and one sort-key attribute, so a multi-attribute key is written there as its first
 * attributes (the file still opens in Workbench) and in full here, as
 * {@code {"PartitionKeys": [{"AttributeName": .., "AttributeType": ..}, ..], "SortKeys": [..]}}.
 * On reading, the full lists must begin with the attributes Workbench's part names.
 */
final class KeyListCodec {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private KeyListCodec() {
    }

    /** The full key lists of a multi-attribute key. */
    static ObjectNode write(KeySchema keys) {
        ObjectNode n = NODES.objectNode();
        n.set("PartitionKeys", attributes(keys.partitionKeys()));
        if (!keys.sortKeys().isEmpty()) {
            n.set("SortKeys", attributes(keys.sortKeys()));
        }
        return n;
    }

    private static ArrayNode attributes(List<KeyAttribute> attributes) {
        ArrayNode array = NODES.arrayNode(attributes.size());
        attributes.forEach(a -> array.addObject().put("AttributeName", a.name()).put("AttributeType", a.type().name()));
        return array;
    }

    /** The key lists at {@code k}, which must name at least one partition-key attribute. */
    static KeySchema read(JsonCursor k) {
        k.requireObject("a multi-attribute key");
        List<KeyAttribute> partition = attributes(k, "PartitionKeys");
        if (partition.isEmpty()) {
            throw new JsonCursor.ReadError(k.path() + ".PartitionKeys", "a key needs at least one partition-key attribute");
        }
        return KeySchema.of(partition, attributes(k, "SortKeys"));
    }

    private static List<KeyAttribute> attributes(JsonCursor k, String field) {
        List<KeyAttribute> list = new ArrayList<>();
        for (JsonCursor a : k.elements(field)) {
            a.requireObject("a key attribute");
            list.add(KeyAttribute.of(a.text("AttributeName"),
                    a.code("AttributeType", ScalarType::fromCode, "S, N, B")));
        }
        return list;
    }

    /**
     * The full key, after checking that it begins with the attributes of Workbench's part: a file
     * edited in NoSQL Workbench may have changed one and not the other.
     */
    static KeySchema merge(KeySchema workbench, KeySchema full, String fullPath, String owner) {
        if (!Objects.equals(workbench.partitionKey(), full.partitionKey())) {
            throw new JsonCursor.ReadError(fullPath + ".PartitionKeys", mismatch(owner, "partition", full.partitionKey(),
                    workbench.partitionKey()));
        }
        if (!Objects.equals(workbench.sortKey(), full.sortKey())) {
            throw new JsonCursor.ReadError(fullPath + ".SortKeys", mismatch(owner, "sort", full.sortKey(),
                    workbench.sortKey()));
        }
        return full;
    }

    private static String mismatch(String owner, String part, KeyAttribute full, KeyAttribute workbench) {
        return "the " + part + "-key attributes of " + owner + " begin with " + describe(full)
                + " but its KeyAttributes in the Workbench part name " + describe(workbench)
                + "; the file was changed outside Tablewright: make the two agree";
    }

    private static String describe(KeyAttribute a) {
        return a == null ? "none" : a.name() + " (" + a.type() + ")";
    }
}
