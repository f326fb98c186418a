package dev.tablewright.engine.expr;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.dynamo.AttributeValues;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.ValueOrder;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ScalarType;
import dev.tablewright.testing.RandomValues;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * Random filter expressions over random items of every type, run as a Scan through DynamoDB Local
 * and through the evaluator: the same items pass, and where Local rejects the request the message
 * is the same.
 */
class FilterVersusLocalTest {
    private static final String TABLE = "filters";
    private static final int ITEMS = 120;
    private static final int FILTERS = 400;
    private static final String[] ATTRIBUTES = {"a0", "a1", "a2", "a3", "a4", "Data"};
    private static final AttributeType[] SCALARS = {AttributeType.S, AttributeType.N, AttributeType.B};
    private static AmazonDynamoDBLocal local;
    private static DynamoDbClient client;
    private static final List<Item> items = new ArrayList<>();
    private static final KeySchema KEYS = KeySchema.of(KeyAttribute.of("k", ScalarType.S));

    @BeforeAll
    static void load() {
        local = DynamoDBEmbedded.create(null, true);
        client = local.dynamoDbClient();
        client.createTable(b -> b.tableName(TABLE).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("k")
                        .attributeType(ScalarAttributeType.S).build())
                .keySchema(KeySchemaElement.builder().attributeName("k").keyType(KeyType.HASH).build()));
        RandomValues random = new RandomValues(20261123);
        AttributeType[] types = AttributeType.values();
        for (int i = 0; i < ITEMS; i++) {
            Map<String, AttributeValue> a = new LinkedHashMap<>();
            a.put("k", AttributeValue.s(String.format("k%04d", i)));
            for (String name : ATTRIBUTES) {
                if (random.random().nextInt(4) > 0) {
                    AttributeType type = random.random().nextInt(3) > 0 ? SCALARS[random.random().nextInt(3)]
                            : types[random.random().nextInt(types.length)];
                    a.put(name, random.of(type, 1));
                }
            }
            Item item = Item.of(a);
            items.add(item);
            client.putItem(b -> b.tableName(TABLE).item(AttributeValues.toSdk(item)));
        }
    }

    @AfterAll
    static void stop() {
        client.close();
        local.shutdown();
    }

    /** A random filter with its names and values. */
    private static final class Generated {
        final Random random;
        final RandomValues values;
        final Map<String, String> names = new LinkedHashMap<>();
        final Map<String, AttributeValue> vals = new LinkedHashMap<>();

        Generated(long seed) {
            random = new Random(seed);
            values = new RandomValues(seed);
        }

        String path() {
            String attribute = ATTRIBUTES[random.nextInt(ATTRIBUTES.length)];
            if (attribute.equals("Data") || random.nextInt(3) == 0) {
                String placeholder = "#n" + names.size();
                names.put(placeholder, attribute);
                return placeholder;
            }
            return attribute;
        }

        String value(AttributeValue v) {
            String placeholder = ":v" + vals.size();
            vals.put(placeholder, v);
            return placeholder;
        }

        /** A value of the type an item holds at some attribute (so comparisons can match), or a random one. */
        AttributeValue sample(Set<AttributeType> allowed) {
            for (int tries = 0; tries < 20; tries++) {
                Item item = items.get(random.nextInt(items.size()));
                AttributeValue v = item.get(ATTRIBUTES[random.nextInt(ATTRIBUTES.length)]);
                if (v != null && allowed.contains(v.type())) {
                    return v;
                }
            }
            AttributeType[] choice = allowed.toArray(new AttributeType[0]);
            return values.of(choice[random.nextInt(choice.length)], 1);
        }

        String condition(int depth) {
            int kind = random.nextInt(depth > 2 ? 8 : 11);
            Set<AttributeType> scalars = Set.of(AttributeType.S, AttributeType.N, AttributeType.B);
            switch (kind) {
                case 0: {
                    String[] ops = {"=", "<>"};
                    return path() + " " + ops[random.nextInt(2)] + " " + value(sample(Set.of(AttributeType.values())));
                }
                case 1: {
                    String[] ops = {"<", "<=", ">", ">="};
                    return path() + " " + ops[random.nextInt(4)] + " " + value(sample(scalars));
                }
                case 2: {
                    AttributeValue a = sample(scalars);
                    AttributeValue b = sample(Set.of(a.type()));
                    if (ValueOrder.compare(a, b) > 0) {
                        AttributeValue t = a;
                        a = b;
                        b = t;
                    }
                    return path() + " BETWEEN " + value(a) + " AND " + value(b);
                }
                case 3:
                    return path() + " IN (" + value(sample(Set.of(AttributeType.values()))) + ", "
                            + value(sample(Set.of(AttributeType.values()))) + ")";
                case 4:
                    return (random.nextBoolean() ? "attribute_exists(" : "attribute_not_exists(") + path() + ")";
                case 5: {
                    AttributeType[] types = AttributeType.values();
                    return "attribute_type(" + path() + ", "
                            + value(AttributeValue.s(types[random.nextInt(types.length)].name())) + ")";
                }
                case 6: {
                    AttributeValue prefix = sample(Set.of(AttributeType.S, AttributeType.B));
                    if (prefix instanceof AttributeValue.S s && s.value().length() > 1 && random.nextBoolean()) {
                        prefix = AttributeValue.s(s.value().substring(0, s.value().offsetByCodePoints(0, 1)));
                    }
                    return "begins_with(" + path() + ", " + value(prefix) + ")";
                }
                case 7: {
                    AttributeValue needle = sample(Set.of(AttributeType.S, AttributeType.N, AttributeType.B));
                    return "contains(" + path() + ", " + value(needle) + ")";
                }
                case 8:
                    return "size(" + path() + ") " + new String[] {"=", "<", ">=", "<>"}[random.nextInt(4)] + " "
                            + value(AttributeValue.n(random.nextInt(12)));
                case 9:
                    return "(" + condition(depth + 1) + (random.nextBoolean() ? " AND " : " OR ") + condition(depth + 1) + ")";
                default:
                    return "NOT " + condition(depth + 1);
            }
        }
    }

    @Test
    void filter_whenRandomExpressions_keepsTheSameItemsAsLocal() {
        List<String> mismatches = new ArrayList<>();
        int rejected = 0;
        for (int i = 0; i < FILTERS; i++) {
            Generated g = new Generated(1000 + i);
            String filter = g.condition(0);
            Set<String> expected = new TreeSet<>();
            String localError = null;
            try {
                Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> start = null;
                do {
                    var request = ScanRequest.builder().tableName(TABLE).filterExpression(filter)
                            .expressionAttributeValues(g.vals.isEmpty() ? null : AttributeValues.toSdk(g.vals))
                            .expressionAttributeNames(g.names.isEmpty() ? null : g.names)
                            .exclusiveStartKey(start).build();
                    ScanResponse response = client.scan(request);
                    response.items().forEach(item -> expected.add(item.get("k").s()));
                    start = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
                            ? response.lastEvaluatedKey() : null;
                } while (start != null);
            } catch (DynamoDbException e) {
                localError = e.awsErrorDetails().errorMessage();
            }
            Set<String> actual = new TreeSet<>();
            String ourError = null;
            try {
                RequestExpressions prepared = RequestExpressions.prepare(new RequestExpressions.Spec(false, KEYS, KEYS,
                        null, filter, null, null, null, g.names, g.vals));
                items.stream().filter(prepared::filter).forEach(item -> actual.add(((AttributeValue.S) item.get("k")).value()));
            } catch (ExpressionException e) {
                ourError = e.getMessage();
            }
            if (localError != null) {
                rejected++;
                if (!localError.equals(ourError)) {
                    mismatches.add(filter + "\n   Local rejects: " + localError + "\n   we say: " + ourError);
                }
            } else if (ourError != null || !expected.equals(actual)) {
                Set<String> extra = new TreeSet<>(actual);
                extra.removeAll(expected);
                Set<String> lacking = new TreeSet<>(expected);
                lacking.removeAll(actual);
                mismatches.add(filter + " " + g.vals + "\n   error: " + ourError + " extra " + extra + " missing " + lacking);
            }
        }
        assertThat(mismatches).as("filters where the evaluator and Local disagree (%d of %d rejected by Local)",
                rejected, FILTERS).isEmpty();
    }
}
