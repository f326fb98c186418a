package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.patterns.PatternTarget;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Seeded random transaction patterns (TransactWriteItems of Put, Update, Delete and ConditionCheck
 * actions with conditions that hold or fail, TransactGetItems of Gets, on two tables, one with a
 * GSI) run one after another in memory and on DynamoDB Local 3.3.1: each gives the same items or the
 * same refusal (a cancelled transaction's reasons included), a one-action transaction the same
 * capacity (docs/requests.md: Local's sums of several actions follow no documented rule), and at
 * the end both hold the same items.
 */
class TransactionPatternsVersusLocalTest {
    private static final ObjectMapper SORTED = new ObjectMapper().configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);
    private static final int TRANSACTIONS = 300;
    private static PatternTarget onLocal;

    @BeforeAll
    static void start() {
        onLocal = new EmbeddedLocalTarget();
    }

    @AfterAll
    static void stop() {
        onLocal.close();
    }

    @Test
    void randomTransactions_whenRunInMemoryAndOnLocal_giveTheSameOutcomes() {
        Random random = new Random(30);
        Model model = model(random);
        int refused = 0;
        int got = 0;
        int capacities = 0;
        List<AccessPattern> transactions = new ArrayList<>();
        for (int i = 0; i < TRANSACTIONS; i++) {
            transactions.add(transaction(random, i));
        }
        model = model.withAccessPatterns(transactions);
        try (PatternTarget memory = PatternTarget.inMemory()) {
            for (AccessPattern tx : transactions) {
                var bound = PatternBinder.bind(model, tx, Map.of());
                Model m = model;
                Outcome mine = outcome(() -> memory.run(m, bound).result());
                Outcome theirs = outcome(() -> onLocal.run(m, bound).result());

                assertThat(mine.text()).as(describe(tx)).isEqualTo(theirs.text());
                if (tx.actions().size() == 1 && mine.units() != null) {
                    assertThat(mine.units()).as("capacity of " + describe(tx)).isEqualTo(theirs.units());
                    capacities++;
                }
                refused += mine.text().startsWith("refused") ? 1 : 0;
                got += tx.operation() == Operation.TransactGetItems && !mine.text().startsWith("refused") ? 1 : 0;
            }
            for (Table table : model.tables()) {
                AccessPattern scan = AccessPattern.builder("all of " + table.name(), table.name(), Operation.Scan)
                        .consistency(dev.tablewright.model.ReadConsistency.STRONG).build();
                var bound = PatternBinder.bind(model, scan, Map.of());
                Model m = model;
                assertThat(sorted(outcome(() -> memory.run(m, bound).result()).text()))
                        .as("the items of " + table.name() + " at the end")
                        .isEqualTo(sorted(outcome(() -> onLocal.run(m, bound).result()).text()));
            }
        }
        System.out.printf("TransactionPatternsVersusLocalTest: %d transactions, %d refused by both, %d TransactGetItems"
                + " answered, %d capacities compared, 0 disagreements%n", TRANSACTIONS, refused, got, capacities);
        assertThat(refused).as("some conditions fail").isBetween(TRANSACTIONS / 10, TRANSACTIONS * 9 / 10);
        assertThat(got).as("some reads").isPositive();
    }

    private static Model model(Random random) {
        Table orders = Table.of("Orders", KeySchema.of(KeyAttribute.of("pk", ScalarType.S), KeyAttribute.of("sk", ScalarType.N)))
                .withIndexes(List.of(SecondaryIndex.gsi("ByOwner", KeySchema.of(KeyAttribute.of("owner", ScalarType.S)),
                        Projection.all())), List.of());
        Table users = Table.of("Users", KeySchema.of(KeyAttribute.of("id", ScalarType.S)));
        List<Item> orderItems = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            Map<String, AttributeValue> a = new LinkedHashMap<>();
            a.put("pk", AttributeValue.s("O#" + i % 4));
            a.put("sk", AttributeValue.n(i));
            a.put("n", AttributeValue.n(random.nextInt(10)));
            if (random.nextBoolean()) {
                a.put("owner", AttributeValue.s("u" + random.nextInt(3)));
            }
            a.put("payload", AttributeValue.s("x".repeat(random.nextInt(3000))));
            orderItems.add(Item.of(a));
        }
        List<Item> userItems = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            userItems.add(Item.of(Map.of("id", AttributeValue.s("u" + i), "n", AttributeValue.n(random.nextInt(10)))));
        }
        return new Model("tx", ModelMetadata.of(""), List.of(orders.withItems(orderItems), users.withItems(userItems)),
                List.of(), null);
    }

    private static AccessPattern transaction(Random random, int n) {
        boolean get = random.nextInt(5) == 0;
        int size = 1 + random.nextInt(4);
        List<AccessPattern> actions = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        while (actions.size() < size) {
            AccessPattern.Builder b = key(random, actions.size() + 1 + "", get ? Operation.GetItem : writeKind(random));
            AccessPattern action = get ? b.build() : write(random, b);
            String key = action.table() + action.partitionKeys() + action.sortKeys();
            if (!keys.contains(key)) {
                keys.add(key);
                actions.add(action);
            }
        }
        return AccessPattern.builder("tx " + n, actions.get(0).table(),
                get ? Operation.TransactGetItems : Operation.TransactWriteItems).actions(actions).build();
    }

    private static Operation writeKind(Random random) {
        return List.of(Operation.PutItem, Operation.UpdateItem, Operation.DeleteItem, Operation.ConditionCheck)
                .get(random.nextInt(4));
    }

    /** An action addressing an item that is there or one that is not (sk 12 to 15, u6 to u8). */
    private static AccessPattern.Builder key(Random random, String name, Operation op) {
        if (random.nextBoolean()) {
            return AccessPattern.builder(name, "Orders", op).partitionKey("O#" + random.nextInt(4))
                    .sortKey(SortKeyCondition.of(KeyOperator.EQ, Integer.toString(random.nextInt(16))));
        }
        return AccessPattern.builder(name, "Users", op).partitionKey("u" + random.nextInt(9));
    }

    private static AccessPattern write(Random random, AccessPattern.Builder b) {
        AccessPattern probe = b.build();
        String keyName = probe.table().equals("Orders") ? "pk" : "id";
        Map<String, TemplateValue> values = new LinkedHashMap<>();
        String condition = switch (random.nextInt(probe.operation() == Operation.ConditionCheck ? 3 : 4)) {
            case 0 -> "attribute_exists(" + keyName + ")";
            case 1 -> "attribute_not_exists(" + keyName + ")";
            case 2 -> {
                values.put(":lim", TemplateValue.of(AttributeType.N, Integer.toString(random.nextInt(10))));
                yield "n < :lim";
            }
            default -> null;
        };
        switch (probe.operation()) {
            case PutItem -> {
                Map<String, TemplateValue> item = new LinkedHashMap<>();
                item.put("n", TemplateValue.of(AttributeType.N, Integer.toString(random.nextInt(10))));
                if (probe.table().equals("Orders") && random.nextBoolean()) {
                    item.put("owner", TemplateValue.of(AttributeType.S, "u" + random.nextInt(3)));
                }
                item.put("payload", TemplateValue.of(AttributeType.S, "y".repeat(random.nextInt(2500))));
                b.item(item);
            }
            case UpdateItem -> {
                values.put(":one", TemplateValue.of(AttributeType.N, "1"));
                b.update(random.nextBoolean() ? "SET n = if_not_exists(n, :one) + :one" : "REMOVE payload SET n = :one");
            }
            default -> {
            }
        }
        return b.condition(condition).values(values).build();
    }

    private record Outcome(String text, Double units) {
    }

    private static Outcome outcome(Supplier<PatternResult> run) {
        try {
            PatternResult result = run.get();
            List<String> items = new ArrayList<>();
            for (Item item : result.items()) {
                items.add(json(item));
            }
            return new Outcome(String.join("\n", items), result.consumedCapacity() == null ? null
                    : result.consumedCapacity().capacityUnits());
        } catch (RequestException e) {
            return new Outcome("refused " + e.errorType() + ": " + e.getMessage(), null);
        }
    }

    private static String sorted(String lines) {
        return String.join("\n", lines.lines().sorted().toList());
    }

    private static String json(Item item) {
        try {
            return SORTED.writeValueAsString(SORTED.convertValue(DynamoJson.toJson(item), Map.class));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String describe(AccessPattern tx) {
        StringBuilder s = new StringBuilder(tx.name() + " " + tx.operation() + ":");
        for (AccessPattern a : tx.actions()) {
            s.append(" [").append(a.operation()).append(' ').append(a.table()).append(' ').append(a.partitionKeys())
                    .append(a.sortKeys()).append(a.conditionExpression() == null ? "" : " if " + a.conditionExpression())
                    .append(a.updateExpression() == null ? "" : " " + a.updateExpression()).append(']');
        }
        return s.toString();
    }
}
