package dev.tablewright.patterns;

import dev.tablewright.engine.expr.AttributeRenamer;
import dev.tablewright.engine.request.Capacity;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.DeleteItemRequest;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.GetItemResult;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.PutItemRequest;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.Response;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.engine.request.SortCondition;
import dev.tablewright.engine.request.UpdateItemRequest;
import dev.tablewright.engine.request.WriteResult;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.NameMapping;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * A bound pattern in a live table's names, and its result back in the model's: table, index and
 * top-level attribute names go through a {@link NameMapping} into every request (key conditions,
 * filters, projections, conditions, updates, keys, items and ExpressionAttributeNames), and the
 * returned items, keys and capacity come back under the model's names, so a run on a mapped live
 * table compares item for item with the in-memory run.
 */
public final class LiveNames {
    private LiveNames() {
    }

    /** The pattern's requests as the live table needs them; the pattern itself stays the model's. */
    public static BoundPattern toLive(BoundPattern bound, NameMapping mapping) {
        String table = bound.pattern().table();
        UnaryOperator<String> attribute = name -> mapping.attribute(table, name);
        if (bound.isTransaction()) {
            return new BoundPattern(bound.pattern(), List.of(), keys(bound.keys(), attribute),
                    LiveTransactionNames.toLive(bound.transaction(), mapping));
        }
        List<BoundRequest> requests = new ArrayList<>();
        for (BoundRequest r : bound.requests()) {
            requests.add(new BoundRequest(r.shard(), r.parameters(), request(r.request(), table, mapping, attribute)));
        }
        return new BoundPattern(bound.pattern(), requests, keys(bound.keys(), attribute));
    }

    /** A live run's result under the model's names, with the model's bound pattern and requests. */
    public static PatternResult toModel(PatternResult live, BoundPattern modelBound, NameMapping mapping) {
        String table = modelBound.pattern().table();
        UnaryOperator<String> back = name -> mapping.modelAttribute(table, name);
        UnaryOperator<String> index = name -> mapping.modelIndex(table, name);
        if (modelBound.isTransaction()) {
            List<Item> items = modelBound.transaction().get() == null ? live.items() : LiveTransactionNames.toModel(
                    live.items(), modelBound.transaction().get(), live.bound().transaction().get(), mapping);
            return new PatternResult(modelBound, items, live.count(), live.scannedCount(),
                    capacity(live.consumedCapacity(), table, index), List.of());
        }
        List<ShardResult> shards = new ArrayList<>();
        for (int i = 0; i < live.shards().size(); i++) {
            ShardResult s = live.shards().get(i);
            Request modelRequest = i < modelBound.requests().size() ? modelBound.requests().get(i).request() : s.request();
            shards.add(new ShardResult(s.shard(), modelRequest, response(s.response(), table, back, index)));
        }
        return new PatternResult(modelBound, live.items().stream().map(item -> item(item, back)).toList(),
                live.count(), live.scannedCount(), capacity(live.consumedCapacity(), table, index), shards);
    }

    static Request request(Request request, String table, NameMapping mapping, UnaryOperator<String> attribute) {
        String liveTable = mapping.table(table);
        if (request instanceof QueryRequest q) {
            var r = AttributeRenamer.rename(q.expressionAttributeNames(), attribute, List.of(
                    new AttributeRenamer.Text(q.keyConditionExpression(), "KeyConditionExpression"),
                    new AttributeRenamer.Text(q.filterExpression(), "FilterExpression"),
                    new AttributeRenamer.Text(q.projectionExpression(), "ProjectionExpression")));
            return QueryRequest.builder(liveTable).indexName(mapping.index(table, q.indexName()))
                    .keyCondition(keyCondition(q.keyCondition(), attribute)).keyConditionExpression(r.texts().get(0))
                    .filterExpression(r.texts().get(1)).projectionExpression(r.texts().get(2)).names(r.names())
                    .values(q.expressionAttributeValues()).scanIndexForward(q.scanIndexForward()).limit(q.limit())
                    .exclusiveStartKey(item(q.exclusiveStartKey(), attribute)).select(q.select())
                    .consistentRead(q.consistentRead()).returnConsumedCapacity(q.returnConsumedCapacity()).build();
        }
        if (request instanceof ScanRequest s) {
            var r = AttributeRenamer.rename(s.expressionAttributeNames(), attribute, List.of(
                    new AttributeRenamer.Text(s.filterExpression(), "FilterExpression"),
                    new AttributeRenamer.Text(s.projectionExpression(), "ProjectionExpression")));
            return ScanRequest.builder(liveTable).indexName(mapping.index(table, s.indexName()))
                    .filterExpression(r.texts().get(0)).projectionExpression(r.texts().get(1)).names(r.names())
                    .values(s.expressionAttributeValues()).limit(s.limit())
                    .exclusiveStartKey(item(s.exclusiveStartKey(), attribute)).select(s.select())
                    .consistentRead(s.consistentRead()).segment(s.segment()).totalSegments(s.totalSegments())
                    .returnConsumedCapacity(s.returnConsumedCapacity()).build();
        }
        if (request instanceof GetItemRequest g) {
            var r = AttributeRenamer.rename(g.expressionAttributeNames(), attribute, List.of(
                    new AttributeRenamer.Text(g.projectionExpression(), "ProjectionExpression")));
            return new GetItemRequest(liveTable, item(g.key(), attribute), r.texts().get(0), r.names(),
                    g.consistentRead(), g.returnConsumedCapacity());
        }
        if (request instanceof PutItemRequest p) {
            var r = AttributeRenamer.rename(p.expressionAttributeNames(), attribute, List.of(
                    new AttributeRenamer.Text(p.conditionExpression(), "ConditionExpression")));
            return new PutItemRequest(liveTable, item(p.item(), attribute), r.texts().get(0), r.names(),
                    p.expressionAttributeValues(), p.returnConsumedCapacity());
        }
        if (request instanceof UpdateItemRequest u) {
            var r = AttributeRenamer.rename(u.expressionAttributeNames(), attribute, List.of(
                    new AttributeRenamer.Text(u.updateExpression(), "UpdateExpression"),
                    new AttributeRenamer.Text(u.conditionExpression(), "ConditionExpression")));
            return new UpdateItemRequest(liveTable, item(u.key(), attribute), r.texts().get(0), r.texts().get(1),
                    r.names(), u.expressionAttributeValues(), u.returnConsumedCapacity());
        }
        DeleteItemRequest d = (DeleteItemRequest) request;
        var r = AttributeRenamer.rename(d.expressionAttributeNames(), attribute, List.of(
                new AttributeRenamer.Text(d.conditionExpression(), "ConditionExpression")));
        return new DeleteItemRequest(liveTable, item(d.key(), attribute), r.texts().get(0), r.names(),
                d.expressionAttributeValues(), d.returnConsumedCapacity());
    }

    private static Response response(Response response, String table, UnaryOperator<String> back,
                                     UnaryOperator<String> index) {
        if (response instanceof ReadResult r) {
            return new ReadResult(r.items() == null ? null : r.items().stream().map(i -> item(i, back)).toList(),
                    r.count(), r.scannedCount(), item(r.lastEvaluatedKey(), back), capacity(r.consumedCapacity(), table, index));
        }
        if (response instanceof GetItemResult g) {
            return new GetItemResult(item(g.item(), back), capacity(g.consumedCapacity(), table, index));
        }
        WriteResult w = (WriteResult) response;
        return new WriteResult(item(w.oldItem(), back), item(w.newItem(), back), capacity(w.consumedCapacity(), table, index));
    }

    /** Capacity under the model's table and index names. */
    private static ConsumedCapacity capacity(ConsumedCapacity c, String table, UnaryOperator<String> index) {
        if (c == null) {
            return null;
        }
        Map<String, Capacity> lsis = new LinkedHashMap<>();
        c.localSecondaryIndexes().forEach((k, v) -> lsis.put(index.apply(k), v));
        Map<String, Capacity> gsis = new LinkedHashMap<>();
        c.globalSecondaryIndexes().forEach((k, v) -> gsis.put(index.apply(k), v));
        return new ConsumedCapacity(table, c.capacityUnits(), c.table(), lsis, gsis);
    }

    private static KeyCondition keyCondition(KeyCondition k, UnaryOperator<String> attribute) {
        if (k == null) {
            return null;
        }
        List<KeyCondition.Equality> partition = k.partitionKeys().stream()
                .map(e -> new KeyCondition.Equality(attribute.apply(e.attributeName()), e.value())).toList();
        List<SortCondition> sorts = k.sortConditions().stream().map(s -> new SortCondition(
                attribute.apply(s.attributeName()), s.operator(), s.value(), s.upper())).toList();
        return new KeyCondition(partition, sorts);
    }

    private static KeySchema keys(KeySchema keys, UnaryOperator<String> attribute) {
        return KeySchema.of(keys.partitionKeys().stream().map(k -> rename(k, attribute)).toList(),
                keys.sortKeys().stream().map(k -> rename(k, attribute)).toList());
    }

    private static KeyAttribute rename(KeyAttribute k, UnaryOperator<String> attribute) {
        return KeyAttribute.of(attribute.apply(k.name()), k.type());
    }

    /** An item (or key) with its attributes renamed; null stays null. */
    static Item item(Item item, UnaryOperator<String> rename) {
        if (item == null) {
            return null;
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        item.attributes().forEach((name, value) -> out.put(rename.apply(name), value));
        return Item.of(out);
    }
}
