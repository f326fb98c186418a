package dev.tablewright.capacity;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Which sample items DynamoDB's time to live would have expired by a given time: those whose TTL
 * attribute is a number of epoch seconds not later than it. Items without the attribute, or with a
 * value of another type, never expire.
 */
final class TtlExpiries {
    private TtlExpiries() {
    }

    static List<CapacityPlan.TtlExpiry> at(Model model, Instant at) {
        List<CapacityPlan.TtlExpiry> expiries = new ArrayList<>();
        BigDecimal limit = BigDecimal.valueOf(at.getEpochSecond());
        for (Table table : model.tables()) {
            String attribute = table.settings().timeToLiveAttribute();
            if (attribute == null || attribute.isBlank()) {
                continue;
            }
            List<String> expired = new ArrayList<>();
            for (Item item : table.allItems()) {
                if (item.find(attribute).orElse(null) instanceof AttributeValue.N n
                        && new BigDecimal(n.value()).compareTo(limit) <= 0) {
                    expired.add(key(table, item));
                }
            }
            expiries.add(new CapacityPlan.TtlExpiry(table.name(), attribute, at.getEpochSecond(),
                    table.allItems().size(), expired.size(), expired));
        }
        return expiries;
    }

    /** The item's key values, joined with " / ", to name it. */
    private static String key(Table table, Item item) {
        return table.keySchema().attributeNames().stream()
                .map(name -> item.find(name).map(TtlExpiries::text).orElse("(none)"))
                .collect(Collectors.joining(" / "));
    }

    private static String text(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        }
        if (value instanceof AttributeValue.N n) {
            return n.value();
        }
        return value.toString();
    }
}
