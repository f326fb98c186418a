package dev.tablewright.diff;

import dev.tablewright.model.BillingMode;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import static dev.tablewright.diff.ChangeAction.CREATE_INDEX;
import static dev.tablewright.diff.ChangeAction.DELETE_INDEX;
import static dev.tablewright.diff.ChangeAction.NONE;
import static dev.tablewright.diff.ChangeAction.RECREATE_INDEX;
import static dev.tablewright.diff.ChangeAction.REPLACE_TABLE;
import static dev.tablewright.diff.ChangeAction.UPDATE_TABLE;

/**
 * The changes of one table's definition: key schema, LSIs, GSIs, billing and capacity, settings and
 * attribute lists. A value the model leaves unsaid (a null capacity, no table class) is compared as
 * DynamoDB would hold it, so a model and the same table imported from DynamoDB come out the same.
 */
final class TableDiff {
    /** Index settings a Workbench file may carry that the model keeps as the index's extras. */
    private static final List<String> INDEX_EXTRAS = List.of("WarmThroughput", "OnDemandThroughput");

    private final Table before;
    private final Table after;
    private final String name;
    private final List<Change> out;

    private TableDiff(Table before, Table after, List<Change> out) {
        this.before = before;
        this.after = after;
        this.name = after.name();
        this.out = out;
    }

    static void compare(Table before, Table after, List<Change> out) {
        new TableDiff(before, after, out).compare();
    }

    private void compare() {
        if (!before.keySchema().equals(after.keySchema())) {
            out.add(Change.ofTable("key-schema", name, Texts.keys(before.keySchema()), Texts.keys(after.keySchema()),
                    REPLACE_TABLE));
        }
        localIndexes();
        globalIndexes();
        billing();
        settings();
        if (!before.nonKeyAttributes().equals(after.nonKeyAttributes())) {
            out.add(Change.ofTable("attributes", name, names(before), names(after), NONE));
        }
    }

    private static String names(Table table) {
        return String.join(", ", table.nonKeyAttributes().stream().map(a -> a.name() + ":" + a.type()).toList());
    }

    private void localIndexes() {
        for (SecondaryIndex old : before.localSecondaryIndexes()) {
            SecondaryIndex now = find(after.localSecondaryIndexes(), old.name());
            if (now == null) {
                out.add(Change.ofIndex("lsi-removed", name, old.name(), describe(old), null, REPLACE_TABLE));
            } else if (!old.keySchema().equals(now.keySchema()) || !old.projection().equals(now.projection())) {
                out.add(Change.ofIndex("lsi-changed", name, old.name(), describe(old), describe(now), REPLACE_TABLE));
            }
        }
        for (SecondaryIndex now : after.localSecondaryIndexes()) {
            if (find(before.localSecondaryIndexes(), now.name()) == null) {
                out.add(Change.ofIndex("lsi-added", name, now.name(), null, describe(now), REPLACE_TABLE));
            }
        }
    }

    private void globalIndexes() {
        for (SecondaryIndex old : before.globalSecondaryIndexes()) {
            if (find(after.globalSecondaryIndexes(), old.name()) == null) {
                out.add(Change.ofIndex("index-removed", name, old.name(), describe(old), null, DELETE_INDEX));
            }
        }
        for (SecondaryIndex now : after.globalSecondaryIndexes()) {
            SecondaryIndex old = find(before.globalSecondaryIndexes(), now.name());
            if (old == null) {
                out.add(Change.ofIndex("index-added", name, now.name(), null, describe(now), CREATE_INDEX));
                continue;
            }
            String index = now.name();
            if (!old.keySchema().equals(now.keySchema())) {
                out.add(Change.ofIndex("index-key-schema", name, index, Texts.keys(old.keySchema()),
                        Texts.keys(now.keySchema()), RECREATE_INDEX));
            }
            if (!old.projection().equals(now.projection())) {
                out.add(Change.ofIndex("index-projection", name, index, Texts.projection(old.projection()),
                        Texts.projection(now.projection()), RECREATE_INDEX));
            }
            if (provisionedBoth()) {
                ProvisionedCapacity was = old.capacity() == null ? before.capacity() : old.capacity();
                ProvisionedCapacity is = now.capacity() == null ? after.capacity() : now.capacity();
                if (was != null && is != null && !sameUnits(was, is)) {
                    out.add(Change.ofIndex("index-capacity", name, index, Texts.capacity(was), Texts.capacity(is),
                            UPDATE_TABLE));
                }
            }
            for (String setting : INDEX_EXTRAS) {
                String was = old.extras().json().get(setting);
                String is = now.extras().json().get(setting);
                if (!Objects.equals(was, is)) {
                    String kind = setting.equals("WarmThroughput") ? "index-warm-throughput" : "index-on-demand-maximum";
                    out.add(Change.ofIndex(kind, name, index, was, is, UPDATE_TABLE));
                }
            }
            if (!Objects.equals(old.shards(), now.shards())) {
                out.add(Change.ofIndex("index-write-shards", name, index, old.shards(), now.shards(), NONE));
            }
        }
    }

    private static String describe(SecondaryIndex index) {
        return Texts.keys(index.keySchema()) + " " + Texts.projection(index.projection());
    }

    private static SecondaryIndex find(List<SecondaryIndex> indexes, String indexName) {
        return indexes.stream().filter(i -> i.name().equals(indexName)).findFirst().orElse(null);
    }

    private boolean provisionedBoth() {
        return before.effectiveBillingMode() == BillingMode.PROVISIONED
                && after.effectiveBillingMode() == BillingMode.PROVISIONED;
    }

    private static boolean sameUnits(ProvisionedCapacity a, ProvisionedCapacity b) {
        return a.readCapacityUnits() == b.readCapacityUnits() && a.writeCapacityUnits() == b.writeCapacityUnits();
    }

    private void billing() {
        if (before.effectiveBillingMode() != after.effectiveBillingMode()) {
            out.add(Change.ofTable("billing-mode", name, before.effectiveBillingMode(), after.effectiveBillingMode(),
                    UPDATE_TABLE));
            return;
        }
        if (provisionedBoth() && before.capacity() != null && after.capacity() != null) {
            if (!sameUnits(before.capacity(), after.capacity())) {
                out.add(Change.ofTable("capacity", name, Texts.capacity(before.capacity()),
                        Texts.capacity(after.capacity()), UPDATE_TABLE));
            }
            if (!Objects.equals(before.capacity().readScaling(), after.capacity().readScaling())
                    || !Objects.equals(before.capacity().writeScaling(), after.capacity().writeScaling())) {
                out.add(Change.ofTable("auto-scaling", name, scaling(before.capacity()), scaling(after.capacity()),
                        UPDATE_TABLE));
            }
        }
    }

    private static String scaling(ProvisionedCapacity capacity) {
        return "read " + capacity.readScaling() + ", write " + capacity.writeScaling();
    }

    private void settings() {
        TableSettings was = before.settings();
        TableSettings is = after.settings();
        setting("ttl", was, is, TableSettings::timeToLiveAttribute);
        setting("stream", was, is, TableSettings::stream);
        setting("deletion-protection", was, is, TableSettings::deletionProtection);
        setting("table-class", was, is, TableSettings::effectiveTableClass);
        setting("on-demand-maximum", was, is, s -> Texts.throughput(s.onDemandThroughput()));
        setting("warm-throughput", was, is, s -> Texts.throughput(s.warmThroughput()));
        setting("point-in-time-recovery", was, is, s -> s.pointInTimeRecovery()
                ? "on" + (s.recoveryPeriodDays() == null ? "" : ", " + s.recoveryPeriodDays() + " days") : null);
        setting("encryption", was, is, TableDiff::encryption);
        setting("tags", was, is, s -> s.tags().isEmpty() ? null : s.tags().toString());
    }

    private static String encryption(TableSettings settings) {
        Encryption e = settings.encryption();
        if (e == null || e.keyType() == Encryption.KeyType.OWNED) {
            return null;
        }
        return e.kmsKeyId() == null ? e.keyType().name() : e.keyType() + " " + e.kmsKeyId();
    }

    private void setting(String kind, TableSettings was, TableSettings is, Function<TableSettings, Object> value) {
        Object a = value.apply(was);
        Object b = value.apply(is);
        if (Boolean.FALSE.equals(a)) {
            a = null;
        }
        if (Boolean.FALSE.equals(b)) {
            b = null;
        }
        if (!Objects.equals(a, b)) {
            out.add(Change.ofTable(kind, name, a, b, UPDATE_TABLE));
        }
    }
}
