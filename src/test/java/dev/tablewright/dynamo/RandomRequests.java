package dev.tablewright.dynamo;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Random;

/**
 * Seeded random requests in the wire form, with an "Operation" field, over the two tables of
 * {@link DifferentialModel}: every data-plane operation (PartiQL's from {@link RandomStatements}), on a
 * small key space so that conditions, duplicates and updates of existing items happen often, with a
 * share DynamoDB refuses (bad keys, key updates, unknown tables, wrong ReturnValues, oversized items
 * and batches).
 */
final class RandomRequests {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String ORDERS = DifferentialModel.ORDERS;
    private static final String USERS = DifferentialModel.USERS;
    private static final String[] STATUSES = {"OPEN", "CLOSED", "HOLD"};
    private static final String[] RCC = {null, null, "TOTAL", "INDEXES", "NONE"};

    private final Random random;
    private final RandomStatements statements;

    RandomRequests(long seed) {
        this.random = new Random(seed);
        this.statements = new RandomStatements(new Random(seed * 31 + 16));
    }

    ObjectNode next() {
        if (statements.due()) { // drawn apart, so the other requests of a seed stay what they were
            return statements.next();
        }
        int r = random.nextInt(100);
        if (r < 14) {
            return putItem();
        } else if (r < 30) {
            return updateItem();
        } else if (r < 37) {
            return deleteItem();
        } else if (r < 44) {
            return getItem();
        } else if (r < 51) {
            return query();
        } else if (r < 56) {
            return scan();
        } else if (r < 63) {
            return batchGet();
        } else if (r < 72) {
            return batchWrite();
        } else if (r < 78) {
            return transactGet();
        }
        return transactWrite();
    }

    // ---------------------------------------------------------------- single items

    private ObjectNode putItem() {
        boolean orders = random.nextBoolean();
        ObjectNode n = op("PutItem", orders ? ORDERS : USERS);
        n.set("Item", orders ? orderItem() : userItem());
        condition(n);
        pick(n, "ReturnValues", null, null, "NONE", "ALL_OLD", "ALL_OLD", "ALL_NEW");
        pick(n, "ReturnValuesOnConditionCheckFailure", null, "ALL_OLD", "NONE");
        rcc(n);
        return n;
    }

    private ObjectNode updateItem() {
        boolean orders = random.nextBoolean();
        ObjectNode n = op("UpdateItem", orders ? ORDERS : USERS);
        n.set("Key", orders ? orderKey() : userKey());
        update(n);
        condition(n);
        pick(n, "ReturnValues", null, "NONE", "ALL_OLD", "ALL_NEW", "UPDATED_OLD", "UPDATED_NEW");
        pick(n, "ReturnValuesOnConditionCheckFailure", null, "ALL_OLD");
        rcc(n);
        return n;
    }

    private ObjectNode deleteItem() {
        boolean orders = random.nextBoolean();
        ObjectNode n = op("DeleteItem", orders ? ORDERS : USERS);
        n.set("Key", orders ? orderKey() : userKey());
        condition(n);
        pick(n, "ReturnValues", null, "ALL_OLD", "NONE", "UPDATED_NEW");
        pick(n, "ReturnValuesOnConditionCheckFailure", null, "ALL_OLD");
        rcc(n);
        return n;
    }

    private ObjectNode getItem() {
        boolean orders = random.nextBoolean();
        ObjectNode n = op("GetItem", chance(3) ? "Missing" : orders ? ORDERS : USERS);
        n.set("Key", orders ? orderKey() : userKey());
        projection(n);
        if (random.nextBoolean()) {
            n.put("ConsistentRead", random.nextBoolean());
        }
        rcc(n);
        return n;
    }

    private ObjectNode query() {
        ObjectNode n = op("Query", ORDERS);
        ObjectNode values = n.putObject("ExpressionAttributeValues");
        if (random.nextInt(3) == 0) {
            n.put("IndexName", "ByStatus");
            boolean total = random.nextBoolean();
            n.put("KeyConditionExpression", "#s = :s" + (total ? " AND #tot > :t" : ""));
            n.putObject("ExpressionAttributeNames").put("#s", "Status");
            if (total) {
                ((ObjectNode) n.get("ExpressionAttributeNames")).put("#tot", "Total");
            }
            values.set(":s", s(STATUSES[random.nextInt(STATUSES.length)]));
            if (n.get("KeyConditionExpression").asText().contains(":t")) {
                values.set(":t", num(Integer.toString(random.nextInt(50))));
            }
        } else {
            n.put("KeyConditionExpression", "PK = :p" + (random.nextBoolean() ? " AND SK BETWEEN :lo AND :hi" : ""));
            values.set(":p", s("c" + random.nextInt(5)));
            if (n.get("KeyConditionExpression").asText().contains(":lo")) {
                int lo = random.nextInt(6);
                values.set(":lo", num(Integer.toString(lo)));
                values.set(":hi", num(Integer.toString(lo + random.nextInt(4))));
            }
            if (random.nextInt(3) == 0) {
                n.put("FilterExpression", "attribute_exists(Note) OR #tot < :f");
                n.putObject("ExpressionAttributeNames").put("#tot", "Total");
                values.set(":f", num("25"));
            }
        }
        if (random.nextBoolean()) {
            n.put("ScanIndexForward", false);
        }
        if (random.nextInt(3) == 0) {
            n.put("Limit", 1 + random.nextInt(4));
        }
        rcc(n);
        return n;
    }

    private ObjectNode scan() {
        ObjectNode n = op("Scan", random.nextBoolean() ? ORDERS : USERS);
        if (random.nextInt(3) == 0) {
            int total = 1 + random.nextInt(4);
            n.put("TotalSegments", total);
            n.put("Segment", random.nextInt(total + (chance(10) ? 1 : 0)));
        }
        if (random.nextInt(3) == 0) {
            n.put("FilterExpression", "attribute_type(Note, :t)");
            n.putObject("ExpressionAttributeValues").set(":t", s("S"));
        }
        if (random.nextInt(4) == 0) {
            n.put("Limit", 1 + random.nextInt(5));
        }
        rcc(n);
        return n;
    }

    // ---------------------------------------------------------------- batches

    private ObjectNode batchGet() {
        ObjectNode n = NODES.objectNode().put("Operation", "BatchGetItem");
        ObjectNode items = n.putObject("RequestItems");
        int tables = chance(20) ? 0 : 1 + random.nextInt(2);
        for (int t = 0; t < tables; t++) {
            boolean orders = t == 0 ? random.nextBoolean() : !items.has(ORDERS);
            String name = chance(8) ? "Missing" : orders ? ORDERS : USERS;
            ObjectNode part = items.putObject(name);
            ArrayNode keys = part.putArray("Keys");
            int count = chance(15) ? (chance(3) ? 101 : 0) : 1 + random.nextInt(5);
            for (int i = 0; i < count; i++) {
                keys.add(count > 100 ? NODES.objectNode().set("Id", s("u" + i)) : orders ? orderKey() : userKey());
            }
            if (random.nextInt(4) == 0) {
                part.put("ProjectionExpression", orders ? (chance(6) ? "PK, SK, Total" : "PK, SK, #n") : "Id, #n");
                if (part.get("ProjectionExpression").asText().contains("#n")) {
                    part.putObject("ExpressionAttributeNames").put("#n", orders ? "Total" : "Name");
                }
            }
            if (random.nextBoolean()) {
                part.put("ConsistentRead", true);
            }
        }
        rcc(n);
        return n;
    }

    private ObjectNode batchWrite() {
        ObjectNode n = NODES.objectNode().put("Operation", "BatchWriteItem");
        ObjectNode items = n.putObject("RequestItems");
        int tables = chance(25) ? 0 : 1 + random.nextInt(2);
        for (int t = 0; t < tables; t++) {
            boolean orders = t == 0 ? random.nextBoolean() : !items.has(ORDERS);
            ArrayNode writes = items.putArray(chance(10) ? "Missing" : orders ? ORDERS : USERS);
            int count = chance(20) ? (chance(2) ? 26 : 0) : 1 + random.nextInt(6);
            for (int i = 0; i < count; i++) {
                ObjectNode w = writes.addObject();
                if (count > 25) {
                    w.putObject("PutRequest").set("Item", NODES.objectNode().set("Id", s("w" + i)));
                } else if (random.nextInt(3) == 0) {
                    w.putObject("DeleteRequest").set("Key", orders ? orderKey() : userKey());
                } else {
                    w.putObject("PutRequest").set("Item", orders ? orderItem() : userItem());
                }
            }
        }
        rcc(n);
        return n;
    }

    // ---------------------------------------------------------------- transactions

    private ObjectNode transactGet() {
        ObjectNode n = NODES.objectNode().put("Operation", "TransactGetItems");
        ArrayNode actions = n.putArray("TransactItems");
        int count = chance(20) ? (chance(2) ? 101 : 0) : 1 + random.nextInt(5);
        for (int i = 0; i < count; i++) {
            boolean orders = random.nextBoolean();
            ObjectNode get = actions.addObject().putObject("Get");
            get.put("TableName", chance(30) ? "Missing" : orders ? ORDERS : USERS);
            get.set("Key", count > 100 ? NODES.objectNode().set("Id", s("g" + i)) : orders ? orderKey() : userKey());
            if (random.nextInt(4) == 0) {
                get.put("ProjectionExpression", orders ? "SK, Tags" : "Age");
            }
        }
        rcc(n);
        return n;
    }

    private ObjectNode transactWrite() {
        ObjectNode n = NODES.objectNode().put("Operation", "TransactWriteItems");
        ArrayNode actions = n.putArray("TransactItems");
        int count = chance(25) ? (chance(2) ? 101 : 0) : 1 + random.nextInt(5);
        for (int i = 0; i < count; i++) {
            ObjectNode element = actions.addObject();
            if (count > 100) {
                element.putObject("Put").put("TableName", USERS).set("Item", NODES.objectNode().set("Id", s("x" + i)));
                continue;
            }
            boolean orders = random.nextBoolean();
            String table = chance(40) ? "Missing" : orders ? ORDERS : USERS;
            int kind = random.nextInt(4);
            ObjectNode body;
            if (kind == 0) {
                body = element.putObject("Put").put("TableName", table);
                body.set("Item", orders ? orderItem() : userItem());
                condition(body);
            } else if (kind == 1) {
                body = element.putObject("Update").put("TableName", table);
                body.set("Key", orders ? orderKey() : userKey());
                update(body);
                condition(body);
            } else if (kind == 2) {
                body = element.putObject("Delete").put("TableName", table);
                body.set("Key", orders ? orderKey() : userKey());
                condition(body);
            } else {
                body = element.putObject("ConditionCheck").put("TableName", table);
                body.set("Key", orders ? orderKey() : userKey());
                if (!chance(30)) {
                    forcedCondition(body);
                }
            }
            if (random.nextInt(3) == 0) {
                body.put("ReturnValuesOnConditionCheckFailure", "ALL_OLD");
            }
            if (chance(40)) {
                element.putObject("Delete").put("TableName", USERS).set("Key", userKey());
            }
        }
        // Local's ConsumedCapacity for several actions on one table follows no rule found (docs/requests.md)
        if (count == 1) {
            rcc(n);
        }
        return n;
    }

    // ---------------------------------------------------------------- parts

    private void condition(ObjectNode n) {
        if (random.nextInt(5) < 2) {
            forcedCondition(n);
        }
    }

    private void forcedCondition(ObjectNode n) {
        ObjectNode values = NODES.objectNode();
        ObjectNode names = NODES.objectNode();
        String text = switch (random.nextInt(7)) {
            case 0 -> "attribute_not_exists(Note)";
            case 1 -> "attribute_exists(Age)";
            case 2 -> {
                names.put("#s", "Status");
                values.set(":s", s(STATUSES[random.nextInt(STATUSES.length)]));
                yield "#s = :s";
            }
            case 3 -> {
                values.set(":t", num(Integer.toString(random.nextInt(40))));
                names.put("#tot", "Total");
                yield "#tot > :t OR Age < :t";
            }
            case 4 -> {
                values.set(":n", num("1"));
                yield "size(Tags) > :n";
            }
            case 5 -> "attribute_not_exists(Id) AND attribute_not_exists(PK)";
            default -> {
                values.set(":x", s("bad"));
                // Total is a reserved word: now and then it is used bare, which DynamoDB refuses
                if (chance(8)) {
                    yield "contains(Tags, :x) OR attribute_type(Total, :x)";
                }
                names.put("#tot", "Total");
                yield "contains(Tags, :x) OR attribute_type(#tot, :x)";
            }
        };
        mergeInto(n, text, names, values, "ConditionExpression");
    }

    private void update(ObjectNode n) {
        ObjectNode values = NODES.objectNode();
        ObjectNode names = NODES.objectNode();
        String text = switch (random.nextInt(12)) {
            case 0 -> {
                values.set(":zero", num("0"));
                values.set(":one", num(random.nextBoolean() ? "1" : "2.50"));
                yield "SET Age = if_not_exists(Age, :zero) + :one";
            }
            case 1 -> {
                names.put("#s", "Status");
                values.set(":s", s(STATUSES[random.nextInt(STATUSES.length)]));
                values.set(":t", num(random.nextInt(60) + "." + random.nextInt(10)));
                names.put("#tot", "Total");
                yield "SET #s = :s, #tot = :t";
            }
            case 2 -> "REMOVE Note, Tags";
            case 3 -> {
                values.set(":tags", ss("t" + random.nextInt(4), "t" + random.nextInt(4)));
                yield "ADD Tags :tags";
            }
            case 4 -> {
                values.set(":tags", ss("t" + random.nextInt(4)));
                yield "DELETE Tags :tags";
            }
            case 5 -> {
                values.set(":empty", NODES.objectNode().set("L", NODES.arrayNode()));
                values.set(":l", NODES.objectNode().set("L", NODES.arrayNode().add(num(Integer.toString(random.nextInt(9))))));
                yield "SET Hist = list_append(if_not_exists(Hist, :empty), :l)";
            }
            case 6 -> {
                values.set(":v", s("m" + random.nextInt(3)));
                names.put("#in", "inner");
                yield "SET Meta.#in = :v";
            }
            case 7 -> {
                values.set(":m", NODES.objectNode().set("M", NODES.objectNode().set("inner", s("fresh"))));
                yield "SET Meta = :m";
            }
            case 8 -> {
                values.set(":one", num("1"));
                names.put("#tot", "Total");
                yield "SET #tot = #tot + :one";
            }
            case 9 -> {
                values.set(":k", s("c" + random.nextInt(5)));
                yield "SET PK = :k";
            }
            case 10 -> {
                values.set(":n", s("note " + random.nextInt(100)));
                yield "SET Note = :n REMOVE Age";
            }
            default -> {
                values.set(":one", num("1"));
                yield "ADD Age :one";
            }
        };
        n.put("UpdateExpression", text);
        mergeMaps(n, names, values);
    }

    private void mergeInto(ObjectNode n, String text, ObjectNode names, ObjectNode values, String field) {
        n.put(field, text);
        mergeMaps(n, names, values);
    }

    private static void mergeMaps(ObjectNode n, ObjectNode names, ObjectNode values) {
        if (!names.isEmpty()) {
            ObjectNode target = n.has("ExpressionAttributeNames") ? (ObjectNode) n.get("ExpressionAttributeNames")
                    : n.putObject("ExpressionAttributeNames");
            target.setAll(names);
        }
        if (!values.isEmpty()) {
            ObjectNode target = n.has("ExpressionAttributeValues") ? (ObjectNode) n.get("ExpressionAttributeValues")
                    : n.putObject("ExpressionAttributeValues");
            target.setAll(values);
        }
    }

    private void projection(ObjectNode n) {
        if (random.nextInt(3) == 0) {
            n.put("ProjectionExpression", "Tags, Meta.#in, Hist[0], #n");
            n.putObject("ExpressionAttributeNames").put("#n", "Name").put("#in", "inner");
        }
    }

    private ObjectNode orderKey() {
        ObjectNode key = NODES.objectNode();
        key.set("PK", s("c" + random.nextInt(5)));
        if (!chance(40)) {
            key.set("SK", num(Integer.toString(random.nextInt(8))));
        }
        return key;
    }

    private ObjectNode userKey() {
        ObjectNode key = NODES.objectNode();
        key.set("Id", chance(50) ? num("7") : s("u" + random.nextInt(15)));
        return key;
    }

    private ObjectNode orderItem() {
        ObjectNode item = orderKey();
        if (chance(40)) {
            item.set("SK", s("not a number"));
        }
        if (random.nextBoolean()) {
            item.set("Status", s(STATUSES[random.nextInt(STATUSES.length)]));
        }
        if (random.nextInt(3) > 0) {
            item.set("Total", num(random.nextInt(50) + (random.nextBoolean() ? ".5" : "")));
        }
        if (random.nextBoolean()) {
            item.set("Tags", ss("t" + random.nextInt(4), "t" + random.nextInt(4)));
        }
        if (random.nextInt(4) == 0) {
            item.set("Note", s(chance(150) ? "x".repeat(410_000) : "n" + random.nextInt(10)));
        }
        if (random.nextInt(4) == 0) {
            item.set("Date", s("2024-0" + (1 + random.nextInt(9))));
        }
        return item;
    }

    private ObjectNode userItem() {
        ObjectNode item = userKey();
        item.set("Name", s(chance(30) ? "" : "name" + random.nextInt(6)));
        if (random.nextBoolean()) {
            item.set("Age", num(Integer.toString(random.nextInt(90))));
        }
        if (random.nextInt(3) == 0) {
            item.set("Meta", NODES.objectNode().set("M", NODES.objectNode().set("inner", s("i" + random.nextInt(3)))));
        }
        return item;
    }

    private ObjectNode op(String operation, String table) {
        return NODES.objectNode().put("Operation", operation).put("TableName", table);
    }

    private void rcc(ObjectNode n) {
        String choice = RCC[random.nextInt(RCC.length)];
        if (choice != null) {
            n.put("ReturnConsumedCapacity", choice);
        }
    }

    private void pick(ObjectNode n, String field, String... choices) {
        String choice = choices[random.nextInt(choices.length)];
        if (choice != null) {
            n.put(field, choice);
        }
    }

    /** True about once in {@code n}. */
    private boolean chance(int n) {
        return random.nextInt(n) == 0;
    }

    private static ObjectNode s(String value) {
        return NODES.objectNode().put("S", value);
    }

    private static ObjectNode num(String value) {
        return NODES.objectNode().put("N", value);
    }

    private static ObjectNode ss(String... values) {
        ArrayNode set = NODES.arrayNode();
        List.of(values).stream().distinct().forEach(set::add);
        return NODES.objectNode().set("SS", set);
    }
}
