package dev.tablewright.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.engine.partiql.PartiqlBatches;
import dev.tablewright.engine.partiql.PartiqlEngine;
import dev.tablewright.engine.partiql.StatementRequest;
import dev.tablewright.engine.partiql.TransactionCanceledException;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * ExecuteTransaction's validation on the in-memory engine and on DynamoDB Local 3.3.1: the same
 * error for a request with several problems, so the same order of checks.
 */
class PartiqlTransactionVersusLocalTest {
    private static final String T = "\"Parts\"";
    private static final String ROW = "SELECT * FROM " + T + " WHERE PK = 'a' AND SK = 1";
    private static final String WRITE = "UPDATE " + T + " SET x = 1 WHERE PK = 'a' AND SK = 2";
    private static LocalOracle local;
    private static PartiqlBatches batches;
    private static PartiqlEngine engine;

    @BeforeAll
    static void start() {
        local = new LocalOracle();
        engine = PartiqlStatements.partsOn(local);
        batches = new PartiqlBatches(engine);
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    private static StatementRequest s(String statement, AttributeValue... parameters) {
        return StatementRequest.of(statement, parameters);
    }

    private static String mine(List<StatementRequest> group) {
        try {
            return "items " + batches.executeTransaction(group);
        } catch (TransactionCanceledException e) {
            return "cancelled " + e.reasons().stream().map(r -> r.code() + "/" + r.message()).toList();
        } catch (RequestException e) {
            return "error " + e.errorType() + ": " + e.getMessage();
        } catch (RuntimeException e) {
            return "crash " + e;
        }
    }

    private static String theirs(List<StatementRequest> group) {
        return PartiqlVersusLocalTest.localTransaction(local.client(), group, null);
    }

    @Test
    void executeTransaction_whenStatementsHaveSeveralProblems_answersLocalsFirstProblem() {
        List<List<StatementRequest>> cases = List.of(
                List.of(s(ROW), s("SELECT x, x FROM " + T + " WHERE PK = 'a' AND SK = 1")),
                List.of(s("SELECT x, x FROM " + T + " WHERE PK = 'a'")),
                List.of(s("SELECT x, x FROM " + T)),
                List.of(s(ROW), s("SELECT * FROM " + T + " WHERE x"), s(ROW + " AND begins_with(s, 'a')")),
                List.of(s(ROW), s("INSERT INTO " + T + " VALUE {'PK': ?, 'SK': 1}")),
                List.of(s("INSERT INTO " + T + " VALUE {'PK': ?, 'SK': 1}"), s(ROW)),
                List.of(s("SELECT * FROM " + T + ".\"Nope\" WHERE PK = 'a'")),
                List.of(s("SELECT * FROM " + T + ".\"Nope\" WHERE PK = 'a' AND SK = 1")),
                List.of(s("SELECT * FROM " + T + ".\"ByS\" WHERE s = 'a' AND x = 1")),
                List.of(s("SELECT x AS y FROM " + T + " WHERE PK = 'a'")),
                List.of(s("SELECT x AS y FROM " + T + " WHERE PK = 'a' AND SK = 1")),
                List.of(s("SELECT * FROM " + T + " WHERE PK = 1 AND SK = 1")),
                List.of(s("SELECT * FROM " + T + " WHERE PK = 'a' AND SK = 'x'")),
                List.of(s(WRITE), s("DELETE FROM " + T + " WHERE PK = 'a' AND SK = 3 RETURNING ALL OLD *")),
                List.of(s(WRITE + " RETURNING ALL OLD *"), s("DELETE FROM " + T + " WHERE PK = 'b'")),
                List.of(s("DELETE FROM " + T + " WHERE PK = 'b'"), s(WRITE + " RETURNING ALL OLD *")),
                List.of(s(ROW), s("SELECT x, x FROM " + T + " WHERE PK = 'a' AND SK = 1"), s(ROW + " AND x = ?")),
                List.of(s(ROW + " AND x = ?"), s("SELECT x, x FROM " + T + " WHERE PK = 'a' AND SK = 1")),
                List.of(s(ROW), s(WRITE), s("SELEC")),
                List.of(s("SELEC"), s(ROW), s(WRITE)),
                List.of(s("SELECT * FROM \"Nope\" WHERE PK = 'a' AND SK = 1")),
                List.of(s(ROW), s("SELECT * FROM \"Nope\" WHERE PK = 'a'")),
                List.of(s("UPDATE \"Nope\" SET x = 1 WHERE PK = 'a' AND SK = 1")),
                List.of(s("UPDATE " + T + " SET x = 1 WHERE PK = 'a'")),
                List.of(s("UPDATE " + T + " SET x = 1 WHERE PK = 1 AND SK = 1")),
                List.of(s("INSERT INTO " + T + " VALUE {'PK': 'a', 'SK': 'x'}")),
                List.of(s(WRITE), s("INSERT INTO " + T + " VALUE {'PK': 'a'}")),
                List.of(s(WRITE + " RETURNING ALL OLD *"), s("INSERT INTO " + T + " VALUE {'PK': 'a'}")),
                List.of(s("SELECT * FROM " + T + " WHERE PK = 'a' AND SK IN [1, 2]")),
                List.of(s("SELECT * FROM " + T + " WHERE PK = ? AND SK = 1", AttributeValue.n(1))),
                List.of(s("SELECT * FROM " + T + " WHERE PK = ? AND SK = 1", AttributeValue.bool(true))),
                List.of(s("SELECT * FROM " + T + " WHERE PK = 'a' AND SK = 1 AND x = ?", AttributeValue.n(1),
                        AttributeValue.n(2))),
                List.of(s("SELECT * FROM " + T + " WHERE PK = 'a' AND SK = 1 OR PK = 'b'")),
                List.of(s("SELECT x.y[1] FROM " + T + " WHERE PK = 'a' AND SK = 1")),
                List.of(s("SELECT x, x FROM " + T + " WHERE PK = 'a' AND SK = 1 AND x = ?")),
                List.of(s("UPDATE " + T + " SET x = 1 WHERE PK = 'a'"), s("INSERT INTO " + T + " VALUE {'PK': 'a'}")),
                List.of(s("INSERT INTO " + T + " VALUE {'PK': 'a'}"), s("UPDATE " + T + " SET x = 1 WHERE PK = 'a'")),
                List.of(s("INSERT INTO " + T + " VALUE {'PK': 'a'}"), s(WRITE + " RETURNING ALL OLD *")),
                List.of(s("INSERT INTO " + T + " VALUE {'PK': 'a'}"), s("INSERT INTO " + T + " VALUE {'PK': 'b', 'SK': 'x'}")),
                List.of(s("UPDATE " + T + " SET x = 1 WHERE PK = 'a' AND SK = 'x'"), s("INSERT INTO " + T + " VALUE {'PK': 'a'}")),
                List.of(s("UPDATE " + T + " SET x = 1 WHERE PK = 'a' AND SK = 'x'"), s(WRITE + " RETURNING ALL OLD *")),
                List.of(s("UPDATE " + T + " SET x = 1 WHERE PK = 'a' AND SK = 'x'"), s("DELETE FROM " + T + " WHERE PK = 'a'")),
                List.of(s("DELETE FROM " + T + " WHERE PK = 'a'"), s("UPDATE " + T + " SET x = 1 WHERE PK = 'a' AND SK = 'x'")),
                List.of(s("DELETE FROM " + T + " WHERE PK = 'a'"), s("DELETE FROM " + T + " WHERE PK = 'a' AND SK = 1 AND x = ?")),
                List.of(s("DELETE FROM " + T + " WHERE PK = 'a' AND SK = 1 AND x = ?"), s("DELETE FROM " + T + " WHERE PK = 'a'")),
                List.of(s(WRITE + " RETURNING ALL OLD *"), s("DELETE FROM " + T + " WHERE PK = 'a' AND SK = 1 AND x = ?")),
                List.of(s("DELETE FROM " + T + " WHERE PK = 'a' AND SK = 1 AND x = ?"), s(WRITE + " RETURNING ALL OLD *")),
                List.of(s("DELETE FROM " + T + " WHERE PK = 'a' AND SK = 1 AND x = ?", AttributeValue.n(1), AttributeValue.n(2))),
                List.of(s("DELETE FROM " + T + " WHERE PK = ? AND SK = 1", AttributeValue.s("a"), AttributeValue.n(2))),
                List.of(s("SELECT * FROM " + T + " WHERE PK = ? AND SK = 1", AttributeValue.s("a"), AttributeValue.n(2))),
                List.of(s("SELECT * FROM " + T + " WHERE PK = ? AND SK = ?", AttributeValue.s("a"))),
                List.of(s("SELECT * FROM " + T + " WHERE PK = 'a' AND SK = 1", AttributeValue.s("a"))),
                List.of(s("SELECT * FROM " + T + " WHERE PK = ? AND SK = 1", AttributeValue.l(List.of()))),
                List.of(s("SELECT * FROM " + T + " WHERE PK = ? AND SK = 1", AttributeValue.nul())),
                List.of(s("UPDATE " + T + " SET x = 1 WHERE PK = ? AND SK = 1", AttributeValue.bool(true))),
                List.of(s("SELECT x AS y FROM " + T + ".\"Nope\" WHERE PK = 'a'")),
                List.of(s("SELECT * FROM " + T + ".\"Nope\" WHERE PK = 'a' AND x = ?")),
                List.of(s("SELECT x AS y FROM " + T + " WHERE PK = 'a' AND x = ?")),
                List.of(s(ROW), s("SELECT * FROM " + T + " WHERE PK = 'a' AND x = ?")),
                List.of(s("SELECT * FROM " + T + " WHERE PK = 'a'"), s("SELECT x AS y FROM " + T + " WHERE PK = 'a'")),
                List.of(s("SELECT * FROM " + T + " WHERE PK = 'a' AND SK = 1 ORDER BY x")),
                List.of(s("SELECT * FROM \"Nope\" WHERE PK = 'a' AND x = ?")),
                List.of(s("UPDATE \"Nope\" SET x = 1 WHERE PK = 'a' AND x = ?")),
                List.of(s("INSERT INTO " + T + " VALUE {'PK': 'e', 'SK': 2, 's': 5}"), s(WRITE),
                        s("UPDATE " + T + " SET x = 6 WHERE PK = 'a' AND SK = 1 AND x IN [1, 3]")),
                List.of(s("DELETE FROM " + T + " WHERE PK = 'a' AND SK = 5"),
                        s("INSERT INTO " + T + " VALUE {'PK': 'a', 'SK': 5, 's': ''}")),
                List.of(s("INSERT INTO " + T + " VALUE {'PK': 'a', 'SK': 5, 's': ''}"), s("UPDATE " + T + " SET x = 3 WHERE PK = 'a' AND SK = 5")),
                List.of(s("INSERT INTO " + T + " VALUE {'PK': 'a', 'SK': 5}"), s("UPDATE " + T + " SET x = 3 WHERE PK = 'a' AND SK = 5"), s("INSERT INTO " + T + " VALUE {'PK': 'a'}")),
                List.of(s(WRITE), s("UPDATE " + T + " SET x = 3 WHERE PK = 'a' AND SK = 2 AND x <> 2 OR s = 'b'"), s("INSERT INTO " + T + " VALUE {'PK': 'a'}")),
                // a validation error of what an update makes of its item wins over a condition failure
                List.of(s("INSERT INTO " + T + " VALUE {'PK': 't', 'SK': 1, 'x': 1, 'w': 'text'}"),
                        s("INSERT INTO " + T + " VALUE {'PK': 't', 'SK': 2, 'x': 1}")),
                List.of(s("UPDATE " + T + " SET x = 2 WHERE PK = 't' AND SK = 1 AND x = 5"),
                        s("UPDATE " + T + " SET balance = balance + 5 WHERE PK = 't' AND SK = 2")),
                List.of(s("UPDATE " + T + " SET balance = balance + 5 WHERE PK = 't' AND SK = 2"),
                        s("UPDATE " + T + " SET x = 2 WHERE PK = 't' AND SK = 1 AND x = 5")),
                List.of(s("UPDATE " + T + " SET balance = balance + 5 WHERE PK = 't' AND SK = 2")),
                List.of(s("UPDATE " + T + " SET balance = balance + 5 WHERE PK = 't' AND SK = 2 AND x = 5")),
                List.of(s("UPDATE " + T + " SET balance = balance + 5 WHERE PK = 't' AND SK = 9")),
                List.of(s("UPDATE " + T + " SET x = 2 WHERE PK = 't' AND SK = 9"),
                        s("UPDATE " + T + " SET balance = balance + 5 WHERE PK = 't' AND SK = 2")),
                List.of(s("INSERT INTO " + T + " VALUE {'PK': 't', 'SK': 1}"),
                        s("UPDATE " + T + " SET balance = balance + 5 WHERE PK = 't' AND SK = 2")),
                List.of(s("DELETE FROM " + T + " WHERE PK = 't' AND SK = 2 AND x = 7"),
                        s("UPDATE " + T + " SET w = w + 1 WHERE PK = 't' AND SK = 1")),
                List.of(s("DELETE FROM " + T + " WHERE PK = 't' AND SK = 2 AND x = 7"),
                        s("UPDATE " + T + " SET x = list_append(x, [1]) WHERE PK = 't' AND SK = 1")),
                List.of(s("DELETE FROM " + T + " WHERE PK = 't' AND SK = 2 AND x = 7"),
                        s("UPDATE " + T + " SET s = 5 WHERE PK = 't' AND SK = 1")),
                List.of(s("DELETE FROM " + T + " WHERE PK = 't' AND SK = 2 AND x = 7"),
                        s("UPDATE " + T + " SET q = set_delete(w, <<'a'>>) WHERE PK = 't' AND SK = 1")),
                List.of(s("DELETE FROM " + T + " WHERE PK = 't' AND SK = 2 AND x = 7"),
                        s("UPDATE " + T + " SET x = x - 1 WHERE PK = 't' AND SK = 1"),
                        s("UPDATE " + T + " SET balance = balance + 5 WHERE PK = 't' AND SK = 3"))
        );
        List<String> out = new ArrayList<>();
        for (List<StatementRequest> group : cases) {
            String mine = mine(group);
            String theirs = theirs(group);
            out.add((mine.equals(theirs) ? "SAME " : "DIFF ") + group + "\n   Local:  " + theirs + "\n   memory: " + mine);
        }
        assertThat(out).filteredOn(line -> line.startsWith("DIFF")).isEmpty();
    }

    @Test
    void batchExecuteStatement_whenSelectNamesNoOneItem_answersOnlySingleItemAsLocalDoes() {
        List<StatementRequest> group = List.of(s("SELECT * FROM " + T + ".\"Nope\""), s(ROW),
                s("SELECT * FROM " + T + " WHERE PK = 1"), s("SELECT * FROM " + T + ".\"ByS\" WHERE s = 'a' AND x = 1"));
        List<String> mine = new ArrayList<>();
        for (var o : batches.batchExecuteStatement(group)) {
            mine.add(o.failed() ? o.errorCode() + ": " + o.errorMessage() : "ok " + o.tableName() + " " + o.item());
        }
        assertThat(mine.toString()).isEqualTo(PartiqlVersusLocalTest.localBatch(local.client(), group, null));
    }

    @Test
    void executeStatement_whenSetAddGivesAnIndexKeyASet_answersAsLocalDoes() {
        List<String> statements = List.of(
                "INSERT INTO " + T + " VALUE {'PK': 'p', 'SK': 1, 's': 'ab', 'q': 'z', 'tags': <<'p'>>}",
                "INSERT INTO " + T + " VALUE {'PK': 'p', 'SK': 2, 'q': 'z'}",
                "UPDATE " + T + " SET s = set_add(s, <<'a'>>) WHERE PK = 'p' AND SK = 1",
                "UPDATE " + T + " SET q = set_delete(q, <<'a'>>) WHERE PK = 'p' AND SK = 1",
                "UPDATE " + T + " SET s = set_add(s, <<'a'>>) WHERE PK = 'p' AND SK = 2",
                "UPDATE " + T + " SET x = set_add(x, <<'a'>>) WHERE PK = 'p' AND SK = 2",
                "UPDATE " + T + " SET s = set_add(s, <<'a'>>) WHERE PK = 'p' AND SK = 1 AND x = 5",
                "DELETE FROM " + T + " WHERE PK = 'p' AND SK = 1",
                "DELETE FROM " + T + " WHERE PK = 'p' AND SK = 2");
        for (String statement : statements) {
            String mine;
            try {
                mine = "items " + engine.executeStatement(statement, List.of(), false, null, null).items();
            } catch (RequestException e) {
                mine = "error " + e.errorType() + ": " + e.getMessage();
            }
            assertThat(mine).as(statement)
                    .isEqualTo(PartiqlVersusLocalTest.localStatement(local.client(), StatementRequest.of(statement), null));
        }
    }
}
