package dev.tablewright.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.engine.partiql.PartiqlBatches;
import dev.tablewright.engine.partiql.PartiqlEngine;
import dev.tablewright.engine.partiql.StatementRequest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * PartiQL updates that give an index key a set, the set functions' first argument, and which
 * refused statements of a batch have named their key (a later statement naming it again stops the
 * batch), each on the engine and on DynamoDB Local 3.3.1, answer for answer. Found by
 * {@link PartiqlVersusLocalTest} at 1,500 statements (seed 16, statements 619 and 1304).
 */
class PartiqlSetKeysVersusLocalTest {
    private static final String ITEM = "UPDATE \"Parts\" SET %s WHERE PK = 'e' AND SK = 2";

    @Test
    void batchExecuteStatement_whenUpdatesGiveKeysSetsOrNameAKeyAgain_answersAsLocal() {
        try (LocalOracle local = new LocalOracle()) {
            PartiqlBatches batches = new PartiqlBatches(PartiqlStatements.partsOn(local));
            String[][] cases = {
                {"INSERT INTO \"Parts\" VALUE {'PK': 'e', 'SK': 2, 'x': 1}"},
                {item("s = <<'a'>>")}, // a set for the index key: "Invalid attribute value type"
                {item("s = 5")}, // another scalar: "Type mismatch for Index Key"
                {item("x = 'str'")},
                {item("s = set_add(s, <<'a'>>)")},
                {item("x = set_add(x, <<1>>)")},
                {item("tags = set_add(s, <<'a'>>)")}, // "The first argument to SET_ADD must equal ..."
                {item("tags = set_delete(x, <<1>>)")},
                {item("s = set_delete(s, <<'a'>>)")},
                {item("tags = set_add(tags, <<'a'>>)")},
                // refused for what it would make of the item: its key counts as named
                {item("s = <<'a'>>"), item("x = 7")},
                {item("SK = 9"), item("x = 7")},
                {"INSERT INTO \"Parts\" VALUE {'PK': 'e', 'SK': 2, 'x': 1}", item("SK = 9"),
                    "UPDATE \"Parts\" SET x = 7 WHERE PK = 'd' AND SK = 2"},
                // refused as written: no key named
                {item("x = 'q' + 1"), item("x = 7")},
                {item("s = 'x', s = 'y'"), item("x = 7")},
                {"INSERT INTO \"Parts\" VALUE {'PK': 'e', 'SK': 'bad'}", item("x = 8")},
            };
            List<String> differ = new ArrayList<>();
            for (String[] statements : cases) {
                List<StatementRequest> group = Arrays.stream(statements).map(StatementRequest::of).toList();
                String expected = PartiqlVersusLocalTest.localBatch(local.client(), group, null);
                String actual = PartiqlVersusLocalTest.mineBatch(batches, group);
                if (!expected.equals(actual)) {
                    differ.add(group + "\n   Local:  " + expected + "\n   memory: " + actual);
                }
            }
            assertThat(differ).as("batches answered differently").isEmpty();
        }
    }

    private static String item(String set) {
        return String.format(ITEM, set);
    }
}
