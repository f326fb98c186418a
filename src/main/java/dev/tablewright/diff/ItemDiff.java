package dev.tablewright.diff;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Table;
import dev.tablewright.model.ValueEquality;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import static dev.tablewright.diff.ChangeAction.NONE;

/**
 * The model-only changes of a table's contents: facets (added, removed, changed, their item counts)
 * and sample items by primary key (the new table's key). Each of items added, removed and changed
 * lists at most {@link #LISTED} keys one by one, then one change with how many more there are, so a
 * diff of two big models stays readable.
 */
final class ItemDiff {
    static final int LISTED = 100;

    private ItemDiff() {
    }

    static void compare(Table before, Table after, List<Change> out) {
        facets(before, after, out);
        items(before, after, out);
    }

    private static void facets(Table before, Table after, List<Change> out) {
        String table = after.name();
        for (Facet old : before.facets()) {
            if (after.findFacet(old.name()).isEmpty()) {
                out.add(new Change("facet-removed", table, null, null, old.name(), null, NONE));
            }
        }
        for (Facet now : after.facets()) {
            Facet old = before.findFacet(now.name()).orElse(null);
            if (old == null) {
                out.add(new Change("facet-added", table, null, null, null, now.name(), NONE));
                continue;
            }
            if (!Objects.equals(definition(old), definition(now))) {
                out.add(new Change("facet-changed", table, null, null, definition(old), definition(now), NONE));
            }
            if (old.items().size() != now.items().size()) {
                out.add(new Change("facet-items", table, null, null, now.name() + ": " + old.items().size() + " items",
                        now.name() + ": " + now.items().size() + " items", NONE));
            }
        }
    }

    private static String definition(Facet facet) {
        return facet.name() + " (" + facet.partitionKeyAlias() + " " + facet.partitionKeyTemplate() + ", "
                + facet.sortKeyAlias() + " " + facet.sortKeyTemplate() + "; " + String.join(", ", facet.nonKeyAttributes())
                + ")";
    }

    private static void items(Table before, Table after, List<Change> out) {
        KeySchema keys = after.keySchema();
        Map<String, Item> old = byKey(keys, before);
        Map<String, Item> now = byKey(keys, after);
        Listing added = new Listing("item-added", "items-added", after.name(), out);
        Listing removed = new Listing("item-removed", "items-removed", after.name(), out);
        Listing changed = new Listing("item-changed", "items-changed", after.name(), out);
        now.forEach((key, item) -> {
            Item was = old.get(key);
            if (was == null) {
                added.add(null, key);
            } else if (!same(was, item)) {
                changed.add(key, key);
            }
        });
        old.keySet().stream().filter(key -> !now.containsKey(key)).forEach(key -> removed.add(key, null));
        added.finish();
        removed.finish();
        changed.finish();
    }

    private static Map<String, Item> byKey(KeySchema keys, Table table) {
        Map<String, Item> items = new LinkedHashMap<>();
        table.itemStream().forEach(item -> items.put(Texts.primaryKey(keys, item), item));
        return items;
    }

    /** Equal as DynamoDB holds them: numbers by value, sets in any order. */
    private static boolean same(Item a, Item b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            AttributeValue other = b.get(a.name(i));
            if (other == null || !ValueEquality.equal(a.value(i), other)) {
                return false;
            }
        }
        return true;
    }

    /** Up to {@link #LISTED} changes one by one, then one for the rest. */
    private static final class Listing {
        private final String kind;
        private final String restKind;
        private final String table;
        private final List<Change> out;
        private int count;

        Listing(String kind, String restKind, String table, List<Change> out) {
            this.kind = kind;
            this.restKind = restKind;
            this.table = table;
            this.out = out;
        }

        void add(String before, String after) {
            if (count++ < LISTED) {
                out.add(new Change(kind, table, null, null, before, after, NONE));
            }
        }

        void finish() {
            if (count > LISTED) {
                out.add(new Change(restKind, table, null, null, null, (count - LISTED) + " more", NONE));
            }
        }
    }
}
