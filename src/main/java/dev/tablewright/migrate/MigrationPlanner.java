package dev.tablewright.migrate;

import dev.tablewright.capacity.LoadProjector;
import dev.tablewright.capacity.Prices;
import dev.tablewright.diff.Change;
import dev.tablewright.diff.ChangeAction;
import dev.tablewright.diff.ModelDiff;
import dev.tablewright.engine.CapacityUnits;
import dev.tablewright.engine.InMemoryTable;
import dev.tablewright.engine.ItemSize;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings.TableClass;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The ordered steps a live table needs to go from an old model to a new one, as DynamoDB allows
 * them: per table, the in-place updates, then one GSI deletion or creation per UpdateTable (a
 * recreated index is deleted, then created); a table whose key schema, LSIs or name change becomes a
 * new table, a copy of every item, a count of both, and the old table kept. Each step carries its
 * backfill or copy size, its write and read units, its cost at the region's prices and, when a write
 * rate is known (given, or an index's provisioned WCU), its time.
 *
 * <p>Sizes come from the old model's sample items (the engine's index membership and projection,
 * item sizes and write units), scaled to {@link #itemsOf(Table)} items: the old model's workload's
 * items now ({@link LoadProjector#itemsNow}), else its sample's count.
 */
public final class MigrationPlanner {
    private final Prices prices;
    private final Double writeRate;
    /** The old model of the plan being made, whose workload says how many items each table holds. */
    private Model before;

    /**
     * @param prices the region's prices
     * @param writeRate items per second a copy or an on-demand backfill writes, or null when unknown
     */
    public MigrationPlanner(Prices prices, Double writeRate) {
        this.prices = prices;
        this.writeRate = writeRate;
    }

    /** How many items the live table holds: the old model's workload's figure now, else its sample's count. */
    long itemsOf(Table table) {
        return before == null ? table.allItems().size() : LoadProjector.itemsNow(before, table);
    }

    public MigrationPlan plan(Model before, Model after, ModelDiff diff) {
        this.before = before;
        Steps steps = new Steps();
        List<String> warnings = new ArrayList<>();
        List<String> blockers = new ArrayList<>();
        for (Table now : after.tables()) {
            List<Change> changes = diff.forTable(now.name()).stream().filter(c -> c.pattern() == null).toList();
            if (changes.stream().anyMatch(c -> c.action() == ChangeAction.CREATE_TABLE)) {
                steps.add(now, StepKind.CREATE_TABLE, now.name(), null, null, null, "create table " + now.name()
                        + " (" + now.globalSecondaryIndexes().size() + " GSIs, " + now.localSecondaryIndexes().size()
                        + " LSIs); nothing to copy", Sizes.NONE, null);
            } else if (changes.stream().anyMatch(c -> c.action() == ChangeAction.REPLACE_TABLE)) {
                Table old = before.findTable(diff.oldNameOf(now.name()).orElseThrow()).orElseThrow();
                replace(old, now, changes, steps, warnings, blockers);
            } else {
                Table old = before.findTable(now.name()).orElseThrow();
                inPlace(old, now, changes, steps, warnings);
            }
        }
        for (Change c : diff.changes()) {
            if (c.action() == ChangeAction.DELETE_TABLE) {
                Table old = before.findTable(c.table()).orElseThrow();
                steps.add(old, StepKind.DELETE_TABLE, old.name(), null, null, null, "delete table " + old.name()
                        + " (about " + itemsOf(old) + " items; refused while it holds items unless --allow-delete)",
                        Sizes.NONE, null);
            }
        }
        return new MigrationPlan(steps.list, warnings, blockers, prices.region(), writeRate);
    }

    private void inPlace(Table old, Table now, List<Change> changes, Steps steps, List<String> warnings) {
        for (Change c : changes) {
            if (c.action() == ChangeAction.UPDATE_TABLE) {
                String what = c.kind() + (c.index() == null ? "" : " of index " + c.index()) + ": "
                        + (c.before() == null ? "(none)" : c.before()) + " -> " + (c.after() == null ? "(none)" : c.after());
                steps.add(now, StepKind.UPDATE_TABLE, now.name(), c.index(), c.kind(), null, "update table " + now.name()
                        + ", " + what, Sizes.NONE, null);
                if (c.kind().equals("auto-scaling")) {
                    warnings.add("table " + now.name() + ": auto scaling is set with Application Auto Scaling, "
                            + "not UpdateTable; migrate --apply leaves it to you");
                }
            }
        }
        Set<String> deleted = new LinkedHashSet<>();
        Set<String> created = new LinkedHashSet<>();
        for (Change c : changes) {
            if (c.action() == ChangeAction.DELETE_INDEX || c.action() == ChangeAction.RECREATE_INDEX) {
                deleted.add(c.index());
            }
            if (c.action() == ChangeAction.CREATE_INDEX || c.action() == ChangeAction.RECREATE_INDEX) {
                created.add(c.index());
            }
        }
        for (String index : deleted) {
            steps.add(now, StepKind.DELETE_INDEX, now.name(), index, null, null, "delete index " + index + " of table "
                    + now.name() + (created.contains(index) ? " (to create it again with its new keys or projection)"
                    : ""), Sizes.NONE, null);
        }
        for (String index : created) {
            SecondaryIndex gsi = now.findIndex(index).orElseThrow();
            Sizes sizes = backfill(old, now, gsi);
            Double seconds = backfillSeconds(now, gsi, sizes);
            steps.add(now, StepKind.CREATE_INDEX, now.name(), index, null, null, String.format(Locale.ROOT,
                    "create index %s of table %s: backfill of %,d items (%,d bytes), about %,.0f WCU", index,
                    now.name(), sizes.items, sizes.bytes, sizes.writeUnits), sizes, seconds);
        }
    }

    private void replace(Table old, Table now, List<Change> changes, Steps steps, List<String> warnings,
                         List<String> blockers) {
        String why = String.join(", ", changes.stream().filter(c -> c.action() == ChangeAction.REPLACE_TABLE)
                .map(Change::kind).distinct().toList());
        if (old.name().equals(now.name())) {
            blockers.add("table " + now.name() + " needs a new table (" + why + ") but keeps its name: DynamoDB "
                    + "cannot hold two tables of one name and the old one is kept; name the new table differently "
                    + "in NEW (such as " + now.name() + "V2) and point the application at it");
        }
        steps.add(now, StepKind.CREATE_TABLE, now.name(), null, null, null, "create table " + now.name() + " (" + why
                + ": a new table; DynamoDB cannot change this in place)", Sizes.NONE, null);
        Sizes copy = copy(old, now, warnings);
        steps.add(now, StepKind.COPY_ITEMS, now.name(), null, null, old.name(), String.format(Locale.ROOT,
                "copy every item of %s into %s (Scan, transform to the new key, BatchWriteItem; resumable): "
                        + "about %,d items, %,.0f WCU, %,.0f RCU", old.name(), now.name(), copy.items, copy.writeUnits,
                copy.readUnits), copy, writeRate == null ? null : copy.items / writeRate);
        Sizes verify = new Sizes(0, 0, 0, 2 * scanUnits(old));
        steps.add(old, StepKind.VERIFY_COUNTS, now.name(), null, null, old.name(), "count and checksum the items of "
                + old.name() + " and " + now.name() + ": the copy is done when they agree", verify, null);
        steps.add(old, StepKind.KEEP_OLD_TABLE, old.name(), null, null, null, "keep table " + old.name() + " with its "
                + "items: delete it yourself once the application reads " + now.name(), Sizes.NONE, null);
    }

    /** Items, bytes and write units of a new GSI's backfill from the old table's items. */
    private Sizes backfill(Table old, Table now, SecondaryIndex gsi) {
        Table probe = old.withIndexes(List.of(gsi), List.of());
        List<Item> entries = InMemoryTable.of(probe).view(gsi.name()).itemsInScanOrder();
        double scale = scale(old);
        long bytes = 0;
        long units = 0;
        for (Item entry : entries) {
            long size = ItemSize.of(entry);
            bytes += size;
            units += CapacityUnits.writeBlocks(size);
        }
        return new Sizes(Math.round(entries.size() * scale), Math.round(bytes * scale), units * scale, 0);
    }

    private Double backfillSeconds(Table table, SecondaryIndex gsi, Sizes sizes) {
        if (table.effectiveBillingMode() == BillingMode.PROVISIONED) {
            ProvisionedCapacity capacity = gsi.capacity() != null ? gsi.capacity() : table.capacity();
            if (capacity != null && capacity.writeCapacityUnits() > 0) {
                return sizes.writeUnits / capacity.writeCapacityUnits();
            }
        }
        return writeRate == null ? null : sizes.items / writeRate;
    }

    /** The copy's writes into the new table and its indexes, and the Scan's reads of the old one. */
    private Sizes copy(Table old, Table now, List<String> warnings) {
        ItemTransform transform = new ItemTransform(now);
        List<Item> copied = new ArrayList<>();
        long lacking = 0;
        for (Item item : old.allItems()) {
            Item moved = transform.apply(item);
            if (moved == null) {
                lacking++;
            } else {
                copied.add(moved);
            }
        }
        if (lacking > 0) {
            warnings.add("table " + now.name() + ": " + lacking + " of the old model's " + old.allItems().size()
                    + " sample items lack the new key (" + String.join(", ", now.keySchema().attributeNames())
                    + ") and no facet's key templates make it: the copy stops at the first such item");
        }
        InMemoryTable target = InMemoryTable.of(now.withFacets(List.of()).withItems(copied));
        long bytes = 0;
        long units = 0;
        for (Item item : target.table().itemsInScanOrder()) {
            long size = ItemSize.of(item);
            bytes += size;
            units += CapacityUnits.writeBlocks(size);
        }
        for (var view : target.indexes()) {
            for (Item entry : view.itemsInScanOrder()) {
                units += CapacityUnits.writeBlocks(ItemSize.of(entry));
            }
        }
        double scale = scale(old);
        return new Sizes(Math.round(target.size() * scale), Math.round(bytes * scale), units * scale, scanUnits(old));
    }

    /** Eventually consistent Scan of the whole table: half a read unit per 4 KB. */
    private double scanUnits(Table table) {
        long bytes = table.itemStream().mapToLong(ItemSize::of).sum();
        return CapacityUnits.readBlocks(Math.round(bytes * scale(table))) * 0.5;
    }

    private double scale(Table table) {
        int sample = table.allItems().size();
        return sample == 0 ? 0 : (double) itemsOf(table) / sample;
    }

    /** The cost of a step's units on the table's billing: per million request units, or provisioned unit-hours. */
    private Double cost(Table table, Sizes sizes) {
        if (sizes.writeUnits == 0 && sizes.readUnits == 0) {
            return 0.0;
        }
        TableClass tableClass = table.settings().effectiveTableClass();
        Prices.ClassPrices p = prices.forClass(tableClass);
        if (table.effectiveBillingMode() == BillingMode.PROVISIONED) {
            if (p.wcuHour() == null || p.rcuHour() == null) {
                return null;
            }
            return sizes.writeUnits / 3600 * p.wcuHour() + sizes.readUnits / 3600 * p.rcuHour();
        }
        Double writes = p.writePerMillion() == null ? null : p.writePerMillion() * sizes.writeUnits / 1e6;
        Double reads = p.readPerMillion() == null ? null : p.readPerMillion() * sizes.readUnits / 1e6;
        return writes == null || reads == null ? null : writes + reads;
    }

    /** What a step writes and reads. */
    record Sizes(long items, long bytes, double writeUnits, double readUnits) {
        static final Sizes NONE = new Sizes(0, 0, 0, 0);
    }

    /** The steps so far, numbered as they are added. */
    private final class Steps {
        private final List<MigrationStep> list = new ArrayList<>();
        void add(Table priced, StepKind kind, String table, String index, String change, String source, String description,
                 Sizes sizes, Double seconds) {
            list.add(new MigrationStep(list.size() + 1, kind, table, index, change, source, description, sizes.items,
                    sizes.bytes, sizes.writeUnits, sizes.readUnits, cost(priced, sizes), seconds));
        }
    }
}
