package dev.tablewright.capacity;

import dev.tablewright.engine.ItemSize;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.dynamo.AttributeValues;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.testing.RandomValues;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * The calculator against DynamoDB Local: an item padded to exactly 1,025 bytes by the calculator
 * costs 2 write units in Local, and one byte less costs 1. For 200 generated items of every type.
 */
class ItemSizeVersusLocalTest {
    private static final String TABLE = "sizes";
    private static final String PAD = "pad";
    private static final int ITEMS_PER_TYPE = 200;
    private static AmazonDynamoDBLocal local;
    private static DynamoDbClient client;
    private static int keyCounter;

    @BeforeAll
    static void startLocal() {
        local = DynamoDBEmbedded.create(null, true);
        client = local.dynamoDbClient();
        client.createTable(b -> b.tableName(TABLE).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("k")
                        .attributeType(ScalarAttributeType.S).build())
                .keySchema(KeySchemaElement.builder().attributeName("k").keyType(KeyType.HASH).build()));
    }

    @AfterAll
    static void stopLocal() {
        client.close();
        local.shutdown();
    }

    /** Local's write units for a PutItem of a new key (never an overwrite, which Local charges differently). */
    private static double writeUnits(Item item) {
        return client.putItem(b -> b.tableName(TABLE).item(AttributeValues.toSdk(item))
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)).consumedCapacity().capacityUnits();
    }

    /** The item with a fresh key and an S padding attribute that the calculator says makes it exactly {@code size}. */
    private static Item padded(Map<String, AttributeValue> attributes, long size) {
        Map<String, AttributeValue> withKey = new LinkedHashMap<>();
        withKey.put("k", AttributeValue.s(String.format("%08d", keyCounter++)));
        withKey.putAll(attributes);
        Item base = Item.of(withKey);
        long padding = size - ItemSize.of(base) - PAD.length();
        assertThat(padding).as("item too large to pad to %d: %s", size, base).isGreaterThanOrEqualTo(0);
        return base.with(PAD, AttributeValue.s("x".repeat((int) padding)));
    }

    @ParameterizedTest
    @EnumSource(AttributeType.class)
    void itemSize_whenPaddedToTheWriteUnitStep_matchesLocal(AttributeType type) {
        RandomValues values = new RandomValues(type.ordinal() * 7919L + 1);
        List<String> mismatches = new ArrayList<>();
        for (int i = 0; i < ITEMS_PER_TYPE; i++) {
            Map<String, AttributeValue> attributes = new LinkedHashMap<>();
            attributes.put("v" + values.string(1 + values.random().nextInt(6)), values.of(type, 0));
            if (values.random().nextBoolean()) {
                attributes.put("n", AttributeValue.n(values.number()));
            }
            Item atStep = padded(attributes, 1025);
            Item belowStep = padded(attributes, 1024);
            double above = writeUnits(atStep);
            double below = writeUnits(belowStep);
            if (above != 2.0 || below != 1.0) {
                mismatches.add(attributes + " -> Local " + below + " / " + above + " WCU at 1024 / 1025 bytes");
            }
        }
        assertThat(mismatches).as("items whose size the calculator gets wrong").isEmpty();
    }

    @Test
    void numberSize_whenKnownShapes_followsBase100Digits() {
        assertThat(ItemSize.numberSize("0")).isEqualTo(1);
        assertThat(ItemSize.numberSize("1")).isEqualTo(2);
        assertThat(ItemSize.numberSize("10")).isEqualTo(2);
        assertThat(ItemSize.numberSize("100")).isEqualTo(2);
        assertThat(ItemSize.numberSize("123")).isEqualTo(3);
        assertThat(ItemSize.numberSize("1.5")).isEqualTo(3);
        assertThat(ItemSize.numberSize("-1")).isEqualTo(3);
        assertThat(ItemSize.numberSize("1E+3")).isEqualTo(2);
        assertThat(ItemSize.numberSize("9" + "9".repeat(37))).isEqualTo(20);
        assertThat(ItemSize.numberSize("-1" + "1".repeat(37))).isEqualTo(21);
    }
}
