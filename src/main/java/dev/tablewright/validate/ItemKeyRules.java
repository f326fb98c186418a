package dev.tablewright.validate;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.validate.ValidationContext.LocatedItem;
import dev.tablewright.validate.ValidationContext.TableScope;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The key attributes of every item, as PutItem checks them: the table's keys present, of their
 * declared type, not empty, within 2048 bytes (partition) and 1024 bytes (sort); an index's key
 * attributes, when an item has them, of the index's type, not empty and within the same sizes.
 */
final class ItemKeyRules implements ValidationRule {
    static final int MAX_PARTITION_KEY_BYTES = 2048;
    static final int MAX_SORT_KEY_BYTES = 1024;
    private static final String INVALID = "One or more parameter values were invalid: ";
    private static final String NOT_VALID = "One or more parameter values are not valid. ";

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        for (TableScope scope : context.tables()) {
            KeySchema tableKey = scope.table().keySchema();
            KeyAttribute partitionKey = tableKey.partitionKey();
            KeyAttribute sortKey = tableKey.hasSortKey() ? tableKey.sortKey() : null;
            List<IndexKey> indexKeys = indexKeys(scope, tableKey);
            for (LocatedItem item : scope.items()) {
                checkTableKey(partitionKey, true, item, out);
                if (sortKey != null) {
                    checkTableKey(sortKey, false, item, out);
                }
                for (IndexKey key : indexKeys) {
                    checkIndexKey(key.index(), key.key(), key.partition(), item, out);
                }
            }
        }
    }

    private void checkTableKey(KeyAttribute key, boolean partition, LocatedItem item, List<Finding> out) {
        AttributeValue value = item.item().get(key.name());
        if (value == null) {
            out.add(Finding.error(item.path(), INVALID + "Missing the key " + key.name() + " in the item"));
            return;
        }
        if (value.type() != key.type().attributeType()) {
            out.add(Finding.error(item.attributePath(key.name()), INVALID + "Type mismatch for key " + key.name() + " expected: " + key.type()
                    + " actual: " + value.type()));
            return;
        }
        if (isEmpty(value)) {
            out.add(Finding.error(item.attributePath(key.name()), NOT_VALID + "The AttributeValue for a key attribute cannot contain an empty "
                    + emptyKind(value) + " value. Key: " + key.name()));
            return;
        }
        long size = ItemSizes.of(value);
        if (partition && size > MAX_PARTITION_KEY_BYTES) {
            out.add(Finding.error(item.attributePath(key.name()), INVALID + "Size of hashkey has exceeded the maximum size limit of "
                    + MAX_PARTITION_KEY_BYTES + " bytes (" + key.name() + " is " + size + " bytes)"));
        } else if (!partition && size > MAX_SORT_KEY_BYTES) {
            out.add(Finding.error(item.attributePath(key.name()), INVALID + "Aggregated size of all range keys has exceeded the size limit of "
                    + MAX_SORT_KEY_BYTES + " bytes (" + key.name() + " is " + size + " bytes)"));
        }
    }

    /** An index key attribute to check in every item: the first index to use each attribute that is not a table key. */
    private record IndexKey(SecondaryIndex index, KeyAttribute key, boolean partition) {
    }

    /** The same for every item of a table, so found once per table (a big table has a million items). */
    private static List<IndexKey> indexKeys(TableScope scope, KeySchema tableKey) {
        Set<String> checked = new HashSet<>(tableKey.attributeNames());
        List<IndexKey> keys = new ArrayList<>();
        for (SecondaryIndex index : scope.table().indexes()) {
            KeySchema schema = index.keySchema();
            for (KeyAttribute key : schema.attributes()) {
                if (checked.add(key.name())) {
                    keys.add(new IndexKey(index, key, schema.partitionKeys().contains(key)));
                }
            }
        }
        return List.copyOf(keys);
    }

    private void checkIndexKey(SecondaryIndex index, KeyAttribute key, boolean partition, LocatedItem item,
                               List<Finding> out) {
        AttributeValue value = item.item().get(key.name());
        if (value == null) {
            return; // not in this index: a sparse index is allowed
        }
        if (value.type() != key.type().attributeType()) {
            out.add(Finding.error(item.attributePath(key.name()), INVALID + "Type mismatch for Index Key " + key.name() + " Expected: "
                    + key.type() + " Actual: " + value.type() + " IndexName: " + index.name()));
            return;
        }
        if (isEmpty(value)) {
            out.add(Finding.error(item.attributePath(key.name()), NOT_VALID + "A value specified for a secondary index key is not supported. "
                    + "The AttributeValue for a key attribute cannot contain an empty " + emptyKind(value)
                    + " value. IndexName: " + index.name() + ", IndexKey: " + key.name()));
            return;
        }
        long size = ItemSizes.of(value);
        int max = partition ? MAX_PARTITION_KEY_BYTES : MAX_SORT_KEY_BYTES;
        if (size > max) {
            out.add(Finding.error(item.attributePath(key.name()), INVALID + "Size limit exceeded for Index Key " + key.name() + " Actual Size: "
                    + size + " bytes Max Size: " + max + " bytes IndexName: " + index.name()));
        }
    }

    private static boolean isEmpty(AttributeValue value) {
        return value instanceof AttributeValue.S s && s.value().isEmpty()
                || value instanceof AttributeValue.B b && b.value().length() == 0;
    }

    private static String emptyKind(AttributeValue value) {
        return value instanceof AttributeValue.B ? "binary" : "string";
    }
}
