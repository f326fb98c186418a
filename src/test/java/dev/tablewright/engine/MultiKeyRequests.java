package dev.tablewright.engine;

import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadRequest;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.engine.request.Select;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.ValueOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Random Query and Scan requests on multi-attribute GSIs, from a fixed seed: valid key conditions
 * over every HASH attribute and a left prefix of the RANGE attributes (the last with any operator),
 * and about one in four broken on purpose (a HASH attribute missing or unequal, a gap, an
 * inequality before the last one used, a non-key attribute, a duplicate, a wrong type, a reversed
 * BETWEEN, begins_with on a number); filters, Limit, direction, projections, Select COUNT.
 */
final class MultiKeyRequests {
    private static final List<String> OPERATORS = List.of("=", "<", "<=", ">", ">=", "BETWEEN", "begins_with");
    private final Random random;
    private final List<Table> tables;

    MultiKeyRequests(long seed, List<Table> tables) {
        this.random = new Random(seed);
        this.tables = tables;
    }

    Random random() {
        return random;
    }

    ReadRequest next() {
        Table table = tables.get(random.nextInt(tables.size()));
        SecondaryIndex index = table.globalSecondaryIndexes().get(random.nextInt(table.globalSecondaryIndexes().size()));
        return random.nextInt(5) == 0 ? scan(table, index) : query(table, index);
    }

    private ScanRequest scan(Table table, SecondaryIndex index) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        String filter = random.nextInt(3) == 0 ? filter(values) : null;
        return ScanRequest.builder(table.name()).indexName(index.name()).filterExpression(filter)
                .projectionExpression(projection(index)).values(values).limit(limit())
                .returnConsumedCapacity(rcc()).build();
    }

    private QueryRequest query(Table table, SecondaryIndex index) {
        KeySchema keys = index.keySchema();
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        Map<String, String> names = new LinkedHashMap<>();
        List<String> parts = new ArrayList<>();
        int breakage = random.nextInt(4) == 0 ? 1 + random.nextInt(9) : 0;
        List<KeyAttribute> hash = keys.partitionKeys();
        int dropHash = breakage == 1 ? random.nextInt(hash.size()) : -1;
        for (int i = 0; i < hash.size(); i++) {
            if (i == dropHash) {
                continue;
            }
            String op = breakage == 2 && i == hash.size() - 1 ? "<" : "=";
            parts.add(compare(hash.get(i), op, value(hash.get(i), true, breakage == 3), values, names));
        }
        List<KeyAttribute> range = keys.sortKeys();
        int used = range.isEmpty() ? 0 : random.nextInt(range.size() + 1);
        int gap = breakage == 4 && used > 1 ? random.nextInt(used - 1) : -1;
        int early = breakage == 5 && used > 1 ? random.nextInt(used - 1) : -1;
        for (int i = 0; i < used; i++) {
            if (i == gap) {
                continue;
            }
            KeyAttribute key = range.get(i);
            boolean last = i == used - 1;
            String op = last || i == early ? OPERATORS.get(random.nextInt(OPERATORS.size())) : "=";
            if (i == early && op.equals("=")) {
                op = ">";
            }
            if (op.equals("begins_with") && key.type() == ScalarType.N && breakage != 6) {
                op = "<=";
            }
            parts.add(condition(key, op, values, names, breakage == 7));
        }
        if (breakage == 8) {
            parts.add(random.nextInt(parts.size() + 1), "f = :nk");
            values.put(":nk", AttributeValue.n("1"));
        } else if (breakage == 9 && !parts.isEmpty()) {
            parts.add(parts.get(random.nextInt(parts.size())));
        }
        if (parts.isEmpty()) {
            parts.add(compare(hash.get(0), "=", value(hash.get(0), true, false), values, names));
        }
        String filter = random.nextInt(4) == 0 ? filter(values) : null;
        Select select = random.nextInt(12) == 0 ? Select.COUNT : null;
        return QueryRequest.builder(table.name()).indexName(index.name())
                .keyConditionExpression(String.join(" AND ", parts)).filterExpression(filter)
                .projectionExpression(select == null ? projection(index) : null).select(select)
                .names(names).values(values).limit(limit()).scanIndexForward(random.nextBoolean() ? null : Boolean.FALSE)
                .returnConsumedCapacity(rcc()).build();
    }

    private String condition(KeyAttribute key, String op, Map<String, AttributeValue> values, Map<String, String> names,
                             boolean wrongType) {
        AttributeValue v = value(key, false, wrongType);
        if (op.equals("BETWEEN")) {
            String name = name(key, names);
            AttributeValue other = value(key, false, false);
            boolean reversed = random.nextInt(6) == 0;
            boolean ordered = v.type() != other.type() || ValueOrder.compare(v, other) <= 0;
            String lo = placeholder(values, (ordered != reversed) || v.type() != other.type() ? v : other);
            String hi = placeholder(values, (ordered != reversed) || v.type() != other.type() ? other : v);
            return name + " BETWEEN " + lo + " AND " + hi;
        }
        if (op.equals("begins_with")) {
            return "begins_with(" + name(key, names) + ", " + placeholder(values, prefix(v)) + ")";
        }
        return compare(key, op, v, values, names);
    }

    private static AttributeValue prefix(AttributeValue v) {
        if (v instanceof AttributeValue.S s && s.value().length() > 1) {
            return AttributeValue.s(s.value().substring(0, 1));
        }
        if (v instanceof AttributeValue.B b && b.value().toByteArray().length > 1) {
            return AttributeValue.b(Binary.of(new byte[] {b.value().toByteArray()[0]}));
        }
        return v;
    }

    private String compare(KeyAttribute key, String op, AttributeValue v, Map<String, AttributeValue> values,
                           Map<String, String> names) {
        String name = name(key, names);
        String value = placeholder(values, v);
        return random.nextInt(8) == 0 && !op.equals("=") ? value + " " + flip(op) + " " + name : name + " " + op + " " + value;
    }

    private static String flip(String op) {
        return switch (op) {
            case "<" -> ">";
            case "<=" -> ">=";
            case ">" -> "<";
            case ">=" -> "<=";
            default -> op;
        };
    }

    private String name(KeyAttribute key, Map<String, String> names) {
        if (random.nextInt(3) == 0) {
            names.put("#" + key.name(), key.name());
            return "#" + key.name();
        }
        return key.name();
    }

    private static String placeholder(Map<String, AttributeValue> values, AttributeValue v) {
        String name = ":v" + values.size();
        values.put(name, v);
        return name;
    }

    private AttributeValue value(KeyAttribute key, boolean hash, boolean wrongType) {
        if (wrongType) {
            return key.type() == ScalarType.S ? AttributeValue.n("1") : AttributeValue.s("x");
        }
        return MultiKeyScenarios.value(key.type(), random, hash);
    }

    private String filter(Map<String, AttributeValue> values) {
        return switch (random.nextInt(4)) {
            case 0 -> "f > " + placeholder(values, AttributeValue.n(Integer.toString(random.nextInt(100))));
            case 1 -> "attribute_exists(c)";
            case 2 -> "r4 = " + placeholder(values, AttributeValue.s("a"));
            default -> "f < " + placeholder(values, AttributeValue.n("50")) + " OR c = "
                    + placeholder(values, AttributeValue.s("c1"));
        };
    }

    private String projection(SecondaryIndex index) {
        if (random.nextInt(4) != 0) {
            return null;
        }
        List<String> names = new ArrayList<>(index.keySchema().attributeNames());
        names.add("f");
        names.add("c");
        List<String> chosen = new ArrayList<>();
        for (String n : names) {
            if (random.nextInt(3) == 0 && !n.equals("k")) {
                chosen.add(n);
            }
        }
        return chosen.isEmpty() ? "f" : String.join(", ", chosen);
    }

    private Integer limit() {
        return random.nextInt(3) == 0 ? null : 1 + random.nextInt(random.nextBoolean() ? 5 : 40);
    }

    private ReturnConsumedCapacity rcc() {
        return random.nextInt(3) == 0 ? ReturnConsumedCapacity.TOTAL : null;
    }
}
