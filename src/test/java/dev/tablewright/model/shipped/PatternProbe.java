package dev.tablewright.model.shipped;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.ValueOrder;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs an access pattern's key condition, with its parameters' defaults, over a table's items in
 * memory: enough to check by test that each shipped pattern finds what it should. (The real
 * engine is package model.query; this probe ignores filters, limits and order.)
 */
final class PatternProbe {
    private PatternProbe() {
    }

    static List<Item> matches(Model model, AccessPattern pattern) {
        Table table = model.findTable(pattern.table()).orElseThrow();
        KeySchema schema = pattern.index() == null ? table.keySchema()
                : table.findIndex(pattern.index()).map(SecondaryIndex::keySchema).orElseThrow();
        List<Map<String, String>> runs = new ArrayList<>();
        if (pattern.fanOut() == null) {
            runs.add(pattern.defaults());
        } else {
            pattern.fanOut().values().forEach(v -> {
                Map<String, String> values = new HashMap<>(pattern.defaults());
                values.put(pattern.fanOut().parameter(), Integer.toString(v));
                runs.add(values);
            });
        }
        List<Item> found = new ArrayList<>();
        for (Map<String, String> values : runs) {
            for (Item item : table.allItems()) {
                if (item.has(schema.partitionKey().name()) && (!schema.hasSortKey() || item.has(schema.sortKey().name()))
                        && matches(item, schema, pattern, values)) {
                    found.add(item);
                }
            }
        }
        return found;
    }

    private static boolean matches(Item item, KeySchema schema, AccessPattern pattern, Map<String, String> values) {
        if (pattern.partitionKey() == null) {
            return true;
        }
        if (!equal(item.get(schema.partitionKey().name()), value(schema.partitionKey(), pattern.partitionKey(), values))) {
            return false;
        }
        SortKeyCondition sort = pattern.sortKey();
        if (sort == null) {
            return true;
        }
        KeyAttribute key = schema.sortKey();
        AttributeValue actual = item.get(key.name());
        AttributeValue operand = value(key, sort.value(), values);
        int c = actual.type() == operand.type() ? ValueOrder.compare(actual, operand) : Integer.MIN_VALUE;
        return switch (sort.operator()) {
            case EQ -> c == 0;
            case LT -> c < 0;
            case LE -> c <= 0;
            case GT -> c > 0 && c != Integer.MIN_VALUE;
            case GE -> c >= 0;
            case BETWEEN -> c >= 0 && ValueOrder.compare(actual, value(key, sort.upper(), values)) <= 0;
            case BEGINS_WITH -> actual instanceof AttributeValue.S s && operand instanceof AttributeValue.S p
                    && s.value().startsWith(p.value());
        };
    }

    private static boolean equal(AttributeValue a, AttributeValue b) {
        return a.type() == b.type() && ValueOrder.compare(a, b) == 0;
    }

    private static AttributeValue value(KeyAttribute key, KeyTemplate template, Map<String, String> values) {
        String text = template.render(values);
        return key.type() == ScalarType.N ? AttributeValue.n(text)
                : key.type() == ScalarType.B ? AttributeValue.b(Binary.of(text.getBytes(StandardCharsets.UTF_8)))
                : AttributeValue.s(text);
    }
}
