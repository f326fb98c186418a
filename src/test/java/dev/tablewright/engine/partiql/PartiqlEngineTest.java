package dev.tablewright.engine.partiql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.partiql.lang.syntax.SqlParser;

class PartiqlEngineTest {
    private InMemoryEngine memory;
    private PartiqlEngine engine;

    @BeforeEach
    void setUp() {
        memory = new InMemoryEngine();
        memory.add(Table.of("T", KeySchema.of(new KeyAttribute("PK", ScalarType.S), new KeyAttribute("SK",
                ScalarType.N))));
        engine = new PartiqlEngine(memory);
        engine.executeStatement("INSERT INTO \"T\" VALUE {'PK': 'a', 'SK': 1, 'n': 5}", List.of(), false, null, null);
    }

    private List<Item> run(String statement, AttributeValue... parameters) {
        return engine.executeStatement(statement, List.of(parameters), false, null, null).items();
    }

    @Test
    void parser_isTheOneDynamoDbLocalUses() {
        String jar = SqlParser.class.getProtectionDomain().getCodeSource().getLocation().toString();

        assertThat(jar).as("the PartiQL parser must be DynamoDB Local 3.3.1's own").contains("partiql-lang-kotlin")
                .contains("0.3.4");
    }

    @Test
    void executeTransaction_whenApplyFailsAfterTheChecks_rollsBackTheInsert() {
        PartiqlBatches batches = new PartiqlBatches(engine);

        assertThatThrownBy(() -> batches.executeTransaction(List.of(
                StatementRequest.of("INSERT INTO \"T\" VALUE {'PK': 'b', 'SK': 1}"),
                StatementRequest.of("UPDATE \"T\" SET copy = absent WHERE PK = 'a' AND SK = 1"))))
                .isInstanceOf(RequestException.class)
                .hasMessage("The provided expression refers to an attribute that does not exist in the item");
        assertThat(run("SELECT * FROM \"T\" WHERE PK = 'b'")).as("the insert was taken back").isEmpty();
    }

    @Test
    void executeStatement_whenUpdateUsesSetAddAndListAppend_changesTheItemAsAddAndSet() {
        List<Item> returned = run("UPDATE \"T\" SET tags = set_add(tags, <<'x', 'y'>>), l = list_append(?, [2]) "
                + "WHERE PK = 'a' AND SK = 1 RETURNING ALL NEW *", AttributeValue.l(List.of(AttributeValue.n(1))));

        assertThat(returned).singleElement().satisfies(item -> {
            assertThat(item.get("tags")).isEqualTo(AttributeValue.ss(List.of("x", "y")));
            assertThat(item.get("l")).isEqualTo(AttributeValue.l(List.of(AttributeValue.n(1), AttributeValue.n(2))));
        });
    }

    @Test
    void executeStatement_whenNextTokenUnknown_isAValidationError() {
        assertThatThrownBy(() -> engine.executeStatement("SELECT * FROM \"T\"", List.of(), false, "nope", 1))
                .isInstanceOf(RequestException.class).hasMessage("Given NextToken is not valid");
    }
}
