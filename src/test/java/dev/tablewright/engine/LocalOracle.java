package dev.tablewright.engine;

import dev.tablewright.engine.request.DeleteItemRequest;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.PutItemRequest;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.Response;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.engine.request.UpdateItemRequest;
import dev.tablewright.engine.request.WriteResult;

import dev.tablewright.dynamo.AttributeValues;
import dev.tablewright.dynamo.RemoteRequests;
import dev.tablewright.dynamo.TableMapping;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.Table;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * DynamoDB Local in-process as the oracle of the differential tests: creates model tables, loads
 * items, and answers the engine's own request types, mapped to and from the SDK.
 */
final class LocalOracle implements AutoCloseable {
    private final AmazonDynamoDBLocal local;
    private final DynamoDbClient client;

    LocalOracle() {
        local = DynamoDBEmbedded.create(null, true);
        client = local.dynamoDbClient();
    }

    DynamoDbClient client() {
        return client;
    }

    void create(Table table) {
        create(table, TableMapping.toCreateTableRequest(table));
    }

    /** Creates the table with this request (for shapes the app's mapping does not write) and loads its items. */
    void create(Table table, CreateTableRequest request) {
        client.createTable(request);
        List<WriteRequest> batch = new ArrayList<>();
        for (Item item : table.allItems()) {
            batch.add(WriteRequest.builder().putRequest(PutRequest.builder().item(AttributeValues.toSdk(item)).build())
                    .build());
            if (batch.size() == 25) {
                write(table.name(), batch);
                batch = new ArrayList<>();
            }
        }
        if (!batch.isEmpty()) {
            write(table.name(), batch);
        }
    }

    private void write(String table, List<WriteRequest> batch) {
        var response = client.batchWriteItem(b -> b.requestItems(Map.of(table, batch)));
        if (response.hasUnprocessedItems() && !response.unprocessedItems().isEmpty()) {
            throw new IllegalStateException("unprocessed items " + response.unprocessedItems());
        }
    }

    /** Local's answer, or the error it gave as a RequestException. */
    Response execute(Request request) {
        try {
            if (request instanceof QueryRequest || request instanceof ScanRequest || request instanceof GetItemRequest) {
                return RemoteRequests.execute(client, request); // the app's own mapping, checked here
            } else if (request instanceof PutItemRequest p) {
                var r = client.putItem(b -> b.tableName(p.tableName()).item(AttributeValues.toSdk(p.item()))
                        .conditionExpression(p.conditionExpression())
                        .expressionAttributeNames(names(p.expressionAttributeNames()))
                        .expressionAttributeValues(values(p.expressionAttributeValues()))
                        .returnValues("ALL_OLD").returnConsumedCapacity(rcc(p.returnConsumedCapacity())));
                return new WriteResult(r.hasAttributes() && !r.attributes().isEmpty()
                        ? AttributeValues.fromSdkItem(r.attributes()) : null, p.item(), RemoteRequests.capacity(r.consumedCapacity()));
            } else if (request instanceof DeleteItemRequest d) {
                var r = client.deleteItem(b -> b.tableName(d.tableName()).key(AttributeValues.toSdk(d.key()))
                        .conditionExpression(d.conditionExpression())
                        .expressionAttributeNames(names(d.expressionAttributeNames()))
                        .expressionAttributeValues(values(d.expressionAttributeValues()))
                        .returnValues("ALL_OLD").returnConsumedCapacity(rcc(d.returnConsumedCapacity())));
                return new WriteResult(r.hasAttributes() && !r.attributes().isEmpty()
                        ? AttributeValues.fromSdkItem(r.attributes()) : null, null, RemoteRequests.capacity(r.consumedCapacity()));
            } else if (request instanceof UpdateItemRequest u) {
                var r = client.updateItem(b -> b.tableName(u.tableName()).key(AttributeValues.toSdk(u.key()))
                        .updateExpression(u.updateExpression()).conditionExpression(u.conditionExpression())
                        .expressionAttributeNames(names(u.expressionAttributeNames()))
                        .expressionAttributeValues(values(u.expressionAttributeValues()))
                        .returnValues("ALL_NEW").returnConsumedCapacity(rcc(u.returnConsumedCapacity())));
                return new WriteResult(null, AttributeValues.fromSdkItem(r.attributes()),
                        RemoteRequests.capacity(r.consumedCapacity()));
            }
        } catch (DynamoDbException e) {
            throw new RequestException(e.awsErrorDetails().errorCode(), e.awsErrorDetails().errorMessage());
        }
        throw new IllegalArgumentException("unknown request " + request);
    }

    private static Map<String, String> names(Map<String, String> names) {
        return names.isEmpty() ? null : names;
    }

    private static Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> values(
            Map<String, AttributeValue> values) {
        return values.isEmpty() ? null : AttributeValues.toSdk(values);
    }

    private static String rcc(ReturnConsumedCapacity rcc) {
        return rcc == null ? null : rcc.name();
    }

    /** An item with numbers in canonical form and set members sorted, to compare Local's and the engine's. */
    static Item normalized(Item item) {
        if (item == null) {
            return null;
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        item.attributes().forEach((k, v) -> out.put(k, normalized(v)));
        return Item.of(out);
    }

    static AttributeValue normalized(AttributeValue v) {
        if (v instanceof AttributeValue.N n) {
            return AttributeValue.n(canonical(n.value()));
        } else if (v instanceof AttributeValue.SS ss) {
            return AttributeValue.ss(ss.values().stream().sorted().toList());
        } else if (v instanceof AttributeValue.NS ns) {
            return AttributeValue.ns(ns.values().stream().map(LocalOracle::canonical)
                    .sorted(Comparator.comparing(BigDecimal::new)).toList());
        } else if (v instanceof AttributeValue.BS bs) {
            return AttributeValue.bs(bs.values().stream().sorted(Binary::compareTo).toList());
        } else if (v instanceof AttributeValue.L l) {
            return AttributeValue.l(l.values().stream().map(LocalOracle::normalized).toList());
        } else if (v instanceof AttributeValue.M m) {
            Map<String, AttributeValue> out = new LinkedHashMap<>();
            m.values().forEach((k, x) -> out.put(k, normalized(x)));
            return AttributeValue.m(out);
        }
        return v;
    }

    private static String canonical(String number) {
        BigDecimal d = new BigDecimal(number.trim());
        return d.signum() == 0 ? "0" : d.stripTrailingZeros().toPlainString();
    }

    @Override
    public void close() {
        client.close();
        local.shutdown();
    }
}
