package dev.tablewright.dynamo;

import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.DeleteItemRequest;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.PutItemRequest;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.TransactGetItemsRequest;
import dev.tablewright.engine.request.TransactGetItemsResult;
import dev.tablewright.engine.request.TransactWriteItemsRequest;
import dev.tablewright.engine.request.TransactWriteItemsResult;
import dev.tablewright.engine.request.UpdateItemRequest;
import dev.tablewright.engine.request.WriteResult;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * The engine's write requests (PutItem, UpdateItem, DeleteItem) and transactions (TransactWriteItems,
 * TransactGetItems) sent through the SDK, their answers mapped back to the engine's types, so that a
 * write pattern or a transaction pattern runs on DynamoDB as it runs in memory. A single write asks
 * for the item it changed (ALL_OLD, or ALL_NEW for an update) unless the request names its own
 * ReturnValues, so that the answer holds the item before and after as the engine's does. Refusals
 * are thrown by the caller ({@link RemoteRequests#execute}) as the engine throws them.
 */
final class RemoteWrites {
    private RemoteWrites() {
    }

    static WriteResult put(DynamoDbClient client, PutItemRequest p) {
        var r = client.putItem(b -> b.tableName(p.tableName()).item(AttributeValues.toSdk(p.item()))
                .conditionExpression(p.conditionExpression()).expressionAttributeNames(names(p.expressionAttributeNames()))
                .expressionAttributeValues(values(p.expressionAttributeValues()))
                .returnValues(p.returnValues() == null ? "ALL_OLD" : p.returnValues())
                .returnConsumedCapacity(rcc(p.returnConsumedCapacity())));
        return new WriteResult(itemOrNull(r.hasAttributes(), r.attributes()), p.item(), RemoteRequests.capacity(r.consumedCapacity()));
    }

    static WriteResult update(DynamoDbClient client, UpdateItemRequest u) {
        var r = client.updateItem(b -> b.tableName(u.tableName()).key(AttributeValues.toSdk(u.key()))
                .updateExpression(u.updateExpression()).conditionExpression(u.conditionExpression())
                .expressionAttributeNames(names(u.expressionAttributeNames()))
                .expressionAttributeValues(values(u.expressionAttributeValues()))
                .returnValues(u.returnValues() == null ? "ALL_NEW" : u.returnValues())
                .returnConsumedCapacity(rcc(u.returnConsumedCapacity())));
        return new WriteResult(null, itemOrNull(r.hasAttributes(), r.attributes()), RemoteRequests.capacity(r.consumedCapacity()));
    }

    static WriteResult delete(DynamoDbClient client, DeleteItemRequest d) {
        var r = client.deleteItem(b -> b.tableName(d.tableName()).key(AttributeValues.toSdk(d.key()))
                .conditionExpression(d.conditionExpression()).expressionAttributeNames(names(d.expressionAttributeNames()))
                .expressionAttributeValues(values(d.expressionAttributeValues()))
                .returnValues(d.returnValues() == null ? "ALL_OLD" : d.returnValues())
                .returnConsumedCapacity(rcc(d.returnConsumedCapacity())));
        return new WriteResult(itemOrNull(r.hasAttributes(), r.attributes()), null, RemoteRequests.capacity(r.consumedCapacity()));
    }

    /** The item a write returned, or null when it returned none (no old item, or ReturnValues NONE). */
    private static Item itemOrNull(
            boolean returned, Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> attributes) {
        return returned && !attributes.isEmpty() ? AttributeValues.fromSdkItem(attributes) : null;
    }

    static TransactWriteItemsResult transactWrite(DynamoDbClient client, TransactWriteItemsRequest t) {
        List<TransactWriteItem> items = new ArrayList<>();
        for (TransactWriteItemsRequest.Action a : t.actions()) {
            var names = names(a.expressionAttributeNames());
            var values = values(a.expressionAttributeValues());
            items.add(switch (a.kind()) {
                case PUT -> TransactWriteItem.builder().put(Put.builder().tableName(a.tableName())
                        .item(AttributeValues.toSdk(a.item())).conditionExpression(a.conditionExpression())
                        .expressionAttributeNames(names).expressionAttributeValues(values).build()).build();
                case UPDATE -> TransactWriteItem.builder().update(Update.builder().tableName(a.tableName())
                        .key(AttributeValues.toSdk(a.key())).updateExpression(a.updateExpression())
                        .conditionExpression(a.conditionExpression())
                        .expressionAttributeNames(names).expressionAttributeValues(values).build()).build();
                case DELETE -> TransactWriteItem.builder().delete(Delete.builder().tableName(a.tableName())
                        .key(AttributeValues.toSdk(a.key())).conditionExpression(a.conditionExpression())
                        .expressionAttributeNames(names).expressionAttributeValues(values).build()).build();
                case CONDITION_CHECK -> TransactWriteItem.builder().conditionCheck(ConditionCheck.builder()
                        .tableName(a.tableName()).key(AttributeValues.toSdk(a.key()))
                        .conditionExpression(a.conditionExpression())
                        .expressionAttributeNames(names).expressionAttributeValues(values).build()).build();
                case NONE -> throw new IllegalArgumentException("a transaction action names no Put, Update, Delete"
                        + " or ConditionCheck");
            });
        }
        var r = client.transactWriteItems(b -> b.transactItems(items).clientRequestToken(t.clientRequestToken())
                .returnConsumedCapacity(rcc(t.returnConsumedCapacity())));
        return new TransactWriteItemsResult(capacities(r.hasConsumedCapacity() ? r.consumedCapacity() : List.of()));
    }

    static TransactGetItemsResult transactGet(DynamoDbClient client, TransactGetItemsRequest t) {
        List<TransactGetItem> gets = new ArrayList<>();
        for (GetItemRequest g : t.gets()) {
            gets.add(TransactGetItem.builder().get(Get.builder().tableName(g.tableName()).key(AttributeValues.toSdk(g.key()))
                    .projectionExpression(g.projectionExpression())
                    .expressionAttributeNames(names(g.expressionAttributeNames())).build()).build());
        }
        var r = client.transactGetItems(b -> b.transactItems(gets).returnConsumedCapacity(rcc(t.returnConsumedCapacity())));
        List<Item> items = new ArrayList<>();
        for (ItemResponse response : r.hasResponses() ? r.responses() : List.<ItemResponse>of()) {
            items.add(response.hasItem() && !response.item().isEmpty() ? AttributeValues.fromSdkItem(response.item()) : null);
        }
        return new TransactGetItemsResult(items, capacities(r.hasConsumedCapacity() ? r.consumedCapacity() : List.of()));
    }

    private static List<ConsumedCapacity> capacities(List<software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity> c) {
        return c.stream().map(RemoteRequests::capacity).toList();
    }

    private static Map<String, String> names(Map<String, String> names) {
        return names == null || names.isEmpty() ? null : names;
    }

    private static Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> values(
            Map<String, AttributeValue> values) {
        return values == null || values.isEmpty() ? null : AttributeValues.toSdk(values);
    }

    private static String rcc(ReturnConsumedCapacity rcc) {
        return rcc == null ? null : rcc.name();
    }
}
