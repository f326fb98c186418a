package dev.tablewright.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.partiql.PartiqlEngine;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class PartiqlJsonTest {
    private final ObjectMapper mapper = new ObjectMapper();
    private PartiqlEngine engine;

    @BeforeEach
    void setUp() {
        InMemoryEngine memory = new InMemoryEngine();
        memory.add(Table.of("Orders", KeySchema.of(new KeyAttribute("PK", ScalarType.S),
                new KeyAttribute("SK", ScalarType.N))));
        engine = new PartiqlEngine(memory);
    }

    private JsonNode answer(String operation, String request) throws Exception {
        return PartiqlJson.answer(engine, operation, mapper.readTree(request));
    }

    @Test
    void answer_whenInsertThenSelectWithParameters_givesTheItemsInTheApiShape() throws Exception {
        JsonNode insert = answer("ExecuteStatement",
                "{\"Statement\": \"INSERT INTO \\\"Orders\\\" VALUE {'PK': ?, 'SK': 1, 'n': 2.50}\","
                        + " \"Parameters\": [{\"S\": \"a\"}]}");
        JsonNode select = answer("ExecuteStatement",
                "{\"Statement\": \"SELECT * FROM \\\"Orders\\\" WHERE PK = ?\", \"Parameters\": [{\"S\": \"a\"}]}");

        assertThat(insert).isEqualTo(mapper.readTree("{\"Items\": []}"));
        assertThat(select).isEqualTo(mapper.readTree(
                "{\"Items\": [{\"PK\": {\"S\": \"a\"}, \"SK\": {\"N\": \"1\"}, \"n\": {\"N\": \"2.5\"}}]}"));
    }

    @Test
    void answer_whenTransactionConditionFails_givesCancellationReasonsInStatementOrder() throws Exception {
        JsonNode answer = answer("ExecuteTransaction", "{\"TransactStatements\": ["
                + "{\"Statement\": \"INSERT INTO \\\"Orders\\\" VALUE {'PK': 'b', 'SK': 1}\"},"
                + "{\"Statement\": \"UPDATE \\\"Orders\\\" SET n = 1 WHERE PK = 'zz' AND SK = 1\"}]}");

        assertThat(answer).isEqualTo(mapper.readTree("{\"Error\": {\"Code\": \"TransactionCanceledException\","
                + " \"Message\": \"Transaction cancelled, please refer cancellation reasons for specific reasons"
                + " [None, ConditionalCheckFailed]\", \"CancellationReasons\": [{\"Code\": \"None\"},"
                + " {\"Code\": \"ConditionalCheckFailed\", \"Message\": \"The conditional request failed\"}]}}"));
        assertThat(answer("ExecuteStatement", "{\"Statement\": \"SELECT * FROM \\\"Orders\\\"\"}").get("Items"))
                .as("nothing written").isEmpty();
    }

    @Test
    void answer_whenBatchHasOneFailingStatement_answersEachOnItsOwn() throws Exception {
        answer("ExecuteStatement", "{\"Statement\": \"INSERT INTO \\\"Orders\\\" VALUE {'PK': 'a', 'SK': 1}\"}");

        JsonNode answer = answer("BatchExecuteStatement", "{\"Statements\": ["
                + "{\"Statement\": \"INSERT INTO \\\"Orders\\\" VALUE {'PK': 'a', 'SK': 1}\"},"
                + "{\"Statement\": \"INSERT INTO \\\"Orders\\\" VALUE {'PK': 'a', 'SK': 2}\"}]}");

        assertThat(answer).isEqualTo(mapper.readTree("{\"Responses\": ["
                + "{\"Error\": {\"Code\": \"DuplicateItem\", \"Message\": \"Duplicate primary key exists in table\"},"
                + " \"TableName\": \"Orders\"}, {\"TableName\": \"Orders\"}]}"));
    }

    @Test
    void answer_whenSyntaxError_givesTheValidationErrorNotAnException() throws Exception {
        JsonNode answer = answer("ExecuteStatement", "{\"Statement\": \"SELEC * FROM \\\"Orders\\\"\"}");

        assertThat(answer.get("Error").get("Code").asText()).isEqualTo("ValidationException");
        assertThat(answer.get("Error").get("Message").asText())
                .isEqualTo("Statement wasn't well formed, can't be processed: SELEC * FROM \"Orders\"");
    }

    @Test
    void answer_whenTransactionOfWritesSucceeds_answersAnEmptyResponsesListAsLocal() throws Exception {
        JsonNode answer = answer("ExecuteTransaction", "{\"TransactStatements\": ["
                + "{\"Statement\": \"INSERT INTO \\\"Orders\\\" VALUE {'PK': 'b', 'SK': 1}\"}]}");

        assertThat(answer).isEqualTo(mapper.readTree("{\"Responses\": []}"));
    }

    @Test
    void answer_whenReturnConsumedCapacityAsked_answersNoConsumedCapacityAsLocal() throws Exception {
        String rcc = ", \"ReturnConsumedCapacity\": \"INDEXES\"}";
        JsonNode insert = answer("ExecuteStatement",
                "{\"Statement\": \"INSERT INTO \\\"Orders\\\" VALUE {'PK': 'c', 'SK': 1}\"" + rcc);
        JsonNode select = answer("ExecuteStatement",
                "{\"Statement\": \"SELECT * FROM \\\"Orders\\\" WHERE PK = 'c'\", \"ConsistentRead\": true" + rcc);
        JsonNode batch = answer("BatchExecuteStatement",
                "{\"Statements\": [{\"Statement\": \"SELECT * FROM \\\"Orders\\\" WHERE PK = 'c' AND SK = 1\"}]" + rcc);
        JsonNode transaction = answer("ExecuteTransaction",
                "{\"TransactStatements\": [{\"Statement\": \"DELETE FROM \\\"Orders\\\" WHERE PK = 'c' AND SK = 1\"}]"
                        + rcc.replace("INDEXES", "TOTAL"));

        assertThat(List.of(insert, select, batch, transaction)).as("answers").noneMatch(a -> a.has("ConsumedCapacity"));
        assertThat(select.get("Items")).as("the insert's item, read").hasSize(1);
        assertThat(batch.get("Responses").get(0).has("Item")).isTrue();
        assertThat(transaction).isEqualTo(mapper.readTree("{\"Responses\": []}"));
    }

    @Test
    void answer_whenStatementMissing_namesTheField() {
        assertThatThrownBy(() -> answer("BatchExecuteStatement", "{\"Statements\": [{\"Parameters\": []}]}"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("Statements[0].Statement is missing");
    }
}
