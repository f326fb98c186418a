package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QueryCommandTest {
    private static final String HR_OE = "models/hr-oe.json";
    private final ObjectMapper mapper = new ObjectMapper();

    @TempDir
    Path temp;

    private final CliHarness cli = new CliHarness();
    private final java.io.StringWriter out = cli.out;
    private final java.io.StringWriter err = cli.err;

    private int run(String... args) {
        return cli.run(args);
    }

    @Test
    void query_whenShardedPatternInMemory_answersInTheApiShapeWithOneEntryPerShard() throws Exception {
        int exit = run("query", HR_OE, "5", "--json");

        assertThat(exit).as(err.toString()).isZero();
        JsonNode json = mapper.readTree(out.toString());
        assertThat(json.get("Shards")).hasSize(15);
        assertThat(json.get("Count").asInt()).isEqualTo(json.get("Items").size()).isPositive();
        int sum = 0;
        for (JsonNode shard : json.get("Shards")) {
            sum += shard.get("Count").asInt();
        }
        assertThat(sum).isEqualTo(json.get("Count").asInt());
    }

    @Test
    void query_whenEmbeddedEngine_givesTheInMemoryItems() throws Exception {
        run("query", HR_OE, "1", "--json");
        JsonNode memory = mapper.readTree(out.toString());
        out.getBuffer().setLength(0);

        int exit = run("query", HR_OE, "1", "--json", "--engine", "embedded");

        assertThat(exit).as(err.toString()).isZero();
        JsonNode local = mapper.readTree(out.toString());
        assertThat(local.get("Items")).isEqualTo(memory.get("Items"));
        assertThat(local.get("Count").asInt()).isPositive();
    }

    @Test
    void query_whenAWritePatternOnTheEmbeddedEngine_writesAsInMemory() throws Exception {
        // gaming's pattern 5 updates a score, 6 puts an association: both were refused on a connection
        for (String pattern : List.of("5", "6")) {
            out.getBuffer().setLength(0);
            run("query", "models/gaming.json", pattern, "--json");
            JsonNode memory = mapper.readTree(out.toString());
            out.getBuffer().setLength(0);

            int exit = run("query", "models/gaming.json", pattern, "--json", "--engine", "embedded");

            assertThat(exit).as(err.toString()).isZero();
            JsonNode local = mapper.readTree(out.toString());
            assertThat(local.get("Items").size()).as("pattern " + pattern + ": the item written").isEqualTo(1);
            assertThat(local.get("Items")).as("pattern " + pattern).isEqualTo(memory.get("Items"));
            assertThat(local.get("ConsumedCapacity")).as("pattern " + pattern).isEqualTo(memory.get("ConsumedCapacity"));
        }
    }

    @Test
    void query_whenAdHocLikeTheAwsCli_runsTheKeyCondition() throws Exception {
        int exit = run("query", HR_OE, "--table", "HR-OE", "--key-condition-expression", "PK = :pk AND begins_with(SK, :j)",
                "--expression-attribute-values", "{\":pk\":{\"S\":\"HR-E01\"},\":j\":{\"S\":\"JH-\"}}",
                "--no-scan-index-forward", "--json");

        assertThat(exit).as(err.toString()).isZero();
        JsonNode json = mapper.readTree(out.toString());
        assertThat(json.get("Items")).hasSize(2);
        assertThat(json.get("Items").get(0).get("SK").get("S").asText())
                .isGreaterThan(json.get("Items").get(1).get("SK").get("S").asText());
    }

    @Test
    void query_whenRequestsFile_answersEachLineIncludingErrors() throws Exception {
        Path file = temp.resolve("requests.jsonl");
        Files.write(file, List.of(
                "{\"Operation\":\"GetItem\",\"TableName\":\"HR-OE\",\"Key\":{\"PK\":{\"S\":\"HR-E01\"},\"SK\":{\"S\":\"John Smith\"}}}",
                "{\"Operation\":\"Query\",\"TableName\":\"HR-OE\",\"KeyConditionExpression\":\"Data = :p\","
                        + "\"ExpressionAttributeValues\":{\":p\":{\"S\":\"x\"}}}"));

        int exit = run("query", HR_OE, "--requests", file.toString());

        assertThat(exit).isZero();
        List<String> lines = out.toString().lines().toList();
        assertThat(lines).hasSize(2);
        assertThat(mapper.readTree(lines.get(0)).get("Item").get("Email").get("S").asText()).isEqualTo("john.smith@example.com");
        assertThat(mapper.readTree(lines.get(1)).get("Error").get("Message").asText())
                .isEqualTo("Invalid KeyConditionExpression: Attribute name is a reserved keyword; reserved keyword: Data");
    }

    @Test
    void query_whenNoFormGiven_isAUsageError() {
        assertThat(run("query", HR_OE)).isEqualTo(2);
        assertThat(err.toString()).contains("give exactly one of");
    }

    @Test
    void query_whenEngineUnknown_isAUsageError() {
        assertThat(run("query", HR_OE, "1", "--engine", "oracle")).isEqualTo(2);
        assertThat(err.toString()).contains("--engine must be memory, embedded, endpoint=URL or profile=NAME");
    }

    @Test
    void query_whenEndpointUnreachable_isBadInputInEitherSpelling() {
        assertThat(run("query", HR_OE, "1", "--engine", "endpoint=http://127.0.0.1:1")).isEqualTo(1);
        assertThat(err.toString()).contains("error: cannot reach http://127.0.0.1:1");
        err.getBuffer().setLength(0);

        assertThat(run("query", HR_OE, "1", "--endpoint", "http://127.0.0.1:1")).isEqualTo(1);
        assertThat(err.toString()).contains("error: cannot reach http://127.0.0.1:1");
    }

    @Test
    void query_whenEngineAndEndpointBothGiven_isAUsageError() {
        assertThat(run("query", HR_OE, "1", "--engine", "embedded", "--endpoint", "http://localhost:1")).isEqualTo(2);
        assertThat(err.toString()).contains("--engine cannot be combined with --embedded, --endpoint or --profile");
    }

    @Test
    void query_whenEngineEndpointIsNoUrl_isAUsageErrorNamingTheOption() {
        assertThat(run("query", HR_OE, "1", "--engine", "endpoint=localhost:8000")).isEqualTo(2);
        assertThat(err.toString()).contains("--engine endpoint=: 'localhost:8000' is not an endpoint URL");
    }

    @Test
    void query_whenPatternUnknown_saysHowManyThereAre() {
        assertThat(run("query", HR_OE, "Get everything")).isEqualTo(1);
        assertThat(err.toString()).contains("no access pattern 'Get everything' (there are 14");
    }
}
