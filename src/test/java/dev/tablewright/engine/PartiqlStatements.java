package dev.tablewright.engine;

import dev.tablewright.engine.partiql.PartiqlEngine;
import dev.tablewright.engine.partiql.StatementRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded random PartiQL statements on the table "Parts" (PK string, SK number): inserts, selects
 * (Query and Scan, projections, ORDER BY), updates and deletes with conditions and RETURNING,
 * parameters, and statements Local refuses.
 */
final class PartiqlStatements {
    static final String TABLE = "Parts";
    private static final String[] PKS = {"a", "b", "c", "d"};
    private final Random random;

    PartiqlStatements(long seed) {
        random = new Random(seed);
    }

    private String pk() {
        return PKS[random.nextInt(PKS.length)];
    }

    private int sk() {
        return 1 + random.nextInt(3);
    }

    private String pick(String... options) {
        return options[random.nextInt(options.length)];
    }

    StatementRequest insert() {
        String value = "{'x': " + (random.nextInt(20) - 5) + pick("", ".5", ".50")
                + pick("", ", 's': '" + pick("ab", "b", "abc", "") + "'")
                + pick("", ", 'tags': <<'p', 'q'>>", ", 'nums': <<1, 2.0, 3>>")
                + pick("", ", 'm': {'b': [1, 2], 'c': 'q'}", ", 'l': [7, 'eight', true, null]")
                + ", 'PK': ?, 'SK': ?}";
        if (random.nextInt(10) == 0) {
            return StatementRequest.of("INSERT INTO \"" + TABLE + "\" VALUE " + value.replace(", 'SK': ?", ""),
                    AttributeValue.s(pk()));
        }
        return StatementRequest.of("INSERT INTO \"" + TABLE + "\" VALUE " + value, AttributeValue.s(pk()),
                AttributeValue.n(sk()));
    }

    String condition() {
        return switch (random.nextInt(16)) {
            case 0 -> "x > " + random.nextInt(10);
            case 1 -> "x BETWEEN 0 AND " + random.nextInt(12);
            case 2 -> "begins_with(s, 'a')";
            case 3 -> "attribute_exists(tags)";
            case 4 -> "x IS MISSING";
            case 5 -> "s IS NOT MISSING";
            case 6 -> "size(tags) = 2";
            case 7 -> "contains(tags, 'p')";
            case 8 -> "m.b[0] = 1";
            case 9 -> "NOT x = 3";
            case 10 -> "x IN [1, 3, 5.0]";
            case 11 -> "x <> 2 OR s = 'b'";
            case 12 -> "attribute_type(x, 'N')";
            case 13 -> "x < 4 AND x >= -2";
            case 14 -> "contains(s, 'b')";
            default -> "SK > " + random.nextInt(3);
        };
    }

    StatementRequest select() {
        String projection = pick("*", "*", "x, s", "PK, SK, m.b[0], l[1]", "m.c, tags", "x AS y");
        String from = "\"" + TABLE + "\"";
        if (random.nextInt(8) == 0) {
            String where = pick("s = 'ab'", "s = ? AND x > 0", "x > 0", "s IN ['ab', 'abc'] ORDER BY x DESC",
                    "s = 'abc' ORDER BY x DESC").replace("?", "'abc'");
            // as below: Local 3.3.1 throws a NullPointerException ordering index items whose projection
            // lacks a key attribute of the table or the index, so an ordered read projects all four
            String indexProjection = where.contains("ORDER BY") ? pick("*", "PK, SK, s, x") : pick("*", "PK, x");
            return StatementRequest.of("SELECT " + indexProjection + " FROM " + from + ".\"ByS\" WHERE " + where);
        }
        int shape = random.nextInt(9);
        String where = switch (shape) {
            case 0 -> "";
            case 1, 2 -> " WHERE PK = '" + pk() + "'";
            case 3 -> " WHERE PK = ? AND " + condition();
            case 4 -> " WHERE PK IN ['" + pk() + "', '" + pk() + "']" + pick("", " AND " + condition());
            case 5 -> " WHERE PK = '" + pk() + "' AND SK = " + sk();
            case 6 -> " WHERE PK = '" + pk() + "' ORDER BY SK " + pick("ASC", "DESC", "");
            default -> " WHERE " + condition();
        };
        if (shape == 6) { // Local 3.3.1 throws a NullPointerException ordering items whose projection lacks SK
            projection = pick("*", "PK, SK, x");
        }
        if (shape == 3) {
            return StatementRequest.of("SELECT " + projection + " FROM " + from + where, AttributeValue.s(pk()));
        }
        return StatementRequest.of("SELECT " + projection + " FROM " + from + where);
    }

    String key() {
        return "PK = '" + pk() + "' AND SK = " + sk();
    }

    StatementRequest update() {
        String action = switch (random.nextInt(9)) {
            case 0 -> "SET x = x + 1";
            case 1 -> "SET s = '" + pick("abc", "z") + "'";
            case 2 -> "REMOVE s";
            case 3 -> "SET tags = set_add(tags, <<'z', 'p'>>)";
            case 4 -> "SET tags = set_delete(tags, <<'p'>>)";
            case 5 -> "SET l = list_append(l, [1])";
            case 6 -> "SET m.b[0] = 5";
            case 7 -> "SET x = ?, n = 'new'";
            default -> "SET y = x";
        };
        String returning = pick("", "", " RETURNING ALL NEW *", " RETURNING ALL OLD *", " RETURNING MODIFIED NEW *",
                " RETURNING MODIFIED OLD *");
        String where = " WHERE " + key() + pick("", "", " AND " + condition());
        String text = "UPDATE \"" + TABLE + "\" " + action + where + returning;
        return action.contains("?") ? StatementRequest.of(text, AttributeValue.n(random.nextInt(9)))
                : StatementRequest.of(text);
    }

    StatementRequest delete() {
        return StatementRequest.of("DELETE FROM \"" + TABLE + "\" WHERE " + key() + pick("", "", " AND " + condition())
                + pick("", " RETURNING ALL OLD *"));
    }

    StatementRequest bad() {
        return switch (random.nextInt(34)) {
            case 24 -> StatementRequest.of("SELECT * FROM \"" + TABLE + "\" WHERE PK = 1");
            case 25 -> StatementRequest.of("UPDATE \"" + TABLE + "\" SET x = 1 WHERE PK = 'a' AND SK = 'one'");
            case 26 -> StatementRequest.of("DELETE FROM \"" + TABLE + "\" WHERE PK = 'a' AND SK = 'one'");
            case 27 -> StatementRequest.of("SELECT count(*) FROM \"" + TABLE + "\"");
            case 28 -> StatementRequest.of("SELECT * FROM \"" + TABLE + "\" WHERE x = 3 LIMIT 1");
            case 29 -> StatementRequest.of("INSERT INTO \"" + TABLE + "\" VALUE {'PK': '', 'SK': 1}");
            case 30 -> StatementRequest.of("INSERT INTO \"" + TABLE + "\" VALUE [1]");
            case 31 -> StatementRequest.of("UPDATE \"Missing\" SET x = 1 WHERE " + key());
            case 32 -> StatementRequest.of("SELECT * FROM \"" + TABLE + "\" WHERE begins_with(x, 'a')");
            case 33 -> StatementRequest.of("UPDATE \"" + TABLE + "\" SET x = 1 WHERE " + key() + " RETURNING ALL NEW x");
            case 10 -> StatementRequest.of("SELECT * FROM \"" + TABLE + "\" WHERE x = 'a' + 1");
            case 11 -> StatementRequest.of("SELECT * FROM \"" + TABLE + "\" WHERE foo(x)");
            case 12 -> StatementRequest.of("SELECT * FROM \"" + TABLE + "\" WHERE x");
            case 13 -> StatementRequest.of("INSERT INTO \"" + TABLE + "\" VALUE {'PK': 'e', 'SK': 1, 't': <<>>}");
            case 14 -> StatementRequest.of("INSERT INTO \"" + TABLE + "\" VALUE {'PK': 'e', 'SK': 1, 't': <<1, 'a'>>}");
            case 15 -> StatementRequest.of("INSERT INTO \"" + TABLE + "\" VALUE {'PK': 'e', 'SK': 1, 'PK': 'f'}");
            case 16 -> StatementRequest.of("UPDATE \"" + TABLE + "\" SET x = 1, x = 2 WHERE " + key());
            case 17 -> StatementRequest.of("UPDATE \"" + TABLE + "\" SET x = x * 2 WHERE " + key());
            case 18 -> StatementRequest.of("UPDATE \"" + TABLE + "\" SET s = set_add(s, <<'a'>>) WHERE " + key());
            case 19 -> StatementRequest.of("DELETE FROM \"" + TABLE + "\" WHERE " + key() + " RETURNING ALL NEW *");
            case 20 -> StatementRequest.of("SELECT * FROM \"" + TABLE + "\".\"Nope\"");
            case 21 -> StatementRequest.of("INSERT INTO \"" + TABLE + "\" VALUE {'PK': 'e', 'SK': 1, 'n': "
                    + "123456789012345678901234567890123456789}");
            case 22 -> StatementRequest.of("SELECT * FROM \"" + TABLE + "\" WHERE PK = 'a'", AttributeValue.s("x"));
            case 23 -> StatementRequest.of("INSERT INTO \"" + TABLE + "\" VALUE {'PK': 'e', 'SK': 2, 's': 5}");
            case 0 -> StatementRequest.of("SELEC * FROM \"" + TABLE + "\"");
            case 1 -> StatementRequest.of("SELECT * FROM \"Missing\" WHERE PK = 'a'");
            case 2 -> StatementRequest.of("UPDATE \"" + TABLE + "\" SET x = 1 WHERE PK = 'a'");
            case 3 -> StatementRequest.of("SELECT * FROM \"" + TABLE + "\" WHERE PK = ?");
            case 4 -> StatementRequest.of("SELECT * FROM \"" + TABLE + "\" ORDER BY SK");
            case 5 -> StatementRequest.of("DELETE FROM \"" + TABLE + "\" WHERE PK = 'a'");
            case 6 -> StatementRequest.of("SELECT x, x FROM \"" + TABLE + "\"");
            case 7 -> StatementRequest.of("UPDATE \"" + TABLE + "\" SET SK = 9 WHERE " + key());
            case 8 -> StatementRequest.of("SELECT * FROM \"" + TABLE + "\" WHERE PK = 'a' ORDER BY x");
            default -> StatementRequest.of("INSERT INTO \"" + TABLE + "\" VALUE {'PK': 'a', 'SK': 'one'}");
        };
    }

    StatementRequest any() {
        int kind = random.nextInt(20);
        if (kind < 5) {
            return insert();
        } else if (kind < 10) {
            return select();
        } else if (kind < 15) {
            return update();
        } else if (kind < 18) {
            return delete();
        }
        return bad();
    }

    /** Two to four statements, mostly all reads by key or all writes; now and then mixed. */
    List<StatementRequest> group() {
        List<StatementRequest> out = new ArrayList<>();
        int size = 2 + random.nextInt(3);
        boolean reads = random.nextBoolean();
        for (int i = 0; i < size; i++) {
            if (random.nextInt(12) == 0) {
                out.add(any());
            } else if (reads) {
                out.add(StatementRequest.of("SELECT " + pick("*", "x, s") + " FROM \"" + TABLE + "\" WHERE " + key()
                        + pick("", "", " AND " + condition())));
            } else {
                out.add(switch (random.nextInt(3)) {
                    case 0 -> insert();
                    case 1 -> StatementRequest.of("UPDATE \"" + TABLE + "\" SET x = " + random.nextInt(9)
                            + " WHERE " + key() + pick("", " AND " + condition()));
                    default -> StatementRequest.of("DELETE FROM \"" + TABLE + "\" WHERE " + key()
                            + pick("", " AND " + condition()));
                });
            }
        }
        return out;
    }

    int nextInt(int bound) {
        return random.nextInt(bound);
    }

    /**
     * The "Parts" table these statements run on (PK string, SK number, the keys-only GSI ByS on s
     * and x), made on {@code local} and on a new in-memory engine; returns that engine's PartiQL.
     */
    static PartiqlEngine partsOn(LocalOracle local) {
        Table table = Table.of(TABLE, Scenarios.keys("PK", ScalarType.S, "SK", ScalarType.N))
                .withIndexes(List.of(SecondaryIndex.gsi("ByS", Scenarios.keys("s", ScalarType.S, "x", ScalarType.N),
                        Projection.keysOnly())), List.of());
        InMemoryEngine memory = new InMemoryEngine();
        local.create(table);
        memory.add(table);
        return new PartiqlEngine(memory);
    }
}
