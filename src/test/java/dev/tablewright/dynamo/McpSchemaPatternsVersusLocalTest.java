package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.formats.imports.ModelImports;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternTarget;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The reading patterns of the MCP code-generation schemas (McpSchemaImportTest's three domains:
 * GetItem, Query with its key templates, ranges, multi-attribute keys and filters, Scan) return
 * on DynamoDB Local 3.3.1 what they return in memory, on the models' sample items. (Writes run only
 * in memory here: a connection runs reads.)
 */
class McpSchemaPatternsVersusLocalTest {
    private static final ObjectMapper SORTED = new ObjectMapper().configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);
    private static AmazonDynamoDBLocal local;
    private static PatternTarget onLocal;

    @BeforeAll
    static void start() {
        local = DynamoDBEmbedded.create(null, true);
        onLocal = new DynamoPatternTarget(OpenConnection.of(Connection.embedded(), local.dynamoDbClient()), 100);
    }

    @AfterAll
    static void stop() throws Exception {
        onLocal.close();
        local.shutdown();
    }

    @Test
    void schemaPatterns_whenRunInMemoryAndOnLocal_returnTheSameItems() throws Exception {
        int patterns = 0;
        int items = 0;
        for (String domain : List.of("shop", "chat", "tickets")) {
            Model model = ModelImports.read(Path.of("src/test/resources/imports/mcp-schema", domain, "schema.json")).model();
            try (PatternTarget memory = PatternTarget.inMemory()) {
                for (AccessPattern pattern : model.accessPatterns()) {
                    if (!pattern.operation().isRead()) {
                        continue;
                    }
                    var bound = PatternBinder.bind(model, pattern, Map.of());
                    List<String> mine = json(memory.run(model, bound).result().items());
                    List<String> theirs = json(onLocal.run(model, bound).result().items());

                    assertThat(mine).as(domain + ": " + pattern.name()).containsExactlyElementsOf(theirs);
                    patterns++;
                    items += mine.size();
                }
            }
        }
        assertThat(patterns).as("reads: 7 of the shop, 7 of the chat, 7 of the ticket desk").isEqualTo(21);
        assertThat(items).as("items the reads return: 9 in the shop, 7 in the chat, none in the empty ticket desk").isEqualTo(16);
    }

    /** Each item as DynamoDB JSON, its members in name order (DynamoDB gives attributes in no order). */
    private static List<String> json(List<Item> items) {
        return items.stream().map(item -> {
            try {
                return SORTED.writeValueAsString(SORTED.convertValue(DynamoJson.toJson(item), Map.class));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
    }
}
