package dev.tablewright.capacity;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Distribution;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Table;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a table's growth is read from when its workload does not give it: the items its PutItem
 * patterns add a day, and the retention its sample's TTL values stand for.
 */
final class GrowthInputs {
    private GrowthInputs() {
    }

    /** Items a day the table's PutItem patterns add: each call a new item, unless its key is drawn from bounded sets. */
    static double putsPerDay(Model model, Table table) {
        double perDay = 0;
        for (AccessPattern owner : model.accessPatterns()) {
            for (AccessPattern p : owner.actions().isEmpty() ? List.of(owner)
                    : owner.actions().stream().map(a -> TransactionCosts.asLoad(owner, a)).toList()) {
                if (p.operation() != Operation.PutItem || !p.table().equals(table.name()) || p.frequencyPerSecond() <= 0) {
                    continue;
                }
                Set<String> parameters = new LinkedHashSet<>();
                p.partitionKeys().forEach(k -> parameters.addAll(k.parameters()));
                p.sortKeys().forEach(c -> {
                    parameters.addAll(c.value().parameters());
                    if (c.upper() != null) {
                        parameters.addAll(c.upper().parameters());
                    }
                });
                for (String attribute : table.keySchema().attributeNames()) {
                    var t = p.item().get(attribute);
                    if (t != null) {
                        parameters.addAll(t.template().parameters());
                    }
                }
                boolean bounded = !parameters.isEmpty() && parameters.stream().allMatch(name -> {
                    Distribution d = model.workload().pattern(owner.name()).distribution(name);
                    return d instanceof Distribution.Constant || d instanceof Distribution.Uniform
                            || d instanceof Distribution.Zipf;
                });
                if (!bounded) {
                    perDay += p.frequencyPerSecond() * 86_400;
                }
            }
        }
        return perDay;
    }

    /**
     * The days the sample's TTL values lie ahead of {@code now} at most (the retention they stand for),
     * or -1 when the table has no TTL attribute or no item a number in it.
     */
    static int sampleTtlDays(Table table, Instant now) {
        String attribute = table.settings().timeToLiveAttribute();
        if (attribute == null) {
            return -1;
        }
        double most = -1;
        for (Item item : (Iterable<Item>) table.itemStream()::iterator) {
            if (item.get(attribute) instanceof AttributeValue.N n) {
                try {
                    most = Math.max(most, (Double.parseDouble(n.value()) - now.getEpochSecond()) / 86_400);
                } catch (NumberFormatException e) {
                    // not a number of seconds: TTL ignores it, and so does this
                }
            }
        }
        return most < 0 ? -1 : (int) Math.ceil(most);
    }

    /** The templates' parameters, for describing a key. */
    static Set<String> parameters(List<KeyTemplate> templates) {
        Set<String> names = new LinkedHashSet<>();
        templates.forEach(t -> names.addAll(t.parameters()));
        return names;
    }
}
