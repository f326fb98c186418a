package dev.tablewright.testing;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.NameMapping;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A model's tables under other names, as a team's live tables might be: every table, index and
 * top-level attribute renamed ({@code HR-OE -> live_hr_oe}, {@code GSI1 -> live_GSI1},
 * {@code PK -> pk_}), with the mapping from the model's names to them.
 */
public final class LiveRenames {
    private LiveRenames() {
    }

    /** Model table name -> live names, for every table of the model. */
    public static NameMapping mapping(Model model) {
        Map<String, NameMapping.TableNames> tables = new LinkedHashMap<>();
        for (Table t : model.tables()) {
            Map<String, String> indexes = new LinkedHashMap<>();
            t.indexes().forEach(i -> indexes.put(i.name(), "live_" + i.name()));
            Map<String, String> attributes = new LinkedHashMap<>();
            attributes(t).forEach(a -> attributes.put(a, a.toLowerCase() + "_"));
            tables.put(t.name(), new NameMapping.TableNames("live_" + t.name().toLowerCase(), indexes, attributes));
        }
        return new NameMapping(tables);
    }

    /** The model with its tables renamed through the mapping, items included, and no access patterns. */
    public static Model live(Model model, NameMapping mapping) {
        return new Model(model.name() + " (live)", model.metadata(),
                model.tables().stream().map(t -> rename(t, mapping)).toList(), List.of(), null);
    }

    public static Table rename(Table t, NameMapping m) {
        String name = t.name();
        List<SecondaryIndex> gsis = t.globalSecondaryIndexes().stream().map(i -> rename(name, i, m)).toList();
        List<SecondaryIndex> lsis = t.localSecondaryIndexes().stream().map(i -> rename(name, i, m)).toList();
        List<Item> items = t.allItems().stream().map(i -> rename(name, i, m)).toList();
        return new Table(m.table(name), keys(name, t.keySchema(), m), List.of(), gsis, lsis, List.of(), items,
                t.billingMode(), t.capacity(), null);
    }

    private static SecondaryIndex rename(String table, SecondaryIndex i, NameMapping m) {
        Projection p = i.projection();
        Projection projection = new Projection(p.type(), p.nonKeyAttributes().stream().map(a -> m.attribute(table, a)).toList());
        return new SecondaryIndex(m.index(table, i.name()), i.kind(), keys(table, i.keySchema(), m), projection,
                i.capacity(), null, null);
    }

    private static KeySchema keys(String table, KeySchema k, NameMapping m) {
        return KeySchema.of(k.partitionKeys().stream().map(a -> KeyAttribute.of(m.attribute(table, a.name()), a.type())).toList(),
                k.sortKeys().stream().map(a -> KeyAttribute.of(m.attribute(table, a.name()), a.type())).toList());
    }

    private static Item rename(String table, Item item, NameMapping m) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        item.attributes().forEach((k, v) -> out.put(m.attribute(table, k), v));
        return Item.of(out);
    }

    private static Set<String> attributes(Table t) {
        Set<String> names = new LinkedHashSet<>(t.keyAttributeTypes().keySet());
        t.nonKeyAttributes().forEach(a -> names.add(a.name()));
        t.allItems().forEach(i -> names.addAll(i.names()));
        return names;
    }
}
