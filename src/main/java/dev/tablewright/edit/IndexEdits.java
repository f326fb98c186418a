package dev.tablewright.edit;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.ShardSpec;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Index edits a design review proposes, each a new model from the old (the history keeps both, so
 * Undo restores the old one exactly): a new projection, and write shards on an index's partition
 * key. Dropping an index is {@link SchemaEdits#removeIndex}; a multi-attribute key is
 * {@link MultiAttributeKeyEdit}.
 */
public final class IndexEdits {
    /** The fan-out parameter a sharded read gets, and the parameter a sharded write picks its shard by. */
    static final String SHARD_PARAMETER = "shard";
    private static final Pattern TRAILING_NUMBER = Pattern.compile("(\\d+)$");

    private IndexEdits() {
    }

    /** Gives the index {@code projection} (KEYS_ONLY, INCLUDE or ALL); everything else stays. */
    public static Model setProjection(Model model, String table, String index, Projection projection) {
        SecondaryIndex old = index(model, table, index);
        SecondaryIndex changed = new SecondaryIndex(old.name(), old.kind(), old.keySchema(), projection, old.capacity(),
                old.shards(), old.extras());
        return SchemaEdits.putIndex(model, table, index, changed);
    }

    /**
     * Write-shards the index's partition key over {@code count} values. With a {@code value}: the
     * items whose {@code attribute} is that string get {@code value#0..value#count-1} (by a hash of
     * {@code hashSource} when it is set and the item has it, else in turn), the readers that ask for
     * the value by a constant key read {@code value#${shard}} and fan out over every shard, and the
     * writers that write the value write {@code value#${shard}} with a {@code shard} parameter. Without
     * a value (the key is already a shard number): the index's shard entry and its readers' fan-out
     * grow to {@code count}, and the items' shard numbers (the trailing digits of the attribute) are
     * dealt out again over the new count.
     */
    public static Model addWriteShards(Model model, String table, String index, String attribute, String value,
                                       int count, String hashSource) {
        if (count < 2) {
            throw new IllegalArgumentException("write sharding needs at least 2 shards, was " + count);
        }
        SecondaryIndex old = index(model, table, index);
        Table t = model.findTable(table).orElseThrow();
        int[] turn = {0};
        UnaryOperator<Item> shardItem = item -> {
            AttributeValue current = item.get(attribute);
            int shard = shardOf(item, hashSource, count, turn);
            if (value != null) {
                return current instanceof AttributeValue.S s && s.value().equals(value)
                        ? item.with(attribute, AttributeValue.s(value + "#" + shard)) : item;
            }
            return renumber(item, attribute, current, shard);
        };
        Table items = withEveryItem(t, shardItem);
        List<SecondaryIndex> gsis = items.globalSecondaryIndexes().stream()
                .map(i -> i.name().equals(index) && value == null && i.shards() != null
                        ? i.withShards(new ShardSpec(i.shards().attribute(), count, hashSource)) : i).toList();
        Model result = model.withTable(items.withIndexes(gsis, items.localSecondaryIndexes()));
        int keyAt = old.keySchema().attributeNames().indexOf(attribute);
        List<AccessPattern> patterns = new ArrayList<>();
        for (AccessPattern p : result.accessPatterns()) {
            patterns.add(value == null ? widenFanOut(p, table, index, count)
                    : shardPattern(p, table, index, keyAt, attribute, value, count));
        }
        return result.withAccessPatterns(patterns);
    }

    private static int shardOf(Item item, String hashSource, int count, int[] turn) {
        AttributeValue source = hashSource == null ? null : item.get(hashSource);
        if (source != null) {
            return Math.floorMod(source.toString().hashCode(), count);
        }
        return turn[0]++ % count;
    }

    /** The item with the shard number in {@code attribute} (a number, or a string's trailing digits) replaced. */
    private static Item renumber(Item item, String attribute, AttributeValue current, int shard) {
        if (current instanceof AttributeValue.N) {
            return item.with(attribute, AttributeValue.n(Integer.toString(shard)));
        }
        if (current instanceof AttributeValue.S s) {
            Matcher m = TRAILING_NUMBER.matcher(s.value());
            if (m.find()) {
                return item.with(attribute, AttributeValue.s(s.value().substring(0, m.start()) + shard));
            }
        }
        return item;
    }

    private static AccessPattern widenFanOut(AccessPattern p, String table, String index, int count) {
        ShardFanOut f = p.fanOut();
        if (f == null || !p.table().equals(table) || !index.equals(p.index())) {
            return p;
        }
        return with(p, p.partitionKeys(), p.parameters(), p.item(), new ShardFanOut(f.parameter(), f.first(),
                f.first() + count - 1));
    }

    private static AccessPattern shardPattern(AccessPattern p, String table, String index, int keyAt, String attribute,
                                              String value, int count) {
        if (!p.table().equals(table)) {
            return p;
        }
        String sharded = value + "#${" + SHARD_PARAMETER + "}";
        if (p.operation().isRead()) {
            if (!index.equals(p.index()) || p.fanOut() != null || keyAt < 0 || keyAt >= p.partitionKeys().size()) {
                return p;
            }
            KeyTemplate key = p.partitionKeys().get(keyAt);
            if (!key.isConstant() || !key.text().equals(value)) {
                return p;
            }
            List<KeyTemplate> keys = new ArrayList<>(p.partitionKeys());
            keys.set(keyAt, KeyTemplate.of(sharded));
            return with(p, keys, p.parameters(), p.item(), new ShardFanOut(SHARD_PARAMETER, 0, count - 1));
        }
        TemplateValue written = p.item().get(attribute);
        if (written == null || !written.template().isConstant() || !written.template().text().equals(value)) {
            return p;
        }
        Map<String, TemplateValue> item = new LinkedHashMap<>(p.item());
        item.put(attribute, new TemplateValue(written.type(), KeyTemplate.of(sharded)));
        List<Parameter> parameters = new ArrayList<>(p.parameters());
        if (p.findParameter(SHARD_PARAMETER).isEmpty()) {
            parameters.add(new Parameter(SHARD_PARAMETER, "0",
                    "the write shard of " + attribute + " = " + value + ", 0.." + (count - 1) + " (at random)"));
        }
        return with(p, p.partitionKeys(), parameters, item, p.fanOut());
    }

    /** The table with {@code change} applied to its own items and every facet's. */
    static Table withEveryItem(Table t, UnaryOperator<Item> change) {
        List<Item> own = t.items().stream().map(change).toList();
        List<Facet> facets = t.facets().stream().map(f -> f.withItems(f.items().stream().map(change).toList())).toList();
        return t.withItems(own).withFacets(facets);
    }

    static SecondaryIndex index(Model model, String table, String index) {
        Table t = model.findTable(table).orElseThrow(() -> new IllegalArgumentException("no table " + table));
        return t.findIndex(index).orElseThrow(() -> new IllegalArgumentException("table " + table + " has no index "
                + index));
    }

    static AccessPattern with(AccessPattern p, List<KeyTemplate> partitionKeys, List<Parameter> parameters,
                              Map<String, TemplateValue> item, ShardFanOut fanOut) {
        return new AccessPattern(p.name(), p.description(), p.table(), p.index(), p.operation(), partitionKeys,
                p.sortKeys(), parameters, p.filterExpression(), p.updateExpression(), p.conditionExpression(),
                p.expressionAttributeNames(), p.expressionAttributeValues(), item, p.projection(),
                p.scanIndexForward(), p.limit(), p.consistency(), fanOut, p.frequencyPerSecond(), p.actions());
    }
}
