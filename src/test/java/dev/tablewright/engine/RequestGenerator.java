package dev.tablewright.engine;

import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadRequest;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.engine.request.Select;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.ValueOrder;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.testing.RandomValues;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/** Random Query, Scan and GetItem requests over the scenario tables, from a fixed seed. */
public final class RequestGenerator {
    private static final List<String> FILTER_ATTRIBUTES = List.of("a", "b", "f", "c");
    private final RandomValues values;
    private final Random random;
    private final List<Table> tables;
    private final boolean filters;

    public RequestGenerator(long seed, List<Table> tables, boolean filters) {
        this.values = new RandomValues(seed);
        this.random = values.random();
        this.tables = tables;
        this.filters = filters;
    }

    Random random() {
        return random;
    }

    public ReadRequest next() {
        Table table = tables.get(random.nextInt(tables.size()));
        int kind = random.nextInt(10);
        if (kind < 6) {
            return query(table);
        } else if (kind < 9) {
            return scan(table);
        }
        return getItem(table);
    }

    private SecondaryIndex pickIndex(Table table) {
        List<SecondaryIndex> indexes = table.indexes();
        if (indexes.isEmpty() || random.nextInt(3) == 0) {
            return null;
        }
        return indexes.get(random.nextInt(indexes.size()));
    }

    QueryRequest query(Table table) {
        SecondaryIndex index = pickIndex(table);
        KeySchema keys = index == null ? table.keySchema() : index.keySchema();
        List<Item> members = table.allItems().stream()
                .filter(i -> keys.attributes().stream().allMatch(a -> i.has(a.name()))).toList();
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, AttributeValue> vals = new LinkedHashMap<>();
        AttributeValue pk = members.isEmpty() || random.nextInt(10) == 0
                ? Scenarios.scalar(values, keys.partitionKey().type())
                : members.get(random.nextInt(members.size())).get(keys.partitionKey().name());
        names.put("#k0", keys.partitionKey().name());
        vals.put(":v0", pk);
        String expression = "#k0 = :v0";
        if (keys.hasSortKey() && random.nextInt(10) < 7) {
            KeyAttribute sk = keys.sortKey();
            List<AttributeValue> sortValues = members.stream()
                    .filter(i -> ValueOrder.compare(i.get(keys.partitionKey().name()), pk) == 0)
                    .map(i -> i.get(sk.name())).toList();
            KeyOperator[] ops = KeyOperator.values();
            KeyOperator op = ops[random.nextInt(ops.length)];
            if (op == KeyOperator.BEGINS_WITH && sk.type() == ScalarType.N) {
                op = KeyOperator.GE;
            }
            names.put("#k1", sk.name());
            AttributeValue v1 = sortValue(sk, sortValues);
            if (op == KeyOperator.BETWEEN) {
                AttributeValue v2 = sortValue(sk, sortValues);
                if (ValueOrder.compare(v1, v2) > 0) {
                    AttributeValue swap = v1;
                    v1 = v2;
                    v2 = swap;
                }
                vals.put(":v1", v1);
                vals.put(":v2", v2);
                expression += " AND #k1 BETWEEN :v1 AND :v2";
            } else if (op == KeyOperator.BEGINS_WITH) {
                vals.put(":v1", prefix(v1));
                expression += " AND begins_with(#k1, :v1)";
            } else {
                vals.put(":v1", v1);
                expression += " AND #k1 " + op.symbol() + " :v1";
            }
        }
        QueryRequest.Builder b = QueryRequest.builder(table.name())
                .indexName(index == null ? null : index.name()).keyConditionExpression(expression);
        if (random.nextBoolean()) {
            b.scanIndexForward(random.nextBoolean());
        }
        common(table, index, b::limit, b::select, b::projectionExpression, b::filterExpression, names, vals, true);
        b.names(names).values(vals);
        if (index == null || !index.isGlobal()) {
            if (random.nextInt(4) == 0) {
                b.consistentRead(random.nextBoolean());
            }
        }
        b.returnConsumedCapacity(rcc());
        return b.build();
    }

    ScanRequest scan(Table table) {
        SecondaryIndex index = pickIndex(table);
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, AttributeValue> vals = new LinkedHashMap<>();
        ScanRequest.Builder b = ScanRequest.builder(table.name()).indexName(index == null ? null : index.name());
        common(table, index, b::limit, b::select, b::projectionExpression, b::filterExpression, names, vals, false);
        b.names(names).values(vals);
        if (random.nextInt(4) == 0) {
            int total = 1 + random.nextInt(4);
            b.totalSegments(total).segment(random.nextInt(total));
        }
        if ((index == null || !index.isGlobal()) && random.nextInt(4) == 0) {
            b.consistentRead(random.nextBoolean());
        }
        b.returnConsumedCapacity(rcc());
        return b.build();
    }

    GetItemRequest getItem(Table table) {
        List<Item> items = table.allItems();
        Item source = random.nextInt(5) == 0 ? null : items.get(random.nextInt(items.size()));
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (KeyAttribute a : table.keySchema().attributes()) {
            key.put(a.name(), source == null ? Scenarios.scalar(values, a.type()) : source.get(a.name()));
        }
        String projection = null;
        Map<String, String> names = new LinkedHashMap<>();
        if (random.nextInt(4) == 0) {
            names.put("#p0", "a");
            names.put("#p1", table.keySchema().partitionKey().name());
            projection = "#p0, #p1";
        }
        return new GetItemRequest(table.name(), Item.of(key), projection, names,
                random.nextInt(3) == 0 ? Boolean.TRUE : null, rcc());
    }

    private void common(Table table, SecondaryIndex index, java.util.function.Consumer<Integer> limit,
                        java.util.function.Consumer<Select> select, java.util.function.Consumer<String> projection,
                        java.util.function.Consumer<String> filter, Map<String, String> names,
                        Map<String, AttributeValue> vals, boolean query) {
        if (random.nextInt(10) < 6) {
            limit.accept(1 + random.nextInt(random.nextBoolean() ? 5 : 40));
        }
        int s = random.nextInt(20);
        List<String> projected = projectedNonKey(table, index);
        if (s < 3) {
            select.accept(Select.COUNT);
        } else if (s < 5 && (index == null || index.projection().type() == ProjectionType.ALL || !index.isGlobal())) {
            select.accept(Select.ALL_ATTRIBUTES);
        } else if (s < 7 && index != null) {
            select.accept(Select.ALL_PROJECTED_ATTRIBUTES);
        } else if (s < 10) {
            Set<String> attrs = new LinkedHashSet<>();
            List<String> choices = new ArrayList<>(projected);
            choices.addAll(table.keySchema().attributeNames());
            if (index == null || !index.isGlobal()) {
                choices.add("c");
                choices.add("zz");
            }
            int n = 1 + random.nextInt(3);
            for (int i = 0; i < n; i++) {
                attrs.add(choices.get(random.nextInt(choices.size())));
            }
            List<String> placeholders = new ArrayList<>();
            int i = 0;
            for (String a : attrs) {
                names.put("#p" + i, a);
                placeholders.add("#p" + i++);
            }
            projection.accept(String.join(", ", placeholders));
        }
        if (filters && random.nextInt(10) < 3) {
            List<String> candidates = index == null || index.projection().type() == ProjectionType.ALL
                    ? FILTER_ATTRIBUTES : projected.stream().filter(FILTER_ATTRIBUTES::contains).toList();
            if (!query) {
                candidates = FILTER_ATTRIBUTES;
            }
            if (!candidates.isEmpty()) {
                String attribute = candidates.get(random.nextInt(candidates.size()));
                names.put("#f", attribute);
                int form = random.nextInt(9);
                if (form == 4) {
                    vals.put(":f", AttributeValue.n(Integer.toString(random.nextInt(6))));
                    filter.accept("size(#f) > :f");
                } else if (form == 5) {
                    vals.put(":f", AttributeValue.s(values.string(1)));
                    filter.accept("contains(#f, :f)");
                } else if (form == 6) {
                    vals.put(":f", AttributeValue.n(Integer.toString(random.nextInt(10))));
                    vals.put(":g", AttributeValue.s(values.string(1)));
                    filter.accept("#f IN (:f, :g)");
                } else if (form == 7) {
                    vals.put(":f", AttributeValue.s(List.of("S", "N", "B", "BOOL", "SS", "L", "M").get(random.nextInt(7))));
                    filter.accept("attribute_type(#f, :f)");
                } else if (form == 8) {
                    int low = random.nextInt(10);
                    vals.put(":f", AttributeValue.n(Integer.toString(low)));
                    vals.put(":g", AttributeValue.n(Integer.toString(low + random.nextInt(5))));
                    filter.accept("NOT (#f BETWEEN :f AND :g) OR attribute_not_exists(#f)");
                } else if (form == 0) {
                    filter.accept("attribute_exists(#f)");
                } else if (form == 1) {
                    filter.accept("attribute_not_exists(#f)");
                } else if (attribute.equals("b")) {
                    vals.put(":f", AttributeValue.n(Integer.toString(random.nextInt(10))));
                    filter.accept("#f " + (form == 2 ? "<" : "=") + " :f");
                } else if (attribute.equals("f")) {
                    vals.put(":f", AttributeValue.bool(random.nextBoolean()));
                    filter.accept("#f = :f");
                } else {
                    vals.put(":f", AttributeValue.s(values.string(1)));
                    filter.accept("#f " + (form == 2 ? ">" : "<>") + " :f");
                }
            }
        }
    }

    private static List<String> projectedNonKey(Table table, SecondaryIndex index) {
        if (index == null || index.projection().type() == ProjectionType.ALL) {
            return List.of("a", "b", "c", "f", "zz");
        }
        return index.projection().nonKeyAttributes();
    }

    private AttributeValue sortValue(KeyAttribute sk, List<AttributeValue> existing) {
        if (existing.isEmpty() || random.nextInt(4) == 0) {
            return Scenarios.scalar(values, sk.type());
        }
        return existing.get(random.nextInt(existing.size()));
    }

    private AttributeValue prefix(AttributeValue v) {
        if (v instanceof AttributeValue.S s) {
            int codePoints = s.value().codePointCount(0, s.value().length());
            int take = random.nextInt(codePoints + 1);
            if (take == 0) {
                take = 1;
            }
            return AttributeValue.s(s.value().substring(0, s.value().offsetByCodePoints(0, take)));
        }
        if (v instanceof AttributeValue.B b) {
            byte[] bytes = b.value().toByteArray();
            int take = 1 + random.nextInt(bytes.length);
            return AttributeValue.b(dev.tablewright.model.Binary.of(java.util.Arrays.copyOf(bytes, take)));
        }
        return v;
    }

    private ReturnConsumedCapacity rcc() {
        int r = random.nextInt(4);
        return r == 0 ? null : ReturnConsumedCapacity.values()[r - 1];
    }
}
