package dev.tablewright.dynamo;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Extras;
import dev.tablewright.model.IndexKind;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Models built in code for the dynamo tests. */
final class TestModels {
    private TestModels() {
    }

    /**
     * Two tables named with the prefix: "{prefix}-Orders" (on demand, PK/SK, a GSI with INCLUDE,
     * an LSI KEYS_ONLY, {@code orders} items of every attribute type) and "{prefix}-Counters"
     * (provisioned, numeric key, a GSI with its own capacity, 7 items).
     */
    static Model twoTables(String prefix, int orders) {
        Table ordersTable = new Table(prefix + "-Orders",
                KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.S)),
                List.of(), List.of(SecondaryIndex.gsi("GSI1",
                        KeySchema.of(KeyAttribute.of("GSI1PK", ScalarType.S), KeyAttribute.of("Total", ScalarType.N)),
                        Projection.include(List.of("Status", "Tags")))),
                List.of(SecondaryIndex.lsi("ByDate",
                        KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("Date", ScalarType.S)),
                        Projection.keysOnly())),
                List.of(), orderItems(orders), null, null, Extras.none());
        Table counters = new Table(prefix + "-Counters", KeySchema.of(KeyAttribute.of("Id", ScalarType.N)),
                List.of(), List.of(new SecondaryIndex("ByName", IndexKind.GSI,
                        KeySchema.of(KeyAttribute.of("Name", ScalarType.S)), Projection.all(),
                        ProvisionedCapacity.of(3, 2), null, Extras.none())),
                List.of(), List.of(), counterItems(), BillingMode.PROVISIONED, ProvisionedCapacity.of(5, 4),
                Extras.none());
        return new Model(prefix, ModelMetadata.of("test"), List.of(ordersTable, counters), List.of(), null);
    }

    static List<Item> orderItems(int count) {
        List<Item> items = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Map<String, AttributeValue> a = new LinkedHashMap<>();
            a.put("PK", AttributeValue.s("CUST#" + (i % 17)));
            a.put("SK", AttributeValue.s("ORDER#" + String.format("%06d", i)));
            a.put("GSI1PK", AttributeValue.s("STATUS#" + (i % 3)));
            a.put("Total", AttributeValue.n(i + "." + (i % 9 + 1)));
            a.put("Date", AttributeValue.s("2024-01-" + String.format("%02d", i % 28 + 1)));
            a.put("Status", AttributeValue.s(i % 2 == 0 ? "OPEN" : "CLOSED"));
            a.put("Tags", AttributeValue.ss(List.of("t" + i, "common")));
            a.put("Scores", AttributeValue.ns(List.of("1", "2.5", Integer.toString(i + 3))));
            a.put("Blob", AttributeValue.b(Binary.of(new byte[] {(byte) i, 1, 2})));
            a.put("Blobs", AttributeValue.bs(List.of(Binary.of(new byte[] {9}), Binary.of(new byte[] {(byte) (i + 10)}))));
            a.put("Paid", AttributeValue.bool(i % 5 == 0));
            a.put("Note", AttributeValue.nul());
            a.put("Lines", AttributeValue.l(List.of(AttributeValue.m(Map.of("sku", AttributeValue.s("A" + i),
                    "qty", AttributeValue.n(i % 4 + 1))))));
            a.put("Big", AttributeValue.n("12345678901234567890123456789012345678"));
            items.add(Item.of(a));
        }
        return items;
    }

    static List<Item> counterItems() {
        List<Item> items = new ArrayList<>();
        for (int i = 1; i <= 7; i++) {
            items.add(Item.of(Map.of("Id", AttributeValue.n(i), "Name", AttributeValue.s("counter-" + i),
                    "Value", AttributeValue.n(i * 100L))));
        }
        return items;
    }

    /** One on-demand table "{name}" with {@code count} small items keyed by PK (S). */
    static Model oneTable(String name, int count) {
        List<Item> items = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            items.add(Item.of(Map.of("PK", AttributeValue.s("item-" + i), "N", AttributeValue.n(i))));
        }
        Table table = Table.of(name, KeySchema.of(KeyAttribute.of("PK", ScalarType.S))).withItems(items);
        return new Model(name, ModelMetadata.of("test"), List.of(table), List.of(), null);
    }
}
