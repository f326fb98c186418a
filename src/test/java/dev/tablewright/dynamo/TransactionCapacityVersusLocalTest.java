package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.engine.CapacityUnits;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.ItemSize;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.TransactGetItemsRequest;
import dev.tablewright.engine.request.TransactWriteItemsRequest;
import dev.tablewright.engine.request.TransactWriteItemsRequest.Action;
import dev.tablewright.engine.request.TransactWriteItemsRequest.Kind;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * The transactional capacity rule ({@link CapacityUnits#transactional}, {@link CapacityUnits#transactionalGet})
 * against DynamoDB Local 3.3.1: seeded random TransactWriteItems (Put of a new or an existing key,
 * Update, Delete, ConditionCheck, of items from a few bytes to 12 KB, on a table with a GSI and two
 * without) and TransactGetItems (items found and missing) are sent to Local, and each table's
 * ConsumedCapacity (table and GSI parts) must be what the rule gives each action, and what the
 * in-memory engine that prices patterns reports. Each transaction has at most one action per
 * table: Local adds up one table's actions wrongly (it keeps equal charges once: two 1 KB Puts
 * cost 2, a 2 KB and a 1 KB Put 6), where DynamoDB charges each (docs/capacity.md).
 */
class TransactionCapacityVersusLocalTest {
    private static final long SEED = Long.getLong("tablewright.differential.seed", 30_43L);
    private static final int WRITES = 150;
    private static final int READS = 60;
    private static final List<String> TABLES = List.of("TxPlainOne", "TxPlainTwo", "TxIndexed");
    private static final String INDEXED = "TxIndexed";
    private static final String GSI = "ByGroup";
    private static AmazonDynamoDBLocal local;
    private static DynamoDbClient client;

    @BeforeAll
    static void startLocal() {
        local = DynamoDBEmbedded.create(null, true);
        client = local.dynamoDbClient();
        for (String name : TABLES) {
            client.createTable(b -> {
                b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                        .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build());
                if (name.equals(INDEXED)) {
                    b.attributeDefinitions(definition("pk"), definition("grp")).globalSecondaryIndexes(
                            GlobalSecondaryIndex.builder().indexName(GSI).keySchema(KeySchemaElement.builder()
                                    .attributeName("grp").keyType(KeyType.HASH).build())
                                    .projection(p -> p.projectionType(ProjectionType.ALL)).build());
                } else {
                    b.attributeDefinitions(definition("pk"));
                }
            });
        }
    }

    @AfterAll
    static void stopLocal() {
        client.close();
        local.shutdown();
    }

    private static AttributeDefinition definition(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }

    private static InMemoryEngine engine() {
        InMemoryEngine engine = new InMemoryEngine();
        for (String name : TABLES) {
            Table table = Table.of(name, KeySchema.of(KeyAttribute.of("pk", ScalarType.S)));
            if (name.equals(INDEXED)) {
                table = table.withIndexes(List.of(SecondaryIndex.gsi(GSI, KeySchema.of(KeyAttribute.of("grp",
                        ScalarType.S)), Projection.all())), List.of());
            }
            engine.add(table);
        }
        return engine;
    }

    /** One action and what the rule says it costs: the table part and the GSI part. */
    private record Priced(Action action, double table, double index) {
    }

    @Test
    void transactions_whenRandomItemsOfManySizes_costOnLocalWhatTheCapacityRuleGivesEachAction() {
        Random random = new Random(SEED);
        InMemoryEngine engine = engine();
        Map<String, Map<String, Item>> stored = new HashMap<>();
        TABLES.forEach(t -> stored.put(t, new LinkedHashMap<>()));
        List<String> mismatches = new ArrayList<>();
        int keys = 0;
        for (int round = 0; round < WRITES; round++) {
            List<String> tables = new ArrayList<>(TABLES);
            Collections.shuffle(tables, random);
            tables = tables.subList(0, 1 + random.nextInt(tables.size()));
            Map<String, Priced> priced = new LinkedHashMap<>();
            for (String table : tables) {
                Map<String, Item> items = stored.get(table);
                priced.put(table, action(random, table, items, "k" + keys++));
            }
            TransactWriteItemsRequest request = new TransactWriteItemsRequest(
                    priced.values().stream().map(Priced::action).toList(), ReturnConsumedCapacity.INDEXES, null);
            List<ConsumedCapacity> onLocal = RemoteWrites.transactWrite(client, request).consumedCapacity();
            List<ConsumedCapacity> inMemory = engine.transactWriteItems(request).consumedCapacity();
            compare("write " + round + " " + describe(request), priced, onLocal, inMemory, mismatches);
            for (Priced p : priced.values()) {
                apply(stored.get(p.action().tableName()), p.action());
            }
        }
        for (int round = 0; round < READS; round++) {
            List<String> tables = new ArrayList<>(TABLES);
            Collections.shuffle(tables, random);
            tables = tables.subList(0, 1 + random.nextInt(tables.size()));
            List<GetItemRequest> gets = new ArrayList<>();
            Map<String, Priced> priced = new LinkedHashMap<>();
            for (String table : tables) {
                List<String> present = new ArrayList<>(stored.get(table).keySet());
                String key = present.isEmpty() || random.nextInt(4) == 0 ? "missing" + round
                        : present.get(random.nextInt(present.size()));
                gets.add(new GetItemRequest(table, key(key), null, Map.of(), null, null));
                Item item = stored.get(table).get(key);
                priced.put(table, new Priced(null, CapacityUnits.transactionalGet(item == null ? 0 : ItemSize.of(item)), 0));
            }
            TransactGetItemsRequest request = new TransactGetItemsRequest(gets, ReturnConsumedCapacity.INDEXES);
            List<ConsumedCapacity> onLocal = RemoteWrites.transactGet(client, request).consumedCapacity();
            List<ConsumedCapacity> inMemory = engine.transactGetItems(request).consumedCapacity();
            compare("get " + round + " " + gets, priced, onLocal, inMemory, mismatches);
        }
        assertThat(mismatches).as("transactions whose capacity differs from the rule's, seed %d", SEED).isEmpty();
    }

    /** A random action on a table, priced by the rule from the item it finds and the item it leaves. */
    private static Priced action(Random random, String table, Map<String, Item> items, String fresh) {
        List<String> present = new ArrayList<>(items.keySet());
        String existing = present.isEmpty() ? null : present.get(random.nextInt(present.size()));
        int kind = existing == null ? 0 : random.nextInt(6);
        String key = switch (kind) {
            case 0 -> fresh;
            default -> existing;
        };
        Item old = items.get(key);
        Item next;
        Action action;
        switch (kind) {
            case 0, 1 -> { // a Put of a new key, or over an item there
                next = item(random, table, key, old);
                action = new Action(Kind.PUT, 1, table, next, null, null, null, Map.of(), Map.of(), null);
            }
            case 2 -> { // an Update of the padding
                String pad = "u".repeat(random.nextInt(12_000));
                next = old.with("padding", AttributeValue.s(pad));
                action = new Action(Kind.UPDATE, 1, table, null, key(key), "SET padding = :p", null, Map.of(),
                        Map.of(":p", AttributeValue.s(pad)), null);
            }
            case 3 -> { // a Delete of the item there
                next = null;
                action = new Action(Kind.DELETE, 1, table, null, key(key), null, null, Map.of(), Map.of(), null);
            }
            default -> { // a ConditionCheck that holds
                next = old;
                action = new Action(Kind.CONDITION_CHECK, 1, table, null, key(key), null, "attribute_exists(pk)",
                        Map.of(), Map.of(), null);
            }
        }
        long before = old == null ? 0 : ItemSize.of(old);
        long after = next == null ? 0 : ItemSize.of(next);
        double tableUnits = kind >= 4 ? CapacityUnits.conditionCheck(before) : CapacityUnits.write(before, after, true, 0);
        double indexUnits = 0;
        boolean changes = kind != 4 && kind != 5;
        if (table.equals(INDEXED) && changes) { // the group never changes: one index write of the larger entry
            boolean inBefore = old != null && old.get("grp") != null;
            boolean inAfter = next != null && next.get("grp") != null;
            if (inBefore || inAfter) {
                long blocks = Math.max(inBefore ? CapacityUnits.writeBlocks(before) : 0,
                        inAfter ? CapacityUnits.writeBlocks(after) : 0);
                indexUnits = CapacityUnits.transactional(blocks);
            }
        }
        return new Priced(action, tableUnits, indexUnits);
    }

    /** An item of any size from 0 to 12 KB of padding; in the indexed table half of them in the GSI (kept on overwrite). */
    private static Item item(Random random, String table, String key, Item old) {
        Item item = key(key).with("padding", AttributeValue.s("p".repeat(random.nextInt(12_000))));
        boolean grouped = old != null ? old.get("grp") != null : random.nextBoolean();
        if (!table.equals(INDEXED) || !grouped) {
            return item;
        }
        return item.with("grp", old != null ? old.get("grp") : AttributeValue.s("g" + random.nextInt(3)));
    }

    private static Item key(String key) {
        return Item.of(Map.of("pk", AttributeValue.s(key)));
    }

    private static String pk(Item item) {
        return ((AttributeValue.S) item.get("pk")).value();
    }

    private static void apply(Map<String, Item> items, Action a) {
        switch (a.kind()) {
            case PUT -> items.put(pk(a.item()), a.item());
            case UPDATE -> items.computeIfPresent(pk(a.key()), (k, v) -> v.with("padding",
                    a.expressionAttributeValues().get(":p")));
            case DELETE -> items.remove(pk(a.key()));
            default -> { }
        }
    }

    private static void compare(String what, Map<String, Priced> priced, List<ConsumedCapacity> onLocal,
                                List<ConsumedCapacity> inMemory, List<String> mismatches) {
        Map<String, ConsumedCapacity> local = byTable(onLocal);
        Map<String, ConsumedCapacity> engine = byTable(inMemory);
        priced.forEach((table, p) -> {
            ConsumedCapacity l = local.get(table);
            ConsumedCapacity e = engine.get(table);
            String expected = p.table() + "+" + p.index();
            String theirs = l == null ? "none" : l.table().capacityUnits() + "+" + gsi(l);
            String ours = e == null ? "none" : e.table().capacityUnits() + "+" + gsi(e);
            if (!expected.equals(theirs) || !expected.equals(ours)) {
                mismatches.add(what + " on " + table + ": rule " + expected + ", Local " + theirs + ", engine " + ours);
            }
        });
    }

    private static double gsi(ConsumedCapacity c) {
        return c.globalSecondaryIndexes().values().stream().mapToDouble(x -> x.capacityUnits()).sum();
    }

    private static Map<String, ConsumedCapacity> byTable(List<ConsumedCapacity> list) {
        Map<String, ConsumedCapacity> out = new HashMap<>();
        (list == null ? List.<ConsumedCapacity>of() : list).forEach(c -> out.put(c.tableName(), c));
        return out;
    }

    private static String describe(TransactWriteItemsRequest request) {
        List<String> parts = new ArrayList<>();
        request.actions().forEach(a -> parts.add(a.kind() + " " + a.tableName() + " "
                + (a.item() != null ? a.item().get("pk") : a.key().get("pk"))));
        return parts.toString();
    }
}
