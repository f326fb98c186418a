package dev.tablewright.formats;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.TransactGetItemsRequest;
import dev.tablewright.engine.request.TransactWriteItemsRequest;
import dev.tablewright.engine.request.TransactWriteItemsRequest.Action;
import dev.tablewright.engine.request.TransactWriteItemsRequest.Kind;
import dev.tablewright.formats.imports.ModelImports;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.patterns.BoundTransaction;
import dev.tablewright.patterns.PatternBinder;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The TransactWriteItems and TransactGetItems request bodies MultiItemJson writes: the API's fields, read back the same. */
class MultiItemJsonTransactRequestTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Item item(String... pairs) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], AttributeValue.s(pairs[i + 1]));
        }
        return Item.of(map);
    }

    @Test
    void writeTransactWrite_whenEveryKindAndField_writesTheApiShapeAndReadsBackEqual() throws Exception {
        TransactWriteItemsRequest request = new TransactWriteItemsRequest(List.of(
                new Action(Kind.CONDITION_CHECK, 1, "Users", null, item("pk", "USER#1"), null, "attribute_exists(#p)",
                        Map.of("#p", "pk"), Map.of(), "ALL_OLD"),
                new Action(Kind.PUT, 1, "Users", item("pk", "USER#2", "name", "Ann"), null, null,
                        "attribute_not_exists(pk)", Map.of(), Map.of(), null),
                new Action(Kind.DELETE, 1, "Emails", null, item("pk", "EMAIL#a@b"), null, null, Map.of(), Map.of(), null),
                new Action(Kind.UPDATE, 1, "Tickets", null, item("pk", "T#9"), "SET #s = :s", "#s = :open",
                        Map.of("#s", "status"), Map.of(":s", AttributeValue.s("ASSIGNED"), ":open", AttributeValue.s("OPEN")),
                        null)),
                ReturnConsumedCapacity.TOTAL, "token-1");

        JsonNode written = MultiItemJson.write(request);

        assertThat(written.path("TransactItems").size()).as("one element per action").isEqualTo(4);
        assertThat(written.at("/TransactItems/0/ConditionCheck/Key/pk/S").asText()).isEqualTo("USER#1");
        assertThat(written.at("/TransactItems/0/ConditionCheck/ReturnValuesOnConditionCheckFailure").asText()).isEqualTo("ALL_OLD");
        assertThat(written.at("/TransactItems/1/Put/Item/name/S").asText()).isEqualTo("Ann");
        assertThat(written.at("/TransactItems/2/Delete/TableName").asText()).isEqualTo("Emails");
        assertThat(written.at("/TransactItems/3/Update/UpdateExpression").asText()).isEqualTo("SET #s = :s");
        assertThat(written.at("/TransactItems/3/Update/ExpressionAttributeValues/:open/S").asText()).isEqualTo("OPEN");
        assertThat(written.path("ReturnConsumedCapacity").asText()).isEqualTo("TOTAL");
        assertThat(written.path("ClientRequestToken").asText()).isEqualTo("token-1");
        assertThat(written.has("Operation")).as("a request body, as the API takes it").isFalse();
        assertThat(MultiItemJson.transactWrite(JSON.readTree(written.toString()))).as("read back").isEqualTo(request);
    }

    @Test
    void writeTransactGet_whenProjectionAndNames_writesEachGetAndReadsBackEqual() throws Exception {
        TransactGetItemsRequest request = new TransactGetItemsRequest(List.of(
                new GetItemRequest("Users", item("pk", "USER#1"), "#n, email", Map.of("#n", "name"), null, null),
                GetItemRequest.of("Emails", item("pk", "EMAIL#a@b"))), null);

        JsonNode written = MultiItemJson.write(request);

        assertThat(written.at("/TransactItems/0/Get/ProjectionExpression").asText()).isEqualTo("#n, email");
        assertThat(written.at("/TransactItems/0/Get/ExpressionAttributeNames/#n").asText()).isEqualTo("name");
        assertThat(written.at("/TransactItems/1/Get/TableName").asText()).isEqualTo("Emails");
        assertThat(written.has("ReturnConsumedCapacity")).as("absent when not asked").isFalse();
        assertThat(MultiItemJson.transactGet(JSON.readTree(written.toString()))).as("read back").isEqualTo(request);
    }

    @Test
    void write_whenTicketDeskTransactionsBound_readsBackEveryTransactionEqual() throws Exception {
        Model model = ModelImports.read(Path.of("src/test/resources/imports/mcp-schema/tickets/schema.json")).model();
        int transactions = 0;
        for (AccessPattern pattern : model.accessPatterns()) {
            if (!pattern.operation().isTransaction()) {
                continue;
            }
            BoundTransaction tx = PatternBinder.bind(model, pattern, Map.of()).transaction();
            if (tx.write() != null) {
                assertThat(MultiItemJson.transactWrite(JSON.readTree(MultiItemJson.write(tx.write()).toString())))
                        .as(pattern.name()).isEqualTo(tx.write());
            } else {
                // a Get inside TransactGetItems has no ConsistentRead on the wire (a transaction reads strongly)
                TransactGetItemsRequest back = MultiItemJson.transactGet(JSON.readTree(MultiItemJson.write(tx.get()).toString()));
                assertThat(back.gets()).extracting(GetItemRequest::tableName, GetItemRequest::key).as(pattern.name())
                        .containsExactlyElementsOf(tx.get().gets().stream()
                                .map(g -> org.assertj.core.groups.Tuple.tuple(g.tableName(), g.key())).toList());
                assertThat(MultiItemJson.write(back)).as(pattern.name() + " written again").isEqualTo(MultiItemJson.write(tx.get()));
            }
            transactions++;
        }
        assertThat(transactions).as("the ticket desk's four transactions").isEqualTo(4);
    }
}
