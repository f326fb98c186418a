package dev.tablewright.edit;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * Item edits on an immutable model: add, replace and delete an item of a table (in the table's own
 * items or in a facet), each returning the new model, and the labels the edit history shows. An item
 * is found by identity, else by value, else by the table's primary key (an index view holds
 * projected copies, which keep the table's keys).
 */
public final class ItemEdits {
    private ItemEdits() {
    }

    /** Where an item lives: its table, its facet (null for the table's own items) and the item itself. */
    public record Location(String table, String facet, Item item) {
        public Location {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(item, "item");
        }
    }

    /** Finds the stored item that {@code shown} (an item as a view shows it) stands for. */
    public static Optional<Location> locate(Table table, Item shown) {
        for (int pass = 0; pass < 3; pass++) {
            Optional<Location> found = find(table, shown, pass);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<Location> find(Table table, Item shown, int pass) {
        for (Item item : table.items()) {
            if (same(table, item, shown, pass)) {
                return Optional.of(new Location(table.name(), null, item));
            }
        }
        for (Facet facet : table.facets()) {
            for (Item item : facet.items()) {
                if (same(table, item, shown, pass)) {
                    return Optional.of(new Location(table.name(), facet.name(), item));
                }
            }
        }
        return Optional.empty();
    }

    private static boolean same(Table table, Item item, Item shown, int pass) {
        if (pass == 0) {
            return item == shown;
        }
        if (pass == 1) {
            return item.equals(shown);
        }
        for (String key : table.keySchema().attributeNames()) {
            if (!Objects.equals(item.get(key), shown.get(key))) {
                return false;
            }
        }
        return true;
    }

    /** Adds {@code item} to the table's own items, or to the end of {@code facet}'s. */
    public static Model add(Model model, String table, String facet, Item item) {
        return onTable(model, table, t -> {
            if (facet == null) {
                return t.withItems(append(t.items(), item));
            }
            requireFacet(t, facet);
            return t.withFacets(t.facets().stream()
                    .map(f -> f.name().equals(facet) ? f.withItems(append(f.items(), item)) : f).toList());
        });
    }

    /** Replaces the located item by {@code replacement}, in place (same list, same position). */
    public static Model replace(Model model, Location at, Item replacement) {
        return onTable(model, at.table(), t -> {
            if (at.facet() == null) {
                return t.withItems(swap(t.items(), at.item(), replacement));
            }
            requireFacet(t, at.facet());
            return t.withFacets(t.facets().stream()
                    .map(f -> f.name().equals(at.facet()) ? f.withItems(swap(f.items(), at.item(), replacement)) : f)
                    .toList());
        });
    }

    /** Removes the located item. */
    public static Model delete(Model model, Location at) {
        return replace(model, at, null);
    }

    /** "HR-E01 / HR-CONFIDENTIAL": the item's key values, as the history names an item. */
    public static String keyText(Table table, Item item) {
        return table.keySchema().attributeNames().stream().map(item::get)
                .map(v -> v == null ? "?" : text(v)).collect(Collectors.joining(" / "));
    }

    /**
     * The label of an edit from {@code before} to {@code after}: "Edit Data of HR-E01 / X" for one
     * attribute changed, "Edit Data, Email of …" for a few, "Edit item …" for more.
     */
    public static String editLabel(Table table, Item before, Item after) {
        Set<String> changed = new LinkedHashSet<>();
        after.attributes().forEach((name, value) -> {
            if (!value.equals(before.get(name))) {
                changed.add(name);
            }
        });
        before.names().stream().filter(n -> !after.has(n)).forEach(changed::add);
        String what = changed.isEmpty() || changed.size() > 3 ? "item" : String.join(", ", changed);
        return "Edit " + what + " of " + keyText(table, after);
    }

    private static String text(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        }
        if (value instanceof AttributeValue.N n) {
            return n.value();
        }
        if (value instanceof AttributeValue.B b) {
            return b.value().toBase64();
        }
        return value.type().name();
    }

    private static void requireFacet(Table table, String facet) {
        if (table.findFacet(facet).isEmpty()) {
            throw new IllegalArgumentException("table " + table.name() + " has no facet " + facet);
        }
    }

    private static Model onTable(Model model, String table, UnaryOperator<Table> change) {
        Table found = model.findTable(table)
                .orElseThrow(() -> new IllegalArgumentException("the model has no table " + table));
        return model.withTable(change.apply(found));
    }

    private static List<Item> append(List<Item> items, Item item) {
        List<Item> copy = new ArrayList<>(items.size() + 1);
        copy.addAll(items);
        copy.add(Objects.requireNonNull(item, "item"));
        return copy;
    }

    /** The list with {@code old} (by identity) replaced by {@code replacement}, or removed when that is null. */
    private static List<Item> swap(List<Item> items, Item old, Item replacement) {
        List<Item> copy = new ArrayList<>(items);
        for (int i = 0; i < copy.size(); i++) {
            if (copy.get(i) == old) {
                if (replacement == null) {
                    copy.remove(i);
                } else {
                    copy.set(i, replacement);
                }
                return copy;
            }
        }
        throw new IllegalArgumentException("the item is no longer in the model");
    }
}
