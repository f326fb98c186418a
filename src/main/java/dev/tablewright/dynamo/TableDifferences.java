package dev.tablewright.dynamo;

import dev.tablewright.model.BillingMode;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import dev.tablewright.model.ProjectionType;

/**
 * The differences between a model's table and a live table's definition, one plain sentence
 * each: key schema, indexes (keys, projection), billing mode and provisioned throughput.
 * Items and non-key attributes are not compared.
 */
public final class TableDifferences {
    private TableDifferences() {
    }

    /** An empty list when the definitions agree. */
    public static List<String> between(Table model, Table live) {
        List<String> out = new ArrayList<>();
        if (!sameKeys(model.keySchema(), live.keySchema())) {
            out.add("key schema: model has " + describe(model.keySchema()) + ", live table has "
                    + describe(live.keySchema()));
        }
        compareIndexes("global secondary index", model.globalSecondaryIndexes(), live.globalSecondaryIndexes(),
                model, live, out);
        compareIndexes("local secondary index", model.localSecondaryIndexes(), live.localSecondaryIndexes(),
                model, live, out);
        BillingMode modelBilling = model.effectiveBillingMode();
        BillingMode liveBilling = live.effectiveBillingMode();
        if (modelBilling != liveBilling) {
            out.add("billing mode: model has " + modelBilling + ", live table has " + liveBilling);
        } else if (modelBilling == BillingMode.PROVISIONED) {
            ProvisionedCapacity a = capacityOf(model.capacity());
            ProvisionedCapacity b = capacityOf(live.capacity());
            if (!sameUnits(a, b)) {
                out.add("provisioned throughput: model has " + units(a) + ", live table has " + units(b));
            }
        }
        return out;
    }

    /** True when the key schemas name the same attributes with the same types in the same roles. */
    public static boolean sameKeys(KeySchema a, KeySchema b) {
        return a.partitionKeys().equals(b.partitionKeys()) && a.sortKeys().equals(b.sortKeys());
    }

    private static void compareIndexes(String kind, List<SecondaryIndex> modelIndexes, List<SecondaryIndex> liveIndexes,
                                       Table model, Table live, List<String> out) {
        Map<String, SecondaryIndex> liveByName = liveIndexes.stream()
                .collect(Collectors.toMap(SecondaryIndex::name, Function.identity()));
        for (SecondaryIndex index : modelIndexes) {
            SecondaryIndex other = liveByName.remove(index.name());
            if (other == null) {
                out.add(kind + " " + index.name() + ": in the model, not in the live table");
                continue;
            }
            if (!sameKeys(index.keySchema(), other.keySchema())) {
                out.add(kind + " " + index.name() + ": model keys " + describe(index.keySchema())
                        + ", live keys " + describe(other.keySchema()));
            }
            if (!sameProjection(index.projection(), other.projection())) {
                out.add(kind + " " + index.name() + ": model projects " + describe(index.projection())
                        + ", live table projects " + describe(other.projection()));
            }
            if (index.isGlobal() && model.effectiveBillingMode() == BillingMode.PROVISIONED
                    && live.effectiveBillingMode() == BillingMode.PROVISIONED) {
                ProvisionedCapacity a = capacityOf(index.capacity() != null ? index.capacity() : model.capacity());
                ProvisionedCapacity b = capacityOf(other.capacity() != null ? other.capacity() : live.capacity());
                if (!sameUnits(a, b)) {
                    out.add(kind + " " + index.name() + ": model throughput " + units(a) + ", live " + units(b));
                }
            }
        }
        liveByName.keySet().stream().sorted().forEach(name ->
                out.add(kind + " " + name + ": in the live table, not in the model"));
    }

    private static boolean sameProjection(Projection a, Projection b) {
        return a.type() == b.type() && new HashSet<>(a.nonKeyAttributes()).equals(new HashSet<>(b.nonKeyAttributes()));
    }

    private static ProvisionedCapacity capacityOf(ProvisionedCapacity capacity) {
        return capacity == null ? TableMapping.DEFAULT_CAPACITY : capacity;
    }

    private static boolean sameUnits(ProvisionedCapacity a, ProvisionedCapacity b) {
        return a.readCapacityUnits() == b.readCapacityUnits() && a.writeCapacityUnits() == b.writeCapacityUnits();
    }

    private static String units(ProvisionedCapacity c) {
        return c.readCapacityUnits() + " RCU / " + c.writeCapacityUnits() + " WCU";
    }

    static String describe(KeySchema keys) {
        String pk = keys.partitionKeys().stream().map(k -> k.name() + " (" + k.type() + ")")
                .collect(Collectors.joining(", "));
        String sk = keys.sortKeys().stream().map(k -> k.name() + " (" + k.type() + ")")
                .collect(Collectors.joining(", "));
        return sk.isEmpty() ? pk : pk + " + " + sk;
    }

    private static String describe(Projection p) {
        return p.type() == ProjectionType.INCLUDE
                ? "INCLUDE " + p.nonKeyAttributes() : p.type().name();
    }
}
