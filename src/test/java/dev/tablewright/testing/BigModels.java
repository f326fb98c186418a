package dev.tablewright.testing;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Big, reproducible models for stress tests: customers' orders, 20 per partition, with a GSI. */
public final class BigModels {
    private BigModels() {
    }

    public static Model orders(int size) {
        Random random = new Random(42);
        List<Item> items = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            Map<String, AttributeValue> a = new LinkedHashMap<>();
            a.put("PK", AttributeValue.s("CUSTOMER#" + (i / 20)));
            a.put("SK", AttributeValue.s("ORDER#" + String.format("%08d", i)));
            a.put("Data", AttributeValue.s("OPEN#2026-" + (1 + random.nextInt(12)) + "-" + (1 + random.nextInt(28))));
            a.put("Amount", AttributeValue.n(random.nextInt(100_000) + "." + random.nextInt(100)));
            a.put("Status", AttributeValue.s(random.nextBoolean() ? "OPEN" : "SHIPPED"));
            a.put("Lines", AttributeValue.n(1 + random.nextInt(9)));
            items.add(Item.of(a));
        }
        Table table = Table.of("Orders", KeySchema.of(KeyAttribute.of("PK", ScalarType.S),
                        KeyAttribute.of("SK", ScalarType.S)))
                .withIndexes(List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.of("SK", ScalarType.S),
                        KeyAttribute.of("Data", ScalarType.S)), Projection.all())), List.of())
                .withItems(items);
        return new Model("Bench " + size, ModelMetadata.of(""), List.of(table), List.of(), null);
    }
}
