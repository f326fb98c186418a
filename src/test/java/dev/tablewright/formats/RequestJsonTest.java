package dev.tablewright.formats;

import dev.tablewright.engine.RequestGenerator;
import dev.tablewright.engine.Scenarios;
import dev.tablewright.engine.request.Capacity;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.SortCondition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyOperator;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RequestJsonTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Test
    void read_whenWrittenBack_givesTheSameRequests() {
        RequestGenerator generator = new RequestGenerator(11L, Scenarios.all(11L), true);
        for (int i = 0; i < 300; i++) {
            Request request = generator.next();
            assertThat(RequestJson.read(RequestJson.write(request))).as("round trip").isEqualTo(request);
        }
    }

    @Test
    void read_whenAnAwsCliStyleLine_givesTheQuery() throws Exception {
        String line = """
                {"Operation": "Query", "TableName": "Orders", "IndexName": "GSI1",
                 "KeyConditionExpression": "#pk = :pk AND begins_with(#sk, :p)",
                 "ExpressionAttributeNames": {"#pk": "GSI1PK", "#sk": "GSI1SK"},
                 "ExpressionAttributeValues": {":pk": {"S": "OPEN"}, ":p": {"S": "2024"}},
                 "ScanIndexForward": false, "Limit": 10, "ReturnConsumedCapacity": "INDEXES"}
                """;
        QueryRequest q = (QueryRequest) RequestJson.read(MAPPER.readTree(line));
        assertThat(q.indexName()).isEqualTo("GSI1");
        assertThat(q.forward()).isFalse();
        assertThat(q.limit()).isEqualTo(10);
        assertThat(q.expressionAttributeValues()).containsEntry(":pk", AttributeValue.s("OPEN"));
        assertThat(q.returnConsumedCapacity()).isEqualTo(ReturnConsumedCapacity.INDEXES);
    }

    @Test
    void read_whenOperationIsUnknown_namesTheChoices() throws Exception {
        assertThatThrownBy(() -> RequestJson.read(MAPPER.readTree("{\"Operation\": \"Fetch\", \"TableName\": \"T\"}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Fetch").hasMessageContaining("Query");
    }

    @Test
    void write_whenQueryHasABoundKeyCondition_writesItAsText() {
        QueryRequest q = QueryRequest.builder("T").keyCondition(new KeyCondition("pk", AttributeValue.s("a"),
                SortCondition.of("sk", KeyOperator.LE, AttributeValue.n("5")))).build();
        var json = RequestJson.write(q);
        assertThat(json.get("KeyConditionExpression").asText()).isEqualTo("#kp = :kp AND #ks <= :ks");
        assertThat(json.get("ExpressionAttributeValues").get(":ks").get("N").asText()).isEqualTo("5");
    }

    @Test
    void write_whenReadResult_usesTheApiShape() {
        ReadResult r = new ReadResult(java.util.List.of(Item.of(Map.of("pk", AttributeValue.s("a")))), 1, 3,
                Item.of(Map.of("pk", AttributeValue.s("a"))), new ConsumedCapacity("T", 0.5, Capacity.of(0),
                Map.of(), Map.of("GSI1", Capacity.of(0.5))));
        var json = RequestJson.write(r);
        assertThat(json.get("Items").get(0).get("pk").get("S").asText()).isEqualTo("a");
        assertThat(json.get("Count").asInt()).isEqualTo(1);
        assertThat(json.get("ScannedCount").asInt()).isEqualTo(3);
        assertThat(json.get("LastEvaluatedKey").has("pk")).isTrue();
        assertThat(json.get("ConsumedCapacity").get("GlobalSecondaryIndexes").get("GSI1").get("CapacityUnits")
                .asDouble()).isEqualTo(0.5);
    }
}
