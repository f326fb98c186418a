package dev.tablewright.engine;

import dev.tablewright.engine.partiql.PartiqlEngine;
import dev.tablewright.engine.partiql.StatementRequest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * ORDER BY over items equal on their index key, on the engine and DynamoDB Local 3.3.1: ascending
 * keeps the order they are read in, descending on the sort key reverses it (Local reads the
 * partition backwards), with one partition and with an IN. Found at 1,500 statements, seed 5.
 */
class PartiqlOrderTiesVersusLocalTest {
    @Test
    void executeStatement_whenItemsTieOnTheIndexKey_ordersThemAsLocal() {
        List<String> differ = new java.util.ArrayList<>();
        try (LocalOracle local = new LocalOracle()) {
            PartiqlEngine engine = PartiqlStatements.partsOn(local);
            String[] inserts = {"{'PK': 'b', 'SK': 3, 's': 'abc', 'x': -2.5}", "{'PK': 'a', 'SK': 3, 's': 'abc', 'x': -2.5}",
                "{'PK': 'c', 'SK': 1, 's': 'abc', 'x': -2.5}", "{'PK': 'a', 'SK': 1, 's': 'abc', 'x': 4}", "{'PK': 'a', 'SK': 2, 's': 'abc', 'x': -2.5}"};
            for (String i : inserts) {
                String st = "INSERT INTO \"Parts\" VALUE " + i;
                local.client().executeStatement(b -> b.statement(st));
                engine.executeStatement(st, List.of(), false, null, null);
            }
            for (String q : new String[] {"SELECT * FROM \"Parts\".\"ByS\" WHERE s = 'abc'",
                "SELECT * FROM \"Parts\".\"ByS\" WHERE s = 'abc' ORDER BY x DESC",
                "SELECT * FROM \"Parts\".\"ByS\" WHERE s = 'abc' ORDER BY x ASC",
                "SELECT * FROM \"Parts\".\"ByS\" WHERE s IN ['ab', 'abc'] ORDER BY x DESC",
                "SELECT * FROM \"Parts\".\"ByS\" WHERE s IN ['ab', 'abc'] ORDER BY x"}) {
                var l = local.client().executeStatement(b -> b.statement(q)).items();
                var m = engine.executeStatement(q, List.of(), false, null, null).items();
                String localOrder = order(l.stream().map(dev.tablewright.dynamo.AttributeValues::fromSdkItem).toList());
                String memoryOrder = order(m);
                if (!localOrder.equals(memoryOrder)) {
                    differ.add(q + "\n  Local:  " + localOrder + "\n  memory: " + memoryOrder);
                }
            }
            org.assertj.core.api.Assertions.assertThat(differ).as("orders that differ").isEmpty();
        }
    }

    /** Each item as PK, SK and x: "a3/-2.5". */
    private static String order(List<dev.tablewright.model.Item> items) {
        return items.stream().map(i -> text(i.get("PK")) + text(i.get("SK")) + "/" + text(i.get("x"))).toList().toString();
    }

    private static String text(dev.tablewright.model.AttributeValue value) {
        if (value instanceof dev.tablewright.model.AttributeValue.N n) {
            return ((dev.tablewright.model.AttributeValue.N) LocalOracle.normalized(n)).value();
        }
        return value instanceof dev.tablewright.model.AttributeValue.S s ? s.value() : String.valueOf(value);
    }
}
