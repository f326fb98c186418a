package dev.tablewright.formats.export;

import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Extras;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import java.util.List;

/**
 * What every export form says the same way: the capacity a provisioned table or index gets, and
 * a table reduced to what a table definition carries (for comparing a model with what an export
 * or an import gives back).
 */
public final class TableDefinitions {
    /** Read and write units used when the model says provisioned but gives no figures. */
    public static final ProvisionedCapacity DEFAULT_CAPACITY = ProvisionedCapacity.of(5, 5);

    private TableDefinitions() {
    }

    public static boolean isProvisioned(Table table) {
        return table.effectiveBillingMode() == BillingMode.PROVISIONED;
    }

    /** The table's provisioned throughput (the default when the model gives none); null when on demand. */
    public static ProvisionedCapacity tableCapacity(Table table) {
        if (!isProvisioned(table)) {
            return null;
        }
        return table.capacity() == null ? DEFAULT_CAPACITY : table.capacity();
    }

    /** A global index's throughput: its own, else the table's; null when on demand. */
    public static ProvisionedCapacity indexCapacity(Table table, SecondaryIndex index) {
        if (!isProvisioned(table)) {
            return null;
        }
        return index.capacity() == null ? tableCapacity(table) : index.capacity();
    }

    /** Units as DynamoDB accepts them: at least 1. */
    public static long units(long value) {
        return Math.max(1, value);
    }

    /**
     * The table as a definition says it: name, keys, indexes with projections and their own
     * throughput (left out when equal to the table's), billing in force and throughput with auto
     * scaling, and the table's settings; no non-key attributes, facets, items, shard settings or extras.
     */
    public static Table schemaOf(Table table) {
        ProvisionedCapacity capacity = tableCapacity(table);
        if (capacity != null) {
            capacity = new ProvisionedCapacity(units(capacity.readCapacityUnits()), units(capacity.writeCapacityUnits()),
                    capacity.readScaling(), capacity.writeScaling());
        }
        ProvisionedCapacity tableUnits = capacity == null ? null
                : ProvisionedCapacity.of(capacity.readCapacityUnits(), capacity.writeCapacityUnits());
        List<SecondaryIndex> gsis = table.globalSecondaryIndexes().stream().map(index -> {
            ProvisionedCapacity own = indexCapacity(table, index);
            ProvisionedCapacity units = own == null ? null
                    : ProvisionedCapacity.of(units(own.readCapacityUnits()), units(own.writeCapacityUnits()));
            return new SecondaryIndex(index.name(), index.kind(), index.keySchema(), index.projection(),
                    units == null || units.equals(tableUnits) ? null : units, null, Extras.none());
        }).toList();
        List<SecondaryIndex> lsis = table.localSecondaryIndexes().stream().map(index ->
                new SecondaryIndex(index.name(), index.kind(), index.keySchema(), index.projection(),
                        null, null, Extras.none())).toList();
        return new Table(table.name(), table.keySchema(), List.of(), gsis, lsis, List.of(), List.of(),
                table.effectiveBillingMode(), capacity, Extras.none(), settingsOf(table.settings()));
    }

    /** The settings as a definition says them: a recovery period only while PITR is on. */
    static TableSettings settingsOf(TableSettings s) {
        return s.pointInTimeRecovery() || s.recoveryPeriodDays() == null ? s
                : new TableSettings(s.timeToLiveAttribute(), s.stream(), s.deletionProtection(), s.tableClass(),
                        s.onDemandThroughput(), s.warmThroughput(), false, null, s.encryption(), s.tags(),
                        s.indexThroughput());
    }
}
