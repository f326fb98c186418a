package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

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
 * Every pattern of the MCP code-generation schemas (McpSchemaImportTest's three domains: GetItem,
 * Query with its key templates, ranges, multi-attribute keys and filters, Scan, the writes, and the
 * ticket desk's transactions, TransactWriteItems with Put, Update, Delete and ConditionCheck and
 * TransactGetItems) returns on DynamoDB Local 3.3.1 what it returns in memory, run one after
 * another on the models' sample items, so that each write is seen by the reads after it; a refusal
 * (a failed condition, a cancelled transaction) is the same refusal on both.
 */
class McpSchemaPatternsVersusLocalTest {
    private static final ObjectMapper SORTED = new ObjectMapper().configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);
    private static PatternTarget onLocal;

    @BeforeAll
    static void start() {
        onLocal = new EmbeddedLocalTarget();
    }

    @AfterAll
    static void stop() {
        onLocal.close();
    }

    @Test
    void schemaPatterns_whenRunInMemoryAndOnLocal_returnTheSameItems() throws Exception {
        int patterns = 0;
        int items = 0;
        for (String domain : List.of("shop", "chat", "tickets")) {
            Model model = ModelImports.read(Path.of("src/test/resources/imports/mcp-schema", domain, "schema.json")).model();
            try (PatternTarget memory = PatternTarget.inMemory()) {
                for (AccessPattern pattern : model.accessPatterns()) {
                    var bound = PatternBinder.bind(model, pattern, Map.of());
                    List<String> mine = outcome(() -> memory.run(model, bound).result().items());
                    List<String> theirs = outcome(() -> onLocal.run(model, bound).result().items());

                    assertThat(mine).as(domain + ": " + pattern.name()).containsExactlyElementsOf(theirs);
                    patterns++;
                    items += pattern.operation().isRead() ? mine.size() : 0;
                }
            }
        }
        assertThat(patterns).as("11 of the shop, 10 of the chat, 11 of the ticket desk").isEqualTo(32);
        assertThat(items).as("items the reads return: 8 in the shop and 6 in the chat (each after the writes before it), and the"
                        + " 2 of the ticket desk's TransactGetItems")
                .isEqualTo(ITEMS_READ);
    }

    private static final int ITEMS_READ = 16;

    /** The items a run returned as sorted JSON, or its refusal as one line (its error code). */
    private static List<String> outcome(java.util.function.Supplier<List<Item>> run) {
        try {
            return json(run.get());
        } catch (dev.tablewright.engine.request.RequestException e) {
            return List.of("refused: " + e.errorType() + ": " + e.getMessage());
        }
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
