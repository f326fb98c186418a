package dev.tablewright.engine;

import dev.tablewright.engine.request.DeleteItemRequest;
import dev.tablewright.engine.request.PutItemRequest;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.engine.request.UpdateItemRequest;
import dev.tablewright.engine.request.WriteRequest;
import dev.tablewright.engine.request.WriteResult;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * PutItem, UpdateItem and DeleteItem against DynamoDB Local: the same old items and consumed
 * capacity (table, each GSI and LSI), then the same table and index contents in the same order.
 */
class WritesVersusLocalTest {
    private static final long SEED = 77L;
    private static LocalOracle local;
    private static InMemoryEngine engine;
    private static Table table;

    @BeforeAll
    static void load() {
        local = new LocalOracle();
        engine = new InMemoryEngine();
        table = Scenarios.stringKeys(SEED);
        table = Table.of("WriteTable", table.keySchema()).withIndexes(table.globalSecondaryIndexes(),
                table.localSecondaryIndexes()).withItems(table.items().subList(0, 150));
        local.create(table);
        engine.add(table);
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    @Test
    void generatedWrites_whenAppliedToBoth_leaveTheSameTablesAndCostTheSame() {
        Random random = new Random(SEED);
        List<Item> pool = Scenarios.items(Table.of("x", table.keySchema()).withIndexes(table.globalSecondaryIndexes(),
                table.localSecondaryIndexes()), SEED + 1, 150, 6, 0);
        List<Item> keys = new ArrayList<>();
        table.items().forEach(i -> keys.add(key(i)));
        pool.forEach(i -> keys.add(key(i)));
        List<String> failures = new ArrayList<>();
        int writes = 0;
        for (int i = 0; i < 400; i++) {
            ReturnConsumedCapacity rcc = random.nextBoolean() ? ReturnConsumedCapacity.INDEXES : ReturnConsumedCapacity.TOTAL;
            Item key = keys.get(random.nextInt(keys.size()));
            WriteRequest request;
            int kind = random.nextInt(3);
            if (kind == 0) {
                Item body = pool.get(random.nextInt(pool.size()));
                Map<String, AttributeValue> attributes = new LinkedHashMap<>(body.attributes());
                attributes.putAll(key.attributes());
                request = new PutItemRequest(table.name(), Item.of(attributes), null, Map.of(), Map.of(), rcc);
            } else if (kind == 1) {
                Item source = pool.get(random.nextInt(pool.size()));
                String attribute = List.of("status", "score", "tag", "a", "b", "blob").get(random.nextInt(6));
                AttributeValue value = source.get(attribute);
                String update = value == null ? "REMOVE #x" : "SET #x = :x";
                request = new UpdateItemRequest(table.name(), key, update, null, Map.of("#x", attribute),
                        value == null ? Map.of() : Map.of(":x", value), rcc);
            } else {
                request = new DeleteItemRequest(table.name(), key, null, Map.of(), Map.of(), rcc);
            }
            writes++;
            Object mine = outcome(request, true);
            Object theirs = outcome(request, false);
            if (!sameWrite(mine, theirs)) {
                failures.add("request: " + request + "\n  engine: " + mine + "\n  local:  " + theirs);
            }
        }
        EngineVersusLocalTest.Comparison reads = new EngineVersusLocalTest.Comparison();
        List<String> views = new ArrayList<>();
        views.add(null);
        table.indexes().stream().map(SecondaryIndex::name).forEach(views::add);
        for (String view : views) {
            ScanRequest scan = ScanRequest.builder(table.name()).indexName(view)
                    .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES).build();
            String difference = EngineVersusLocalTest.Comparison.difference(engine.scan(scan), local.execute(scan));
            if (difference != null) {
                failures.add(difference + " after the writes, scanning " + (view == null ? "the table" : view));
            }
        }
        assertThat(writes).isEqualTo(400);
        assertThat(failures).as("%d disagreements, first: %s", failures.size(),
                failures.isEmpty() ? "" : failures.get(0)).isEmpty();
    }

    private static Item key(Item item) {
        return IndexView.only(item, table.keySchema().attributeNames());
    }

    private static Object outcome(WriteRequest request, boolean engineSide) {
        try {
            return engineSide ? engine.execute(request) : local.execute(request);
        } catch (RequestException e) {
            return e.errorType();
        }
    }

    private static boolean sameWrite(Object mine, Object theirs) {
        if (!(mine instanceof WriteResult a) || !(theirs instanceof WriteResult b)) {
            return Objects.equals(mine, theirs);
        }
        boolean sameOld = b.oldItem() == null
                || Objects.equals(LocalOracle.normalized(a.oldItem()), LocalOracle.normalized(b.oldItem()));
        boolean sameNew = b.newItem() == null
                || Objects.equals(LocalOracle.normalized(a.newItem()), LocalOracle.normalized(b.newItem()));
        return sameOld && sameNew && Objects.equals(a.consumedCapacity(), b.consumedCapacity());
    }
}
