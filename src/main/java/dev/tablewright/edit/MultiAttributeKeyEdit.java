package dev.tablewright.edit;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Turns a GSI key attribute whose values join other attributes ({@code DAY#2025-06-01#SHARD#1})
 * into a multi-attribute key part of those attributes: the index keys on them, the patterns that
 * query the index give one value (or condition) per attribute instead of the joined string, and
 * the joined attribute, when no other key uses it, is no longer written (items, facets' generators,
 * write patterns, the table's attribute list). A pattern whose key condition cannot be split so
 * (its template does not have the joined shape) makes the edit fail with the pattern's name.
 */
public final class MultiAttributeKeyEdit {
    private static final Pattern SEPARATOR = Pattern.compile("[#|]");

    private MultiAttributeKeyEdit() {
    }

    /**
     * The model with {@code replaced}, a partition-key ({@code partition}) or sort-key attribute of
     * the GSI, replaced by {@code attributes} in order.
     *
     * @throws IllegalArgumentException when the items do not show where each attribute sits in the
     *     joined value, or a pattern's key condition cannot be split
     */
    public static Model apply(Model model, String table, String index, boolean partition, String replaced,
                              List<KeyAttribute> attributes) {
        Table t = model.findTable(table).orElseThrow(() -> new IllegalArgumentException("no table " + table));
        SecondaryIndex old = IndexEdits.index(model, table, index);
        List<KeyAttribute> part = partition ? old.keySchema().partitionKeys() : old.keySchema().sortKeys();
        if (part.size() != 1 || !part.get(0).name().equals(replaced)) {
            throw new IllegalArgumentException("the " + (partition ? "partition" : "sort") + " key of " + index
                    + " is not " + replaced + " alone");
        }
        int[] positions = positions(t, replaced, attributes);
        List<AccessPattern> patterns = new ArrayList<>();
        for (AccessPattern p : model.accessPatterns()) {
            if (p.table().equals(table) && index.equals(p.index()) && p.operation().isRead()) {
                patterns.add(partition ? splitPartition(p, positions) : splitSort(p, positions, attributes.size()));
            } else {
                patterns.add(p);
            }
        }
        KeySchema keys = partition ? KeySchema.of(attributes, old.keySchema().sortKeys())
                : KeySchema.of(old.keySchema().partitionKeys(), attributes);
        SecondaryIndex changed = new SecondaryIndex(old.name(), old.kind(), keys, old.projection(), old.capacity(),
                old.shards(), old.extras());
        Model result = SchemaEdits.putIndex(model, table, index, changed).withAccessPatterns(patterns);
        Table now = result.findTable(table).orElseThrow();
        now = defineAttributes(now, attributes);
        if (!now.keyAttributeTypes().containsKey(replaced)) {
            now = forget(now, replaced);
            result = result.withAccessPatterns(result.accessPatterns().stream()
                    .map(p -> p.table().equals(table) && p.item().containsKey(replaced) ? withoutWritten(p, replaced) : p)
                    .toList());
        }
        return result.withTable(now);
    }

    /** Where each attribute's value sits among the joined value's parts, from the first item that shows all. */
    private static int[] positions(Table t, String replaced, List<KeyAttribute> attributes) {
        for (Item item : t.allItems()) {
            List<String> tokens = tokens(item.get(replaced) instanceof AttributeValue.S s ? s.value() : "");
            int[] at = new int[attributes.size()];
            boolean all = true;
            for (int a = 0; a < attributes.size() && all; a++) {
                at[a] = find(tokens, item.get(attributes.get(a).name()), a == 0 ? 0 : at[a - 1] + 1);
                all = at[a] >= 0;
            }
            if (all) {
                return at;
            }
        }
        throw new IllegalArgumentException("no item of " + t.name() + " shows " + replaced + " as "
                + String.join(" + ", attributes.stream().map(KeyAttribute::name).toList()));
    }

    private static int find(List<String> tokens, AttributeValue value, int from) {
        for (int i = from; value != null && i < tokens.size(); i++) {
            String token = tokens.get(i);
            if (value instanceof AttributeValue.S s && s.value().equals(token)) {
                return i;
            }
            if (value instanceof AttributeValue.N n) {
                try {
                    if (new BigDecimal(token).compareTo(new BigDecimal(n.value())) == 0) {
                        return i;
                    }
                } catch (NumberFormatException e) {
                    // a label, not this number
                }
            }
        }
        return -1;
    }

    static List<String> tokens(String text) {
        return Arrays.stream(SEPARATOR.split(text)).filter(s -> !s.isEmpty()).toList();
    }

    private static AccessPattern splitPartition(AccessPattern p, int[] positions) {
        List<String> tokens = p.partitionKeys().size() == 1 ? tokens(p.partitionKey().text()) : List.of();
        if (tokens.size() <= positions[positions.length - 1]) {
            throw cannotSplit(p, p.partitionKeys().isEmpty() ? "" : p.partitionKey().text());
        }
        List<KeyTemplate> keys = new ArrayList<>();
        for (int at : positions) {
            keys.add(KeyTemplate.of(tokens.get(at)));
        }
        return new AccessPattern(p.name(), p.description(), p.table(), p.index(), p.operation(), keys, p.sortKeys(),
                p.parameters(), p.filterExpression(), p.updateExpression(), p.conditionExpression(),
                p.expressionAttributeNames(), p.expressionAttributeValues(), p.item(), p.projection(),
                p.scanIndexForward(), p.limit(), p.consistency(), p.fanOut(), p.frequencyPerSecond(), p.actions());
    }

    /**
     * A sort-key condition on the joined value as conditions on the attributes: the parts it fixes
     * whole become equalities, the last part it names takes the operator (a begins_with that ends on
     * a separator fixes its last part whole).
     */
    private static AccessPattern splitSort(AccessPattern p, int[] positions, int count) {
        if (p.sortKeys().isEmpty()) {
            return p;
        }
        SortKeyCondition c = p.sortKey();
        String text = c.value().text();
        List<String> lower = tokens(text);
        List<String> upper = c.upper() == null ? null : tokens(c.upper().text());
        boolean wholeLast = c.operator() == KeyOperator.EQ
                || c.operator() == KeyOperator.BEGINS_WITH && SEPARATOR.matcher(text.substring(text.length() - 1)).matches();
        List<SortKeyCondition> conditions = new ArrayList<>();
        for (int a = 0; a < count && positions[a] < lower.size(); a++) {
            int at = positions[a];
            boolean last = at == lower.size() - 1;
            if (!last || wholeLast) {
                if (upper != null && (upper.size() <= at || !upper.get(at).equals(lower.get(at)))) {
                    throw cannotSplit(p, text);
                }
                conditions.add(SortKeyCondition.of(KeyOperator.EQ, lower.get(at)));
            } else if (c.operator() == KeyOperator.BETWEEN) {
                if (upper.size() != lower.size()) {
                    throw cannotSplit(p, text);
                }
                conditions.add(SortKeyCondition.between(lower.get(at), upper.get(at)));
            } else {
                conditions.add(SortKeyCondition.of(c.operator(), lower.get(at)));
            }
        }
        if (conditions.isEmpty()) {
            throw cannotSplit(p, text);
        }
        return new AccessPattern(p.name(), p.description(), p.table(), p.index(), p.operation(), p.partitionKeys(),
                conditions, p.parameters(), p.filterExpression(), p.updateExpression(), p.conditionExpression(),
                p.expressionAttributeNames(), p.expressionAttributeValues(), p.item(), p.projection(),
                p.scanIndexForward(), p.limit(), p.consistency(), p.fanOut(), p.frequencyPerSecond(), p.actions());
    }

    private static IllegalArgumentException cannotSplit(AccessPattern p, String template) {
        return new IllegalArgumentException("the key condition of pattern '" + p.name() + "' (" + template
                + ") does not have the joined value's shape: edit it by hand");
    }

    /** Adds each key attribute the table does not list yet to its attribute definitions. */
    private static Table defineAttributes(Table t, List<KeyAttribute> attributes) {
        List<AttributeDefinition> defined = new ArrayList<>(t.nonKeyAttributes());
        for (KeyAttribute a : attributes) {
            if (defined.stream().noneMatch(d -> d.name().equals(a.name()))) {
                defined.add(new AttributeDefinition(a.name(), AttributeType.valueOf(a.type().name())));
            }
        }
        return new Table(t.name(), t.keySchema(), defined, t.globalSecondaryIndexes(), t.localSecondaryIndexes(),
                t.facets(), t.items(), t.billingMode(), t.capacity(), t.extras(), t.settings());
    }

    /** The table without {@code attribute}: not in its items, its definitions, its facets' attributes and generators. */
    private static Table forget(Table t, String attribute) {
        Table items = IndexEdits.withEveryItem(t, i -> i.has(attribute) ? i.without(attribute) : i);
        List<Facet> facets = items.facets().stream().map(f -> {
            Map<String, String> generators = new LinkedHashMap<>(f.generators());
            generators.remove(attribute);
            return new Facet(f.name(), f.partitionKeyAlias(), f.sortKeyAlias(), f.partitionKeyTemplate(),
                    f.sortKeyTemplate(), f.nonKeyAttributes().stream().filter(n -> !n.equals(attribute)).toList(),
                    f.items(), f.color(), generators, f.extras());
        }).toList();
        return new Table(t.name(), t.keySchema(),
                t.nonKeyAttributes().stream().filter(d -> !d.name().equals(attribute)).toList(),
                t.globalSecondaryIndexes(), t.localSecondaryIndexes(), facets, items.items(), t.billingMode(),
                t.capacity(), t.extras(), t.settings());
    }

    private static AccessPattern withoutWritten(AccessPattern p, String attribute) {
        Map<String, dev.tablewright.model.TemplateValue> item = new LinkedHashMap<>(p.item());
        item.remove(attribute);
        return IndexEdits.with(p, p.partitionKeys(), p.parameters(), item, p.fanOut());
    }
}
