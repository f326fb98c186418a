package dev.tablewright.dynamo.live;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.dynamo.DynamoErrors;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.dynamo.RemoteRunner;
import dev.tablewright.dynamo.TableMapping;
import dev.tablewright.engine.request.DeleteItemRequest;
import dev.tablewright.engine.request.PutItemRequest;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.formats.RequestJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The Tables workspace's requests on one open connection: list and describe tables, read pages
 * (Query, Scan, ExecuteStatement), write items and run transactions. The data-plane calls go in
 * DynamoDB's JSON wire form through {@link RemoteRunner}, the owner of operation dispatch on a
 * connection. Every failure comes back as a {@link dev.tablewright.dynamo.DynamoException} with
 * plain words, except a cancelled transaction, whose reasons are its answer.
 */
public final class LiveTables {
    private final OpenConnection connection;
    private final RemoteRunner runner;

    public LiveTables(OpenConnection connection) {
        this.connection = connection;
        this.runner = new RemoteRunner(connection, false);
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
        Map<String, AttributeValue> values = new LinkedHashMap<>(request.values());
        String keyCondition = request.keyCondition(names, values);
        LiveWire.names(request.filter(), names);
        LiveWire.names(request.projection(), names);
        Map<String, AttributeValue> start = ItemPage.startKey(cursor);
        Item startKey = start == null ? null : Item.of(start);
        Request sent = request.isQuery()
                ? QueryRequest.builder(request.table()).indexName(request.index()).keyConditionExpression(keyCondition)
                .filterExpression(request.filter()).projectionExpression(request.projection()).names(names)
                .values(values).consistentRead(request.consistentRead()).scanIndexForward(request.forward())
                .limit(request.pageSize()).exclusiveStartKey(startKey).build()
                : ScanRequest.builder(request.table()).indexName(request.index()).filterExpression(request.filter())
                .projectionExpression(request.projection()).names(names).values(values)
                .consistentRead(request.consistentRead()).limit(request.pageSize()).exclusiveStartKey(startKey).build();
        JsonNode answer = call(sent, request.describe());
        return new ItemPage(LiveWire.items(answer), answer.path("ScannedCount").asInt(),
                LiveWire.key(answer.get("LastEvaluatedKey")));
    }

    /** One page of a PartiQL statement, after {@code nextToken} (null: the first). */
    public ItemPage statement(String statement, String nextToken) {
        ObjectNode body = JsonNodeFactory.instance.objectNode().put("Statement", statement);
        if (nextToken != null) {
            body.put("NextToken", nextToken);
        }
        JsonNode answer = refusedThrown(runner.run("ExecuteStatement", body, "ExecuteStatement"), "ExecuteStatement");
        List<Item> items = LiveWire.items(answer);
        return new ItemPage(items, items.size(), answer.hasNonNull("NextToken") ? answer.get("NextToken").asText() : null);
    }

    /** PutItem, conditional when {@code condition} is set. */
    public void put(String table, Item item, String condition, Map<String, AttributeValue> values) {
        boolean conditional = condition != null && !condition.isBlank();
        call(new PutItemRequest(table, item, conditional ? condition : null, conditionNames(condition),
                conditional ? values : null, null), "PutItem on " + table);
    }

    /** DeleteItem of the item with {@code key}, conditional when {@code condition} is set. */
    public void delete(String table, Item key, String condition, Map<String, AttributeValue> values) {
        boolean conditional = condition != null && !condition.isBlank();
        call(new DeleteItemRequest(table, key, conditional ? condition : null, conditionNames(condition),
                conditional ? values : null, null), "DeleteItem on " + table);
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
        JsonNode answer = runner.run(operation, LiveWire.transaction(actions), operation);
        JsonNode error = answer.get("Error");
        if (error != null && "TransactionCanceledException".equals(error.path("Code").asText())) {
            return new TransactionResult(false, List.of(), LiveWire.reasons(error),
                    operation + " was cancelled: " + error.path("Message").asText());
        }
        refusedThrown(answer, operation);
        if (get) {
            List<Item> items = new ArrayList<>();
            answer.path("Responses").forEach(r -> items.add(r.has("Item") ? LiveWire.item(r.get("Item")) : null));
            return new TransactionResult(true, items, List.of(), "read " + items.size() + " items");
        }
        return new TransactionResult(true, List.of(), List.of(), "committed " + actions.size() + " actions");
    }

    /** Sends {@code request} through the runner; DynamoDB's refusal is thrown in plain words. */
    private JsonNode call(Request request, String describedAs) {
        ObjectNode body = RequestJson.write(request);
        body.remove("Operation");
        return refusedThrown(runner.run(request.operation().name(), body, describedAs), describedAs);
    }

    /** The answer, unless it is an error: then DynamoDB's refusal in the words the SDK's exception gets. */
    private JsonNode refusedThrown(JsonNode answer, String describedAs) {
        JsonNode error = answer.get("Error");
        if (error != null) {
            throw DynamoErrors.refused(error.path("Code").asText(""), error.path("Message").asText(""),
                    connection.connection(), describedAs);
        }
        return answer;
    }

    private static Map<String, String> conditionNames(String condition) {
        Map<String, String> names = new LinkedHashMap<>();
        LiveWire.names(condition, names);
        return names;
    }
}
