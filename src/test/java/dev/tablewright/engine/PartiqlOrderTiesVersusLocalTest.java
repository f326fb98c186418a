package dev.tablewright.engine;

import dev.tablewright.engine.partiql.PartiqlEngine;
import dev.tablewright.engine.partiql.StatementRequest;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
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
            InMemoryEngine memory = new InMemoryEngine();
            Table table = Table.of("Parts", Scenarios.keys("PK", ScalarType.S, "SK", ScalarType.N))
                    .withIndexes(List.of(SecondaryIndex.gsi("ByS", Scenarios.keys("s", ScalarType.S, "x", ScalarType.N),
                            Projection.keysOnly())), List.of());
            local.create(table);
            memory.add(table);
            PartiqlEngine engine = new PartiqlEngine(memory);
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
                String localOrder = "" + l.stream().map(i -> i.get("PK").s() + i.get("SK").n() + "/" + i.get("x").n()).toList();
                String memoryOrder = "" + m.stream().map(i -> i.get("PK").toString().replaceAll(".*value=", "").replace("]", "") + i.get("SK").toString().replaceAll(".*value=", "").replace("]", "") + "/" + i.get("x").toString().replaceAll(".*value=", "").replace("]", "")).toList();
                if (!localOrder.equals(memoryOrder)) {
                    differ.add(q + "\n  Local:  " + localOrder + "\n  memory: " + memoryOrder);
                }
            }
            org.assertj.core.api.Assertions.assertThat(differ).as("orders that differ").isEmpty();
        }
    }
}
