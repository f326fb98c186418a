package dev.tablewright.dynamo;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Reading tables back in tests. */
final class DynamoTestSupport {
    private DynamoTestSupport() {
    }

    static List<Item> scanAll(DynamoDbClient client, String table) {
        List<Item> items = new ArrayList<>();
        client.scanPaginator(b -> b.tableName(table)).items()
                .forEach(i -> items.add(normalized(AttributeValues.fromSdkItem(i))));
        return items;
    }

    /** Items with set members sorted, since DynamoDB keeps sets in an order of its own. */
    static List<Item> normalized(List<Item> items) {
        return items.stream().map(DynamoTestSupport::normalized).toList();
    }

    static Item normalized(Item item) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        item.attributes().forEach((k, v) -> out.put(k, normalized(v)));
        return Item.of(out);
    }

    static AttributeValue normalized(AttributeValue v) {
        if (v instanceof AttributeValue.SS ss) {
            return AttributeValue.ss(ss.values().stream().sorted().toList());
        } else if (v instanceof AttributeValue.NS ns) {
            return AttributeValue.ns(ns.values().stream().sorted(Comparator.comparing(BigDecimal::new)).toList());
        } else if (v instanceof AttributeValue.BS bs) {
            return AttributeValue.bs(bs.values().stream().sorted(Binary::compareTo).toList());
        } else if (v instanceof AttributeValue.L l) {
            return AttributeValue.l(l.values().stream().map(DynamoTestSupport::normalized).toList());
        } else if (v instanceof AttributeValue.M m) {
            Map<String, AttributeValue> out = new LinkedHashMap<>();
            m.values().forEach((k, x) -> out.put(k, normalized(x)));
            return AttributeValue.m(out);
        }
        return v;
    }

    static int count(DynamoDbClient client, String table) {
        return client.scanPaginator(b -> b.tableName(table).select("COUNT")).stream().mapToInt(p -> p.count()).sum();
    }
}
