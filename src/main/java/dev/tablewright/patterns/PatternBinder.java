package dev.tablewright.patterns;

import dev.tablewright.engine.request.DeleteItemRequest;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.PutItemRequest;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.engine.request.SortCondition;
import dev.tablewright.engine.request.UpdateItemRequest;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.ReadConsistency;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Binds an access pattern's parameters (the values given, else the defaults) into DynamoDB
 * requests: one, or one per shard value when the pattern fans out. Key templates render to the
 * key attribute's type (S as is, N as a number, B as the text's UTF-8 bytes); expression values
 * to their declared type (B from base64). A Query carries its key condition both bound and as
 * KeyConditionExpression text with {@code #kp, #ks, :kp, :ks, :ks2} placeholders, or for a
 * multi-attribute GSI key one placeholder pair per attribute ({@code #kp0, :kp0, #ks0, :ks0, ...}).
 */
public final class PatternBinder {
    private PatternBinder() {
    }

    /**
     * @throws IllegalArgumentException naming what is wrong: an unknown table or index, a parameter
     *                                  with no value and no default, a value of the wrong type, a
     *                                  fan-out over more shards than {@link ShardFanOut#refusal()} allows
     */
    public static BoundPattern bind(Model model, AccessPattern pattern, Map<String, String> given) {
        if (pattern.operation().isTransaction()) {
            return TransactionBinder.bind(model, pattern, given);
        }
        Table table = model.findTable(pattern.table()).orElseThrow(() -> new IllegalArgumentException(
                "pattern '" + pattern.name() + "' names table '" + pattern.table() + "', which the model does not have"));
        return bind(table, pattern, given);
    }

    public static BoundPattern bind(Table table, AccessPattern pattern, Map<String, String> given) {
        if (pattern.operation().isTransaction()) {
            throw new IllegalArgumentException("pattern '" + pattern.name() + "' is a " + pattern.operation()
                    + ": it binds on the model, whose tables its actions name");
        }
        checkGiven(pattern, given);
        KeySchema keys = keySchema(table, pattern);
        Map<String, String> values = new LinkedHashMap<>(pattern.defaults());
        values.putAll(given);
        List<BoundRequest> requests = new ArrayList<>();
        if (pattern.fanOut() == null || given.containsKey(pattern.fanOut().parameter())) {
            requests.add(new BoundRequest(null, values, request(table, pattern, values)));
        } else {
            pattern.fanOut().refusal().ifPresent(why -> {
                throw new IllegalArgumentException("pattern '" + pattern.name() + "': " + why);
            });
            for (int shard : pattern.fanOut().values().toArray()) {
                Map<String, String> shardValues = new LinkedHashMap<>(values);
                shardValues.put(pattern.fanOut().parameter(), Integer.toString(shard));
                requests.add(new BoundRequest(shard, shardValues, request(table, pattern, shardValues)));
            }
        }
        return new BoundPattern(pattern, requests, keys);
    }

    /** Refuses a value given for a parameter the pattern does not have (its fan-out's is one it has). */
    static void checkGiven(AccessPattern pattern, Map<String, String> given) {
        for (String name : given.keySet()) {
            if (pattern.findParameter(name).isEmpty()
                    && (pattern.fanOut() == null || !pattern.fanOut().parameter().equals(name))) {
                throw new IllegalArgumentException("pattern '" + pattern.name() + "' has no parameter '" + name + "'");
            }
        }
    }

    /** The pattern's ExpressionAttributeValues, each rendered to its declared type. */
    static Map<String, AttributeValue> expressionValues(AccessPattern p, Map<String, String> values) {
        Map<String, AttributeValue> exprValues = new LinkedHashMap<>();
        p.expressionAttributeValues().forEach((k, v) -> exprValues.put(k, value(v, values, k)));
        return exprValues;
    }

    static Request request(Table table, AccessPattern p, Map<String, String> values) {
        KeySchema keys = keySchema(table, p);
        Map<String, String> names = new LinkedHashMap<>(p.expressionAttributeNames());
        Map<String, AttributeValue> exprValues = expressionValues(p, values);
        String projection = projection(p.projection(), names);
        Boolean strong = p.consistency() == ReadConsistency.STRONG ? Boolean.TRUE : null;
        ReturnConsumedCapacity rcc = ReturnConsumedCapacity.INDEXES;
        return switch (p.operation()) {
            case Query -> {
                require(p.partitionKey() != null, p, "a Query needs a partition key template");
                if (keys.isMultiAttribute()) {
                    yield multiAttributeQuery(table, p, keys, values, names, exprValues).filterExpression(p.filterExpression())
                            .projectionExpression(projection).names(names).values(exprValues)
                            .scanIndexForward(p.scanIndexForward() ? null : Boolean.FALSE).limit(p.limit())
                            .consistentRead(strong).returnConsumedCapacity(rcc).build();
                }
                AttributeValue pk = keyValue(keys.partitionKey(), p.partitionKey(), values, p);
                names.put("#kp", keys.partitionKey().name());
                exprValues.put(":kp", pk);
                String text = "#kp = :kp";
                SortCondition sort = null;
                SortKeyCondition sk = p.sortKey();
                if (sk != null) {
                    require(keys.hasSortKey(), p, "the sort key condition needs a sort key, and "
                            + (p.index() == null ? "the table" : p.index()) + " has none");
                    KeyAttribute sortKey = keys.sortKey();
                    names.put("#ks", sortKey.name());
                    AttributeValue v = keyValue(sortKey, sk.value(), values, p);
                    exprValues.put(":ks", v);
                    if (sk.operator() == KeyOperator.BETWEEN) {
                        AttributeValue upper = keyValue(sortKey, sk.upper(), values, p);
                        exprValues.put(":ks2", upper);
                        sort = SortCondition.between(sortKey.name(), v, upper);
                        text += " AND #ks BETWEEN :ks AND :ks2";
                    } else {
                        sort = SortCondition.of(sortKey.name(), sk.operator(), v);
                        text += sk.operator() == KeyOperator.BEGINS_WITH ? " AND begins_with(#ks, :ks)"
                                : " AND #ks " + sk.operator().symbol() + " :ks";
                    }
                }
                yield QueryRequest.builder(table.name()).indexName(p.index())
                        .keyCondition(new KeyCondition(keys.partitionKey().name(), pk, sort))
                        .keyConditionExpression(text).filterExpression(p.filterExpression())
                        .projectionExpression(projection).names(names).values(exprValues)
                        .scanIndexForward(p.scanIndexForward() ? null : Boolean.FALSE).limit(p.limit())
                        .consistentRead(strong).returnConsumedCapacity(rcc).build();
            }
            case Scan -> ScanRequest.builder(table.name()).indexName(p.index()).filterExpression(p.filterExpression())
                    .projectionExpression(projection).names(names).values(exprValues).limit(p.limit())
                    .consistentRead(strong).returnConsumedCapacity(rcc).build();
            case GetItem -> new GetItemRequest(table.name(), key(table, p, values), projection, names, strong, rcc);
            case DeleteItem -> new DeleteItemRequest(table.name(), key(table, p, values), p.conditionExpression(),
                    names, exprValues, rcc);
            case UpdateItem -> new UpdateItemRequest(table.name(), key(table, p, values), p.updateExpression(),
                    p.conditionExpression(), names, exprValues, rcc);
            case PutItem -> {
                Map<String, AttributeValue> item = new LinkedHashMap<>(key(table, p, values).attributes());
                p.item().forEach((k, v) -> item.putIfAbsent(k, value(v, values, k)));
                yield new PutItemRequest(table.name(), Item.of(item), p.conditionExpression(), names, exprValues, rcc);
            }
            case TransactWriteItems, TransactGetItems, ConditionCheck -> throw new IllegalArgumentException("pattern '"
                    + p.name() + "': a " + p.operation() + " is not a request of one item");
        };
    }

    /**
     * The key condition of a Query on a multi-attribute GSI key: every partition-key attribute with
     * {@code =} ({@code #kp0 = :kp0 AND #kp1 = :kp1 ...}), then the pattern's sort-key conditions in
     * schema order ({@code #ks0, :ks0, ...}; a BETWEEN's upper bound {@code :ks<i>b}), bound and as text.
     */
    private static QueryRequest.Builder multiAttributeQuery(Table table, AccessPattern p, KeySchema keys,
                                                            Map<String, String> values, Map<String, String> names,
                                                            Map<String, AttributeValue> exprValues) {
        require(p.partitionKeys().size() == keys.partitionKeys().size(), p, "the index " + p.index() + " has "
                + keys.partitionKeys().size() + " partition-key attributes and the pattern gives "
                + p.partitionKeys().size());
        require(p.sortKeys().size() <= keys.sortKeys().size(), p, "the index " + p.index() + " has "
                + keys.sortKeys().size() + " sort-key attributes and the pattern gives conditions on " + p.sortKeys().size());
        List<String> parts = new ArrayList<>();
        List<KeyCondition.Equality> partition = new ArrayList<>();
        for (int i = 0; i < keys.partitionKeys().size(); i++) {
            KeyAttribute key = keys.partitionKeys().get(i);
            AttributeValue v = keyValue(key, p.partitionKeys().get(i), values, p);
            names.put("#kp" + i, key.name());
            exprValues.put(":kp" + i, v);
            parts.add("#kp" + i + " = :kp" + i);
            partition.add(new KeyCondition.Equality(key.name(), v));
        }
        List<SortCondition> sorts = new ArrayList<>();
        for (int i = 0; i < p.sortKeys().size(); i++) {
            KeyAttribute key = keys.sortKeys().get(i);
            SortKeyCondition sk = p.sortKeys().get(i);
            require(i == p.sortKeys().size() - 1 || sk.operator() == KeyOperator.EQ, p, "the sort-key attribute "
                    + key.name() + " needs =, since a condition on a later one follows");
            String name = "#ks" + i;
            String value = ":ks" + i;
            AttributeValue v = keyValue(key, sk.value(), values, p);
            names.put(name, key.name());
            exprValues.put(value, v);
            if (sk.operator() == KeyOperator.BETWEEN) {
                AttributeValue upper = keyValue(key, sk.upper(), values, p);
                exprValues.put(value + "b", upper);
                sorts.add(SortCondition.between(key.name(), v, upper));
                parts.add(name + " BETWEEN " + value + " AND " + value + "b");
            } else {
                sorts.add(SortCondition.of(key.name(), sk.operator(), v));
                parts.add(sk.operator() == KeyOperator.BEGINS_WITH ? "begins_with(" + name + ", " + value + ")"
                        : name + " " + sk.operator().symbol() + " " + value);
            }
        }
        return QueryRequest.builder(table.name()).indexName(p.index()).keyCondition(new KeyCondition(partition, sorts))
                .keyConditionExpression(String.join(" AND ", parts));
    }

    static KeySchema keySchema(Table table, AccessPattern p) {
        if (p.index() == null) {
            return table.keySchema();
        }
        return table.findIndex(p.index()).map(SecondaryIndex::keySchema).orElseThrow(() -> new IllegalArgumentException(
                "pattern '" + p.name() + "' names index '" + p.index() + "', which table " + table.name()
                        + " does not have"));
    }

    /** The table key of a GetItem or a write: from the key templates, else from the pattern's item. */
    static Item key(Table table, AccessPattern p, Map<String, String> values) {
        KeySchema keys = table.keySchema();
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (KeyAttribute attribute : keys.attributes()) {
            boolean partition = attribute == keys.partitionKey();
            KeyTemplate template = partition ? p.partitionKey() : p.sortKey() == null ? null : p.sortKey().value();
            if (!partition && p.sortKey() != null && p.sortKey().operator() != KeyOperator.EQ) {
                throw new IllegalArgumentException("pattern '" + p.name() + "': a " + p.operation()
                        + " needs the sort key with =, not " + p.sortKey().operator().symbol());
            }
            if (template != null) {
                key.put(attribute.name(), keyValue(attribute, template, values, p));
            } else if (p.item().containsKey(attribute.name())) {
                key.put(attribute.name(), value(p.item().get(attribute.name()), values, attribute.name()));
            } else {
                throw new IllegalArgumentException("pattern '" + p.name() + "' gives no value for the key attribute "
                        + attribute.name());
            }
        }
        return Item.of(key);
    }

    private static String projection(List<String> paths, Map<String, String> names) {
        if (paths.isEmpty()) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        for (String path : paths) {
            if (path.matches("[A-Za-z0-9_\\-]+")) {
                String placeholder = "#p" + parts.size();
                names.put(placeholder, path);
                parts.add(placeholder);
            } else {
                parts.add(path);
            }
        }
        return String.join(", ", parts);
    }

    static AttributeValue keyValue(KeyAttribute key, KeyTemplate template, Map<String, String> values, AccessPattern p) {
        String text = render(template, values, p);
        return switch (key.type()) {
            case S -> AttributeValue.s(text);
            case N -> number(text, key.name(), p);
            case B -> AttributeValue.b(Binary.of(text.getBytes(StandardCharsets.UTF_8)));
        };
    }

    private static AttributeValue number(String text, String what, AccessPattern p) {
        try {
            return AttributeValue.n(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("pattern '" + p.name() + "': " + what + " is a number but the value is '"
                    + text + "'");
        }
    }

    static AttributeValue value(TemplateValue v, Map<String, String> values, String what) {
        String text;
        try {
            text = v.template().render(values);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + " (for " + what + ")");
        }
        return switch (v.type()) {
            case S -> AttributeValue.s(text);
            case N -> {
                try {
                    yield AttributeValue.n(text);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(what + " is a number but the value is '" + text + "'");
                }
            }
            case B -> AttributeValue.b(Binary.fromBase64(text));
            case BOOL -> AttributeValue.bool(Boolean.parseBoolean(text));
            case NULL -> AttributeValue.nul();
            default -> throw new IllegalArgumentException(what + ": a template value of type " + v.type()
                    + " is not supported");
        };
    }

    private static String render(KeyTemplate template, Map<String, String> values, AccessPattern p) {
        try {
            return template.render(values);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("pattern '" + p.name() + "': " + e.getMessage()
                    + "; give it with --param or a default");
        }
    }

    private static void require(boolean ok, AccessPattern p, String what) {
        if (!ok) {
            throw new IllegalArgumentException("pattern '" + p.name() + "': " + what);
        }
    }
}
