package dev.tablewright.dynamo;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded random PartiQL requests in the wire form (ExecuteStatement, BatchExecuteStatement,
 * ExecuteTransaction) over the tables of {@link DifferentialModel}, for {@link RandomRequests}, from a
 * stream of their own: reads by
 * key, by partition (with ConsistentRead and Limit, with sort-key conditions too), on an index and as scans; inserts, updates and
 * deletes with conditions, some refused; each with a ReturnConsumedCapacity drawn like the other
 * operations', which DynamoDB Local never answers for PartiQL (docs/partiql.md).
 */
final class RandomStatements {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String ORDERS = "\"" + DifferentialModel.ORDERS + "\"";
    private static final String USERS = "\"" + DifferentialModel.USERS + "\"";
    private static final String[] SORT_CONDITIONS = {"", "", " AND SK >= ?", " AND SK < ?", " AND ? <= SK",
        " AND SK BETWEEN ? AND ?", " AND SK >= ? AND Total > 3"};
    private static final String[] RCC = {null, "TOTAL", "TOTAL", "INDEXES", "INDEXES", "NONE"};

    private final Random random;

    RandomStatements(Random random) {
        this.random = random;
    }

    /** Whether the next request should be PartiQL: about one in ten. */
    boolean due() {
        return random.nextInt(10) == 0;
    }

    ObjectNode next() {
        int r = random.nextInt(10);
        ObjectNode n;
        if (r < 6) {
            n = NODES.objectNode().put("Operation", "ExecuteStatement");
            n.setAll(random.nextBoolean() ? read() : write());
            if (random.nextInt(3) == 0) {
                n.put("ConsistentRead", random.nextBoolean());
            }
            // with a sort-key condition Limit counts its range, and a whole key stopped by Limit answers a
            // NextToken, on a hash-only table too (docs/partiql.md, "Query, key condition or Scan")
            if (n.get("Statement").asText().startsWith("SELECT") && random.nextInt(4) == 0) {
                n.put("Limit", 1 + random.nextInt(3));
            }
        } else {
            boolean batch = r < 8;
            n = NODES.objectNode().put("Operation", batch ? "BatchExecuteStatement" : "ExecuteTransaction");
            ArrayNode list = n.putArray(batch ? "Statements" : "TransactStatements");
            boolean reads = random.nextBoolean();
            int count = 1 + random.nextInt(3);
            for (int i = 0; i < count; i++) {
                list.add(reads ? getByKey() : write());
            }
        }
        String rcc = RCC[random.nextInt(RCC.length)];
        if (rcc != null) {
            n.put("ReturnConsumedCapacity", rcc);
        }
        return n;
    }

    private ObjectNode read() {
        return switch (random.nextInt(6)) {
            case 0, 1 -> getByKey();
            case 2 -> byPartition();
            case 3 -> statement("SELECT PK, SK, Total FROM " + ORDERS + " WHERE Total < ?", n(random.nextInt(40)));
            case 4 -> statement("SELECT * FROM " + ORDERS + ".\"ByStatus\" WHERE Status = ?",
                    s(random.nextBoolean() ? "OPEN" : "CLOSED"));
            default -> statement("SELECT * FROM " + (random.nextInt(4) == 0 ? "\"Missing\"" : USERS));
        };
    }

    /** A read of one partition, or of two with IN (Limit counts across them), with a drawn sort-key condition. */
    private ObjectNode byPartition() {
        String sort = SORT_CONDITIONS[random.nextInt(SORT_CONDITIONS.length)];
        ObjectNode pk = s("c" + random.nextInt(5));
        if (random.nextInt(4) == 0) {
            return statement("SELECT * FROM " + ORDERS + " WHERE PK IN (?, ?)" + sort, pk, s("c" + random.nextInt(5)),
                    n(random.nextInt(8)), n(random.nextInt(8)));
        }
        return statement("SELECT * FROM " + ORDERS + " WHERE PK = ?" + sort, pk, n(random.nextInt(8)),
                n(random.nextInt(8)));
    }

    private ObjectNode getByKey() {
        return random.nextInt(3) == 0
                ? statement("SELECT * FROM " + USERS + " WHERE Id = ?", s("u" + random.nextInt(10)))
                : statement("SELECT * FROM " + ORDERS + " WHERE PK = ? AND SK = ?", s("c" + random.nextInt(5)),
                n(random.nextInt(8)));
    }

    private ObjectNode write() {
        ObjectNode pk = s("c" + random.nextInt(5));
        ObjectNode sk = n(random.nextInt(8));
        return switch (random.nextInt(6)) {
            case 0 -> statement("INSERT INTO " + ORDERS + " VALUE {'PK': ?, 'SK': ?, 'Total': ?, 'Status': 'HOLD'}",
                    pk, sk, n(random.nextInt(50)));
            case 1 -> statement("INSERT INTO " + USERS + " VALUE {'Id': ?, 'Name': ?}", s("u" + random.nextInt(12)),
                    s("name" + random.nextInt(3)));
            case 2 -> statement("UPDATE " + ORDERS + " SET Note = ? WHERE PK = ? AND SK = ?"
                    + (random.nextBoolean() ? " RETURNING ALL NEW *" : ""), s("n" + random.nextInt(3)), pk, sk);
            case 3 -> statement("UPDATE " + ORDERS + " SET Status = ? WHERE PK = ? AND SK = ?"
                    + " AND attribute_exists(Total)", s(random.nextBoolean() ? "OPEN" : "CLOSED"), pk, sk);
            case 4 -> statement("DELETE FROM " + ORDERS + " WHERE PK = ? AND SK = ?"
                    + (random.nextBoolean() ? " AND Total > ?" : ""), pk, sk, n(random.nextInt(30)));
            default -> statement("DELETE FROM " + USERS + " WHERE Id = ?", s("u" + random.nextInt(12)));
        };
    }

    /** The statement with the parameters its {@code ?}s take, in order (extra ones dropped). */
    private static ObjectNode statement(String text, ObjectNode... parameters) {
        ObjectNode out = NODES.objectNode().put("Statement", text);
        long wanted = text.chars().filter(c -> c == '?').count();
        List<ObjectNode> given = new ArrayList<>(List.of(parameters).subList(0, (int) wanted));
        if (!given.isEmpty()) {
            ArrayNode list = out.putArray("Parameters");
            given.forEach(list::add);
        }
        return out;
    }

    private static ObjectNode s(String value) {
        return NODES.objectNode().put("S", value);
    }

    private static ObjectNode n(int value) {
        return NODES.objectNode().put("N", Integer.toString(value));
    }
}
