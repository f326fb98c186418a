package dev.tablewright.validate;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardSpec;
import dev.tablewright.model.Table;
import dev.tablewright.validate.ValidationContext.LocatedIndex;
import dev.tablewright.validate.ValidationContext.LocatedItem;
import dev.tablewright.validate.ValidationContext.TableScope;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Key schemas and index definitions: one type per key attribute and that type S, N or B; distinct
 * partition and sort keys; LSIs on a table with a sort key, sharing its partition key, with a sort
 * key of their own; projections; at most 100 INCLUDE attributes across a table's indexes; shard
 * settings that match the index and the items.
 */
final class KeySchemaRules implements ValidationRule {
    static final int MAX_PROJECTED_ATTRIBUTES = 100;

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        for (TableScope scope : context.tables()) {
            checkKeyTypes(scope, out);
            checkDistinctKeys(scope.table().keySchema(), scope.at("KeyAttributes"), out);
            for (LocatedIndex located : scope.indexes()) {
                checkDistinctKeys(located.index().keySchema(), located.path() + ".KeyAttributes", out);
                if (!located.index().isGlobal()) {
                    checkLocalIndex(scope.table(), located, out);
                }
                checkProjection(located, out);
            }
            checkProjectedTotal(scope, out);
            checkShards(scope, out);
        }
    }

    /** Each key attribute has one type across the table and its indexes, and NonKeyAttributes agrees. */
    private void checkKeyTypes(TableScope scope, List<Finding> out) {
        Table table = scope.table();
        Map<String, String> owner = new LinkedHashMap<>();
        Map<String, KeyAttribute> keys = new LinkedHashMap<>();
        table.keySchema().attributes().forEach(a -> {
            keys.put(a.name(), a);
            owner.put(a.name(), "the table");
        });
        for (LocatedIndex located : scope.indexes()) {
            for (KeyAttribute a : located.index().keySchema().attributes()) {
                KeyAttribute first = keys.get(a.name());
                if (first == null) {
                    keys.put(a.name(), a);
                    owner.put(a.name(), "index " + located.index().name());
                } else if (first.type() != a.type()) {
                    out.add(Finding.error(located.path() + ".KeyAttributes",
                            "Cannot have two attributes with the same name: " + a.name() + " is a " + first.type()
                                    + " key of " + owner.get(a.name()) + " and a " + a.type() + " key of index "
                                    + located.index().name()));
                }
            }
        }
        List<AttributeDefinition> declared = table.nonKeyAttributes();
        for (int i = 0; i < declared.size(); i++) {
            AttributeDefinition d = declared.get(i);
            KeyAttribute key = keys.get(d.name());
            if (key == null) {
                continue;
            }
            String path = scope.at("NonKeyAttributes[" + i + "].AttributeType");
            if (!d.type().isScalarKeyType()) {
                out.add(Finding.error(path, "1 validation error detected: Value '" + d.type() + "' at 'attributeType' "
                        + "failed to satisfy constraint: Member must satisfy enum value set: [B, N, S] ("
                        + d.name() + " is a key of " + owner.get(d.name()) + ")"));
            } else if (d.type() != key.type().attributeType()) {
                out.add(Finding.error(path, d.name() + " is declared " + d.type() + " but is a " + key.type()
                        + " key of " + owner.get(d.name()) + "; a key attribute has one type"));
            }
        }
    }

    private void checkDistinctKeys(KeySchema schema, String path, List<Finding> out) {
        if (!schema.isMultiAttribute() && schema.hasSortKey() && schema.sortKey().name().equals(schema.partitionKey().name())) {
            out.add(Finding.error(path, "Both the Hash Key and the Range Key element in the KeySchema have the same name: "
                    + schema.partitionKey().name()));
        }
    }

    private void checkLocalIndex(Table table, LocatedIndex located, List<Finding> out) {
        SecondaryIndex index = located.index();
        String prefix = "One or more parameter values were invalid: ";
        if (!table.keySchema().hasSortKey()) {
            out.add(Finding.error(located.path(), prefix
                    + "Table KeySchema does not have a range key, which is required when specifying a LocalSecondaryIndex"));
        }
        String tableHash = table.keySchema().partitionKey().name();
        String indexHash = index.keySchema().partitionKey().name();
        if (!tableHash.equals(indexHash)) {
            out.add(Finding.error(located.path() + ".KeyAttributes.PartitionKey", prefix
                    + "Index KeySchema does not have the same leading hash key as table KeySchema for index: "
                    + index.name() + ". index hash key: " + indexHash + ", table hash key: " + tableHash));
        }
        if (!index.keySchema().hasSortKey()) {
            out.add(Finding.error(located.path() + ".KeyAttributes", prefix
                    + "Index KeySchema does not have a range key for index: " + index.name()
                    + " (a local secondary index needs its own sort key)"));
        }
    }

    private void checkProjection(LocatedIndex located, List<Finding> out) {
        var projection = located.index().projection();
        String path = located.path() + ".Projection";
        if (projection.type() == ProjectionType.INCLUDE && projection.nonKeyAttributes().isEmpty()) {
            out.add(Finding.error(path, "One or more parameter values were invalid: ProjectionType is INCLUDE, "
                    + "but NonKeyAttributes is not specified (index " + located.index().name() + ")"));
        }
        if (projection.type() != ProjectionType.INCLUDE && !projection.nonKeyAttributes().isEmpty()) {
            out.add(Finding.error(path, "One or more parameter values were invalid: ProjectionType is "
                    + projection.type() + ", but NonKeyAttributes is specified (index " + located.index().name() + ")"));
        }
    }

    private void checkProjectedTotal(TableScope scope, List<Finding> out) {
        int total = 0;
        for (SecondaryIndex index : scope.table().indexes()) {
            if (index.projection().type() == ProjectionType.INCLUDE) {
                total += index.projection().nonKeyAttributes().size();
            }
        }
        if (total > MAX_PROJECTED_ATTRIBUTES) {
            out.add(Finding.error(scope.path(), "One or more parameter values were invalid: the indexes of table "
                    + scope.table().name() + " project " + total + " NonKeyAttributes in total; the limit summed across "
                    + "all secondary indexes is " + MAX_PROJECTED_ATTRIBUTES));
        }
    }

    private void checkShards(TableScope scope, List<Finding> out) {
        for (LocatedIndex located : scope.indexes()) {
            ShardSpec shards = located.index().shards();
            if (shards == null) {
                continue;
            }
            String path = scope.extensionPath() + ".IndexShards." + located.index().name();
            String hash = located.index().keySchema().partitionKey().name();
            if (!shards.attribute().equals(hash)) {
                out.add(Finding.warning(path, "the shard attribute " + shards.attribute()
                        + " is not the partition key of index " + located.index().name() + " (" + hash + ")"));
                continue;
            }
            for (LocatedItem item : scope.items()) {
                AttributeValue value = item.item().get(shards.attribute());
                if (value instanceof AttributeValue.N n && !inRange(n.decimal(), shards.count())) {
                    out.add(Finding.warning(item.attributePath(shards.attribute()), shards.attribute() + " is "
                            + n.value() + ", outside the index's shard range 0.." + (shards.count() - 1)));
                }
            }
        }
    }

    private static boolean inRange(BigDecimal value, int count) {
        return value.signum() >= 0 && value.compareTo(BigDecimal.valueOf(count)) < 0
                && value.stripTrailingZeros().scale() <= 0;
    }
}
