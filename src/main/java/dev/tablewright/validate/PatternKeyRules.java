package dev.tablewright.validate;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Operation;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.ShardSpec;
import dev.tablewright.model.NumberForm;
import dev.tablewright.validate.ValidationContext.IndexedPattern;
import dev.tablewright.model.SortKeyCondition;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Key conditions DynamoDB can serve: a Query names its partition key (by equality, the only way);
 * a sort key condition needs a sort key to act on; begins_with works on strings and binaries, not
 * numbers; GetItem, PutItem, UpdateItem and DeleteItem give the whole primary key; Scan takes no
 * key; the parameters' defaults render to values of the key's type; fan-out covers a sharded index.
 * On a multi-attribute GSI key a Query gives every partition-key attribute, and its sort-key
 * conditions run left to right (the model cannot hold a gap) with only the last one used other
 * than =; the messages for these are DynamoDB Local 3.3.1's Query messages.
 */
final class PatternKeyRules implements ValidationRule {
    private static final String NO_MATCH = "The provided key element does not match the schema";

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        for (IndexedPattern indexed : context.patterns()) {
            PatternTarget target = PatternTarget.resolve(context, indexed.pattern());
            if (target == null) {
                continue; // PatternTargetRules reports the missing table or index
            }
            AccessPattern p = indexed.pattern();
            switch (p.operation()) {
                case Query -> checkQuery(target, indexed, out);
                case Scan -> checkScan(indexed, out);
                default -> checkFullKey(target, indexed, out);
            }
            checkDefaults(target.keySchema(), indexed, out);
            checkFanOut(target, indexed, out);
        }
    }

    private void checkQuery(PatternTarget target, IndexedPattern indexed, List<Finding> out) {
        AccessPattern p = indexed.pattern();
        KeySchema schema = target.keySchema();
        int given = p.partitionKeys().size();
        int wanted = schema.partitionKeys().size();
        if (given == 0 && wanted == 1) {
            out.add(Finding.error(indexed.path(), "Query condition missed key schema element: "
                    + schema.partitionKey().name() + " (a Query needs the partition key of " + target.describe() + ")"));
        } else if (given < wanted) {
            out.add(Finding.error(given == 0 ? indexed.path() : keyPath(indexed, "PartitionKey", given - 1),
                    "HASH key attributes " + names(schema.partitionKeys().subList(given, wanted))
                            + " must have equality conditions specified in the query"));
        }
        checkSortCondition(target, indexed, out);
        checkTooMany(target, indexed, out);
    }

    private void checkSortCondition(PatternTarget target, IndexedPattern indexed, List<Finding> out) {
        AccessPattern p = indexed.pattern();
        KeySchema schema = target.keySchema();
        if (p.sortKey() == null) {
            return;
        }
        if (!schema.hasSortKey()) {
            out.add(Finding.error(indexed.at("SortKey"), "Query key condition not supported: " + target.describe()
                    + " has no sort key, so the condition would apply " + p.sortKey().operator().symbol()
                    + " to its partition key " + schema.partitionKey().name() + ", which takes only ="));
            return;
        }
        int used = Math.min(p.sortKeys().size(), schema.sortKeys().size());
        for (int i = 0; i < used; i++) {
            KeyAttribute key = schema.sortKeys().get(i);
            if (p.sortKeys().get(i).operator() == KeyOperator.BEGINS_WITH && key.type() == ScalarType.N) {
                out.add(Finding.error(keyPath(indexed, "SortKey", i), "Invalid KeyConditionExpression: Incorrect operand "
                        + "type for operator or function; operator or function: begins_with, operand type: N (sort key "
                        + key.name() + " is a number)"));
            }
        }
        List<KeyAttribute> notEqual = new ArrayList<>();
        for (int i = 0; i < used - 1; i++) {
            if (p.sortKeys().get(i).operator() != KeyOperator.EQ) {
                notEqual.add(schema.sortKeys().get(i));
            }
        }
        if (!notEqual.isEmpty()) {
            out.add(Finding.error(keyPath(indexed, "SortKey", used - 1), "RANGE key attributes " + names(notEqual)
                    + " must have equality conditions specified in the query because a condition is present on "
                    + "key attribute " + schema.sortKeys().get(used - 1).name()));
        }
    }

    /** More values than the key has attributes: the extra ones have nothing to act on. */
    private static void checkTooMany(PatternTarget target, IndexedPattern indexed, List<Finding> out) {
        AccessPattern p = indexed.pattern();
        KeySchema schema = target.keySchema();
        if (p.partitionKeys().size() > schema.partitionKeys().size()) {
            out.add(Finding.error(indexed.at("PartitionKeys"), "the pattern gives " + p.partitionKeys().size()
                    + " partition-key values but " + target.describe() + " has " + schema.partitionKeys().size()
                    + " partition-key attribute" + (schema.partitionKeys().size() == 1 ? "" : "s")));
        }
        if (p.sortKeys().size() > schema.sortKeys().size() && schema.hasSortKey()) {
            out.add(Finding.error(indexed.at("SortKeys"), "the pattern gives " + p.sortKeys().size()
                    + " sort-key conditions but " + target.describe() + " has " + schema.sortKeys().size()
                    + " sort-key attribute" + (schema.sortKeys().size() == 1 ? "" : "s")));
        }
    }

    /** The path of a pattern's i-th key value: {@code PartitionKey} for one, {@code PartitionKeys[i]} for several. */
    static String keyPath(IndexedPattern indexed, String single, int i) {
        AccessPattern p = indexed.pattern();
        int count = single.equals("PartitionKey") ? p.partitionKeys().size() : p.sortKeys().size();
        return indexed.at(count > 1 ? single + "s[" + i + "]" : single);
    }

    private static String names(List<KeyAttribute> keys) {
        return String.join(", ", keys.stream().map(KeyAttribute::name).toList());
    }

    private void checkScan(IndexedPattern indexed, List<Finding> out) {
        AccessPattern p = indexed.pattern();
        if (p.partitionKey() != null) {
            out.add(Finding.error(indexed.at("PartitionKey"), "a Scan takes no key condition; use Query to read one partition"));
        }
        if (p.sortKey() != null) {
            out.add(Finding.error(indexed.at("SortKey"), "a Scan takes no key condition; use Query with a sort key condition"));
        }
    }

    /** GetItem and the writes address one item: the whole primary key, by equality. */
    private void checkFullKey(PatternTarget target, IndexedPattern indexed, List<Finding> out) {
        AccessPattern p = indexed.pattern();
        KeySchema schema = target.scope().table().keySchema();
        String op = p.operation().name();
        if (p.partitionKeys().size() > 1 || p.sortKeys().size() > 1) {
            out.add(Finding.error(indexed.path(), NO_MATCH + ": " + op + " addresses one item of table "
                    + target.scope().table().name() + " by its primary key, which has one partition-key and at most "
                    + "one sort-key attribute"));
            return;
        }
        if (p.partitionKey() == null && !p.item().containsKey(schema.partitionKey().name())) {
            out.add(Finding.error(indexed.path(), NO_MATCH + ": " + op + " needs the partition key "
                    + schema.partitionKey().name()));
        }
        if (schema.hasSortKey()) {
            boolean inItem = p.item().containsKey(schema.sortKey().name());
            if (p.sortKey() == null && !inItem) {
                out.add(Finding.error(indexed.path(), NO_MATCH + ": " + op + " needs the sort key "
                        + schema.sortKey().name() + " (the whole primary key)"));
            } else if (p.sortKey() != null && p.sortKey().operator() != KeyOperator.EQ) {
                out.add(Finding.error(indexed.at("SortKey"), NO_MATCH + ": " + op + " addresses one item, so its sort key "
                        + "takes =, not " + p.sortKey().operator().symbol() + "; use Query for a range"));
            }
        } else if (p.sortKey() != null) {
            out.add(Finding.error(indexed.at("SortKey"), NO_MATCH + ": table " + target.scope().table().name()
                    + " has no sort key"));
        }
    }

    /** Renders the key templates with the parameters' defaults and checks each value fits its key's type. */
    private void checkDefaults(KeySchema schema, IndexedPattern indexed, List<Finding> out) {
        AccessPattern p = indexed.pattern();
        Map<String, String> values = new HashMap<>(p.defaults());
        if (p.fanOut() != null) {
            values.putIfAbsent(p.fanOut().parameter(), Integer.toString(p.fanOut().first()));
        }
        for (int i = 0; i < Math.min(p.partitionKeys().size(), schema.partitionKeys().size()); i++) {
            checkRendered(p.partitionKeys().get(i), schema.partitionKeys().get(i), values,
                    keyPath(indexed, "PartitionKey", i), out);
        }
        for (int i = 0; i < Math.min(p.sortKeys().size(), schema.sortKeys().size()); i++) {
            SortKeyCondition condition = p.sortKeys().get(i);
            KeyAttribute key = schema.sortKeys().get(i);
            checkRendered(condition.value(), key, values, keyPath(indexed, "SortKey", i), out);
            if (condition.upper() != null) {
                checkRendered(condition.upper(), key, values, keyPath(indexed, "SortKey", i), out);
            }
        }
    }

    private static void checkRendered(KeyTemplate template, KeyAttribute key, Map<String, String> values, String path,
                                      List<Finding> out) {
        if (!values.keySet().containsAll(template.parameters())) {
            return; // no default to try; parameters are PatternParameterRules' concern
        }
        String text = template.render(values);
        String problem = null;
        if (key.type() == ScalarType.N) {
            if (!NumberForm.isNumberSyntax(text)) {
                problem = "'" + text + "' is not a number";
            }
        } else if (key.type() == ScalarType.B) {
            try {
                Base64.getDecoder().decode(text);
            } catch (IllegalArgumentException e) {
                problem = "'" + text + "' is not base64";
            }
        }
        if (problem != null) {
            out.add(Finding.error(path, "One or more parameter values were invalid: Condition parameter type does not "
                    + "match schema type (" + key.name() + " is " + key.type() + "; with the defaults, " + problem + ")"));
        } else if (text.isEmpty() && key.type() != ScalarType.N) {
            out.add(Finding.error(path, "One or more parameter values are not valid. The AttributeValue for a key "
                    + "attribute cannot contain an empty " + (key.type() == ScalarType.B ? "binary" : "string")
                    + " value. Key: " + key.name() + " (with the defaults)"));
        }
    }

    private void checkFanOut(PatternTarget target, IndexedPattern indexed, List<Finding> out) {
        AccessPattern p = indexed.pattern();
        ShardSpec shards = target.index() == null ? null : target.index().shards();
        if (p.fanOut() != null) {
            if (p.partitionKeys().stream().noneMatch(k -> k.parameters().contains(p.fanOut().parameter()))) {
                out.add(Finding.error(indexed.at("FanOut"), "the FanOut parameter '" + p.fanOut().parameter()
                        + "' does not appear in the PartitionKey template, so every request would read the same partition"));
            } else if (shards != null && (p.fanOut().first() != 0 || p.fanOut().last() != shards.count() - 1)) {
                out.add(Finding.warning(indexed.at("FanOut"), "the fan-out covers " + p.fanOut().first() + ".."
                        + p.fanOut().last() + " but index " + target.index().name() + " is sharded over 0.."
                        + (shards.count() - 1) + "; items in the other shards are missed"));
            }
        } else if (shards != null && shards.hashSource() == null && p.operation() == Operation.Query) {
            out.add(Finding.warning(indexed.at("Index"), "index " + target.index().name() + " is write-sharded over "
                    + shards.count() + " random values of " + shards.attribute()
                    + "; without a FanOut this pattern reads one shard"));
        }
    }
}
