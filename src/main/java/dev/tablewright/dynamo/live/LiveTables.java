package dev.tablewright.dynamo.live;

import dev.tablewright.dynamo.AttributeValues;
import dev.tablewright.dynamo.DynamoErrors;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.dynamo.TableMapping;
import dev.tablewright.model.Item;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The Tables workspace's requests on one open connection: list and describe tables, read pages
 * (Query, Scan, ExecuteStatement), write items and run transactions. Every failure comes back as a
 * {@link dev.tablewright.dynamo.DynamoException} with plain words, except a cancelled transaction,
 * whose reasons are its answer.
 */
public final class LiveTables {
    /** {@code #name} in an expression stands for the attribute {@code name}. */
    private static final Pattern NAME = Pattern.compile("#([A-Za-z0-9_]+)");
    private final OpenConnection connection;

    public LiveTables(OpenConnection connection) {
        this.connection = connection;
    }

    /** Every table name, following ListTables' pages. */
    public List<String> tableNames() {
        List<String> names = new ArrayList<>();
        try {
            connection.client().listTablesPaginator(b -> { }).tableNames().forEach(names::add);
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), "ListTables");
        }
        return names;
    }

    public LiveTable describe(String tableName) {
        TableDescription d;
        try {
            d = connection.client().describeTable(b -> b.tableName(tableName)).table();
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), "DescribeTable " + tableName);
        }
        Table table = TableMapping.fromDescription(d, List.of());
        String billing = d.billingModeSummary() == null ? "PROVISIONED" : d.billingModeSummary().billingModeAsString();
        return new LiveTable(table, d.tableStatusAsString(), d.itemCount() == null ? 0 : d.itemCount(),
                d.tableSizeBytes() == null ? 0 : d.tableSizeBytes(), billing);
    }

    /** One page of {@code request}, starting after {@code cursor} (null: the first page). */
    public ItemPage read(ReadRequest request, Object cursor) {
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, AttributeValue> values = new LinkedHashMap<>(AttributeValues.toSdk(request.values()));
        names(request.filter(), names);
        names(request.projection(), names);
        Map<String, AttributeValue> start = startKey(cursor);
        try {
            if (request.isQuery()) {
                names.put("#pk", request.partitionKeyName());
                values.put(":pk", AttributeValues.toSdk(request.partitionKey()));
                if (request.sortOperator() != null) {
                    names.put("#sk", request.sortKeyName());
                    for (int i = 0; i < request.sortValues().size(); i++) {
                        values.put(":sk" + (i + 1), AttributeValues.toSdk(request.sortValues().get(i)));
                    }
                }
                QueryRequest.Builder b = QueryRequest.builder().tableName(request.table()).indexName(request.index())
                        .keyConditionExpression(request.keyCondition()).filterExpression(request.filter())
                        .projectionExpression(request.projection()).consistentRead(request.consistentRead())
                        .scanIndexForward(request.forward()).limit(request.pageSize())
                        .expressionAttributeNames(names).exclusiveStartKey(start);
                if (!values.isEmpty()) {
                    b.expressionAttributeValues(values);
                }
                QueryResponse r = connection.client().query(b.build());
                return new ItemPage(items(r.items()), r.scannedCount(), r.hasLastEvaluatedKey() ? key(r.lastEvaluatedKey()) : null);
            }
            ScanRequest.Builder b = ScanRequest.builder().tableName(request.table()).indexName(request.index())
                    .filterExpression(request.filter()).projectionExpression(request.projection())
                    .consistentRead(request.consistentRead()).limit(request.pageSize()).exclusiveStartKey(start);
            if (!names.isEmpty()) {
                b.expressionAttributeNames(names);
            }
            if (!values.isEmpty()) {
                b.expressionAttributeValues(values);
            }
            ScanResponse r = connection.client().scan(b.build());
            return new ItemPage(items(r.items()), r.scannedCount(), r.hasLastEvaluatedKey() ? key(r.lastEvaluatedKey()) : null);
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), request.describe());
        }
    }

    /** One page of a PartiQL statement, after {@code nextToken} (null: the first). */
    public ItemPage statement(String statement, String nextToken) {
        try {
            ExecuteStatementResponse r = connection.client().executeStatement(b -> b.statement(statement)
                    .nextToken(nextToken));
            List<Item> items = r.hasItems() ? items(r.items()) : List.of();
            return new ItemPage(items, items.size(), r.nextToken());
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), "ExecuteStatement");
        }
    }

    /** PutItem, conditional when {@code condition} is set. */
    public void put(String table, Item item, String condition, Map<String, dev.tablewright.model.AttributeValue> values) {
        Map<String, String> names = new LinkedHashMap<>();
        names(condition, names);
        try {
            connection.client().putItem(b -> {
                b.tableName(table).item(AttributeValues.toSdk(item));
                conditional(b::conditionExpression, b::expressionAttributeNames, b::expressionAttributeValues,
                        condition, names, values);
            });
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), "PutItem on " + table);
        }
    }

    /** DeleteItem of the item with {@code key}, conditional when {@code condition} is set. */
    public void delete(String table, Item key, String condition, Map<String, dev.tablewright.model.AttributeValue> values) {
        Map<String, String> names = new LinkedHashMap<>();
        names(condition, names);
        try {
            connection.client().deleteItem(b -> {
                b.tableName(table).key(AttributeValues.toSdk(key));
                conditional(b::conditionExpression, b::expressionAttributeNames, b::expressionAttributeValues,
                        condition, names, values);
            });
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), "DeleteItem on " + table);
        }
    }

    /** TransactWriteItems (any write action) or TransactGetItems (only Get actions). */
    public TransactionResult transact(List<TransactionAction> actions) {
        if (actions.isEmpty() || actions.size() > 100) {
            throw new IllegalArgumentException("a transaction takes 1 to 100 actions, not " + actions.size());
        }
        boolean get = actions.stream().allMatch(a -> a.kind() == TransactionAction.Kind.GET);
        if (!get && actions.stream().anyMatch(a -> a.kind() == TransactionAction.Kind.GET)) {
            throw new IllegalArgumentException("Get actions cannot be mixed with write actions in one transaction");
        }
        String operation = get ? "TransactGetItems" : "TransactWriteItems";
        try {
            if (get) {
                var r = connection.client().transactGetItems(b -> b.transactItems(actions.stream().map(a ->
                        TransactGetItem.builder().get(g -> g.tableName(a.table()).key(AttributeValues.toSdk(a.item())))
                                .build()).toList()));
                List<Item> items = new ArrayList<>();
                r.responses().forEach(i -> items.add(i.hasItem() ? AttributeValues.fromSdkItem(i.item()) : null));
                return new TransactionResult(true, items, List.of(), "read " + items.size() + " items");
            }
            connection.client().transactWriteItems(b -> b.transactItems(actions.stream().map(LiveTables::write).toList()));
            return new TransactionResult(true, List.of(), List.of(), "committed " + actions.size() + " actions");
        } catch (TransactionCanceledException e) {
            List<TransactionResult.Reason> reasons = new ArrayList<>();
            if (e.hasCancellationReasons()) {
                for (CancellationReason reason : e.cancellationReasons()) {
                    reasons.add(new TransactionResult.Reason(reason.code(), reason.message()));
                }
            }
            return new TransactionResult(false, List.of(), reasons, operation + " was cancelled: "
                    + (e.awsErrorDetails() == null ? e.getMessage() : e.awsErrorDetails().errorMessage()));
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), operation);
        }
    }

    private static TransactWriteItem write(TransactionAction a) {
        Map<String, String> names = new LinkedHashMap<>();
        names(a.updateExpression(), names);
        names(a.conditionExpression(), names);
        Map<String, AttributeValue> values = a.values().isEmpty() ? null : AttributeValues.toSdk(a.values());
        Map<String, String> namesOrNull = names.isEmpty() ? null : names;
        var item = AttributeValues.toSdk(a.item());
        return switch (a.kind()) {
            case PUT -> TransactWriteItem.builder().put(p -> p.tableName(a.table()).item(item)
                    .conditionExpression(a.conditionExpression()).expressionAttributeNames(namesOrNull)
                    .expressionAttributeValues(values)).build();
            case UPDATE -> TransactWriteItem.builder().update(u -> u.tableName(a.table()).key(item)
                    .updateExpression(a.updateExpression()).conditionExpression(a.conditionExpression())
                    .expressionAttributeNames(namesOrNull).expressionAttributeValues(values)).build();
            case DELETE -> TransactWriteItem.builder().delete(d -> d.tableName(a.table()).key(item)
                    .conditionExpression(a.conditionExpression()).expressionAttributeNames(namesOrNull)
                    .expressionAttributeValues(values)).build();
            case CONDITION_CHECK -> TransactWriteItem.builder().conditionCheck(c -> c.tableName(a.table()).key(item)
                    .conditionExpression(a.conditionExpression()).expressionAttributeNames(namesOrNull)
                    .expressionAttributeValues(values)).build();
            case GET -> throw new IllegalArgumentException("Get is not a write action");
        };
    }

    private static void conditional(java.util.function.Consumer<String> condition,
                                    java.util.function.Consumer<Map<String, String>> namesSetter,
                                    java.util.function.Consumer<Map<String, AttributeValue>> valuesSetter,
                                    String expression, Map<String, String> names,
                                    Map<String, dev.tablewright.model.AttributeValue> values) {
        if (expression == null || expression.isBlank()) {
            return;
        }
        condition.accept(expression);
        if (!names.isEmpty()) {
            namesSetter.accept(names);
        }
        if (values != null && !values.isEmpty()) {
            valuesSetter.accept(AttributeValues.toSdk(values));
        }
    }

    /** Adds {@code #x -> x} for each placeholder in {@code expression}. */
    static void names(String expression, Map<String, String> names) {
        if (expression == null) {
            return;
        }
        Matcher m = NAME.matcher(expression);
        while (m.find()) {
            names.putIfAbsent(m.group(), m.group(1));
        }
    }

    private static List<Item> items(List<Map<String, AttributeValue>> sdkItems) {
        List<Item> items = new ArrayList<>(sdkItems.size());
        sdkItems.forEach(i -> items.add(AttributeValues.fromSdkItem(i)));
        return items;
    }

    private static Map<String, dev.tablewright.model.AttributeValue> key(Map<String, AttributeValue> key) {
        return key == null || key.isEmpty() ? null : AttributeValues.fromSdkMap(key);
    }

    private static Map<String, AttributeValue> startKey(Object cursor) {
        Map<String, dev.tablewright.model.AttributeValue> key = ItemPage.startKey(cursor);
        return key == null ? null : new HashMap<>(AttributeValues.toSdk(key));
    }
}
