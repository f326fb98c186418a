package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.Deployer;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.dynamo.LocalDynamoServer;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.formats.imports.McpDataModelImporter;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Table;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternTarget;
import dev.tablewright.testing.ExternalTools;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each MCP data model's access patterns return, imported and run in memory with their defaults,
 * what their own {@code implementation} commands return when the real AWS CLI runs them through
 * bash on DynamoDB Local with the model's tables and items: reads item for item in order (a Scan's
 * as a set), writes by succeeding or failing alike and leaving the same table behind.
 */
class McpPatternsVersusAwsCliTest {
    private static final Path DIR = Path.of("src/test/resources/imports/mcp");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ObjectMapper SORTED = new ObjectMapper().configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);
    private static LocalDynamoServer server;
    private static OpenConnection connection;

    @BeforeAll
    static void start() {
        server = LocalDynamoServer.start(0, null);
        connection = DynamoClients.open(new Connection.Endpoint(server.endpoint(), "us-east-1", null));
    }

    @AfterAll
    static void stop() {
        if (connection != null) {
            connection.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"shop_data_model.json", "games_data_model.json", "sensors_data_model.json"})
    void importedPatterns_whenRunInMemoryAndTheirCommandsOnLocal_returnTheSame(String name) throws Exception {
        List<String> aws = ExternalTools.awsCli();
        Path file = DIR.resolve(name);
        Model model = McpDataModelImporter.read(file).model();
        new Deployer(connection).deploy(model, ExistingTables.REPLACE, DeployListener.NONE, CancelToken.create());

        int compared = 0;
        try (PatternTarget memory = PatternTarget.inMemory()) {
            for (JsonNode entry : JSON.readTree(file.toFile()).get("access_patterns")) {
                AccessPattern pattern = model.findPattern("AP" + entry.path("pattern").asText()).orElse(null);
                if (pattern == null) {
                    continue; // kept as a note
                }
                ExternalTools.Result cli = aws(aws, entry.get("implementation").asText());
                List<Item> mine;
                try {
                    mine = memory.run(model, PatternBinder.bind(model, pattern, Map.of())).result().items();
                } catch (RuntimeException refused) {
                    assertThat(cli.exitCode()).as("%s: refused in memory (%s), so on Local", pattern.name(),
                            refused.getMessage()).isNotZero();
                    compared++;
                    continue;
                }
                assertThat(cli.exitCode()).as("%s on Local: %s", pattern.name(), cli.describe()).isZero();
                if (pattern.operation().isRead()) {
                    List<String> theirs = texts(items(cli.stdout()));
                    if (pattern.operation() == Operation.Scan) {
                        assertThat(texts(mine)).as(pattern.name()).containsExactlyInAnyOrderElementsOf(theirs);
                    } else {
                        assertThat(texts(mine)).as(pattern.name()).containsExactlyElementsOf(theirs);
                    }
                }
                compared++;
            }
            for (Table table : model.tables()) {
                AccessPattern all = AccessPattern.builder("all", table.name(), Operation.Scan).build();
                List<Item> mine = memory.run(model, PatternBinder.bind(model, all, Map.of())).result().items();
                ExternalTools.Result cli = aws(aws, "aws dynamodb scan --table-name " + table.name());
                assertThat(cli.exitCode()).as(cli.describe()).isZero();
                assertThat(texts(mine)).as("%s after every pattern", table.name())
                        .containsExactlyInAnyOrderElementsOf(texts(items(cli.stdout())));
            }
        }
        assertThat(compared).as("patterns compared").isEqualTo(model.accessPatterns().size());
    }

    /** Runs the command through bash, as the MCP server's validation runs it, against DynamoDB Local. */
    private static ExternalTools.Result aws(List<String> aws, String implementation) throws Exception {
        String rest = implementation.strip().substring("aws".length());
        String line = String.join(" ", aws) + rest + " --endpoint-url " + server.endpoint() + " --output json";
        return ExternalTools.run(List.of("bash", "-c", line), ExternalTools.localEnvironment(), null, Duration.ofSeconds(120));
    }

    private static List<Item> items(String stdout) throws Exception {
        JsonNode answer = JSON.readTree(stdout);
        List<Item> items = new ArrayList<>();
        if (answer.has("Item")) {
            items.add(DynamoJson.itemFromJson(answer.get("Item")));
        }
        for (JsonNode item : answer.path("Items")) {
            items.add(DynamoJson.itemFromJson(item));
        }
        for (JsonNode response : answer.path("Responses")) { // a TransactGetItems: one per Get, Item when found
            if (response.has("Item")) {
                items.add(DynamoJson.itemFromJson(response.get("Item")));
            }
        }
        return items;
    }

    /** Each item as DynamoDB JSON with the members of every map in name order (DynamoDB keeps none), values as they are. */
    private static List<String> texts(List<Item> items) {
        return items.stream().map(item -> {
            try {
                return SORTED.writeValueAsString(SORTED.convertValue(DynamoJson.toJson(item), Map.class));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
    }
}
