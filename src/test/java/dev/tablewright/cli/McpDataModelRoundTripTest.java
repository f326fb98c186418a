package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.tablewright.codegen.CliCommandLine;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.formats.export.McpDataModelExporter;
import dev.tablewright.formats.export.TableDefinitions;
import dev.tablewright.formats.imports.ImportFormat;
import dev.tablewright.formats.imports.ImportedModel;
import dev.tablewright.formats.imports.McpDataModelImporter;
import dev.tablewright.formats.imports.ModelImports;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternRun;
import dev.tablewright.patterns.PatternTarget;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code export --format mcp-data-model}, then {@code import}: every table (keys, indexes, billing,
 * the settings CreateTable takes), every item and every pattern that binds with its defaults comes
 * back, each pattern returning in memory what the original returns; what the format cannot hold is
 * named.
 */
class McpDataModelRoundTripTest {
    private static final ObjectMapper SORTED = new ObjectMapper().configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);

    @TempDir
    Path temp;

    static Stream<Model> models() throws Exception {
        Stream.Builder<Model> models = Stream.builder();
        for (String file : List.of("models/hr-oe.json", "models/gaming.json", "models/person-records.json")) {
            models.add(ModelFiles.read(Path.of(file)).model());
        }
        for (String file : List.of("shop_data_model.json", "games_data_model.json", "sensors_data_model.json")) {
            models.add(McpDataModelImporter.read(Path.of("src/test/resources/imports/mcp", file)).model());
        }
        // the ticket desk's transactions: TransactWriteItems of Puts, of a ConditionCheck and an Update, of
        // Deletes, and a TransactGetItems, run in order so the Gets find what the Puts wrote
        models.add(ModelImports.read(Path.of("src/test/resources/imports/mcp-schema/tickets/schema.json")).model());
        return models.build();
    }

    @ParameterizedTest
    @MethodSource("models")
    void exportThenImport_whenModel_givesBackTablesItemsAndPatterns(Model model) throws Exception {
        McpDataModelExporter.Result exported = McpDataModelExporter.write(model, p -> CliCommandLine.of(model, p));
        Path file = temp.resolve("dynamodb_data_model.json");
        Files.writeString(file, exported.json());

        ImportedModel imported = ModelImports.read(file);
        Model back = imported.model();

        assertThat(imported.format()).isEqualTo(ImportFormat.MCP_DATA_MODEL);
        assertThat(back.tables()).extracting(Table::name).containsExactlyElementsOf(model.tables().stream().map(Table::name).toList());
        for (Table original : model.tables()) {
            Table read = back.findTable(original.name()).orElseThrow();
            assertThat(definition(read)).as("%s: keys, indexes, billing and settings", original.name())
                    .isEqualTo(definition(original));
            assertThat(texts(read.allItems())).as("%s: items", original.name())
                    .containsExactlyElementsOf(texts(original.allItems()));
        }
        List<String> leftOutPatterns = exported.leftOut().stream().filter(line -> line.startsWith("pattern ")
                && !line.contains(": its ")).toList();
        assertThat(back.accessPatterns().size() + leftOutPatterns.size()).as("patterns back or named as left out")
                .isEqualTo(model.accessPatterns().size());
        try (PatternTarget before = PatternTarget.inMemory(); PatternTarget after = PatternTarget.inMemory()) {
            for (AccessPattern pattern : back.accessPatterns()) {
                AccessPattern original = model.findPattern(pattern.name()).orElseThrow(() ->
                        new AssertionError("no pattern " + pattern.name() + " in " + model.name()));
                assertThat(List.of(pattern.table(), String.valueOf(pattern.index()), pattern.operation().name(),
                        pattern.description())).as(pattern.name()).containsExactly(original.table(),
                        String.valueOf(original.index()), original.operation().name(), original.description());
                // a fan-out is named as left out: the command reads its first shard
                Map<String, String> shard = original.fanOut() == null ? Map.of()
                        : Map.of(original.fanOut().parameter(), Integer.toString(original.fanOut().values().toArray()[0]));
                assertThat(pattern.actions()).as("%s: its actions' operations and tables", pattern.name())
                        .extracting(a -> a.operation() + " " + a.table()).containsExactlyElementsOf(
                                original.actions().stream().map(a -> a.operation() + " " + a.table()).toList());
                List<String> expected = outcome(() -> before.run(model, PatternBinder.bind(model, original, shard)));
                List<String> actual = outcome(() -> after.run(back, PatternBinder.bind(back, pattern, Map.of())));
                assertThat(actual).as("%s returns", pattern.name()).containsExactlyElementsOf(expected);
            }
        }
        String notes = model.extras().json().get(McpDataModelImporter.NOTES_KEY);
        if (notes != null) {
            assertThat(back.extras().json().get(McpDataModelImporter.NOTES_KEY)).as("notes written back as they were")
                    .isEqualTo(notes);
        }
    }

    /** The ticket desk's transactions come back as transactions: register_user's Puts are seen by get_user_and_email. */
    @Test
    void exportThenImport_whenTransactions_givesBackEachWithItsActions() throws Exception {
        Model tickets = ModelImports.read(Path.of("src/test/resources/imports/mcp-schema/tickets/schema.json")).model();
        McpDataModelExporter.Result exported = McpDataModelExporter.write(tickets, p -> CliCommandLine.of(tickets, p));
        Path file = Files.writeString(temp.resolve("dynamodb_data_model.json"), exported.json());

        Model back = ModelImports.read(file).model();

        AccessPattern register = back.findPattern("register_user").orElseThrow();
        AccessPattern get = back.findPattern("get_user_and_email").orElseThrow();
        assertThat(register.operation().name()).isEqualTo("TransactWriteItems");
        assertThat(register.actions()).extracting(AccessPattern::name).containsExactly("1: Put Users", "2: Put EmailLookup");
        assertThat(get.actions()).extracting(AccessPattern::name).containsExactly("1: Get Users", "2: Get EmailLookup");
        assertThat(new ObjectMapper().readTree(exported.json()).get("access_patterns")).anySatisfy(entry ->
                assertThat(entry.get("implementation").asText()).startsWith("aws dynamodb transact-get-items --transact-items '[{\"Get\":"));
        assertThat(exported.leftOut()).contains("pattern register_user: its actions' names and descriptions (the command"
                + " holds what each action sends; an import names each by position, kind and table)");
        try (PatternTarget memory = PatternTarget.inMemory()) {
            memory.run(back, PatternBinder.bind(back, register, Map.of()));
            List<Item> read = memory.run(back, PatternBinder.bind(back, get, Map.of())).result().items();
            assertThat(read).as("the user and the email claim the Puts wrote").hasSize(2);
        }
    }

    @Test
    void export_whenModelHasWhatTheFormatCannotHold_namesEachThing() throws Exception {
        Model hr = ModelFiles.read(Path.of("models/hr-oe.json")).model();
        Table first = hr.tables().get(0);
        Model withSettings = hr.withTable(first.withSettings(new TableSettings("expiresAt", null, false, null, null, null,
                true, 7, null, Map.of())));

        McpDataModelExporter.Result exported = McpDataModelExporter.write(withSettings,
                p -> CliCommandLine.of(withSettings, p));

        assertThat(exported.leftOut()).contains("table " + first.name() + ": TTL on expiresAt (CreateTable cannot set it)",
                "table " + first.name() + ": point-in-time recovery (CreateTable cannot set it)");
        JsonNode json = new ObjectMapper().readTree(exported.json());
        assertThat(json.fieldNames()).toIterable().containsExactly("tables", "items", "access_patterns");
        assertThat(json.get("access_patterns").get(0).get("implementation").asText()).startsWith("aws dynamodb ");
    }

    @Test
    void exportVerb_whenMcpFormat_writesTheFileAndNamesWhatIsLeftOut() throws Exception {
        Path out = temp.resolve("gaming_data_model.json");

        CliRun run = CliRun.of("export", "models/gaming.json", "--format", "mcp-data-model", "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains(out + ": 2 tables as mcp-data-model");
        CliRun back = CliRun.of("import", out.toString(), "--out", temp.resolve("gaming.json").toString());
        assertThat(back.exitCode()).as(back.err()).isZero();
        assertThat(back.out()).startsWith("read " + out + " as a DynamoDB MCP server dynamodb_data_model.json");
    }

    /** What a CreateTable input holds of a table: its schema and the settings CreateTable takes, no auto scaling. */
    private static Table definition(Table table) {
        Table schema = TableDefinitions.schemaOf(table);
        TableSettings s = schema.settings();
        ProvisionedCapacity c = schema.capacity();
        return new Table(schema.name(), schema.keySchema(), List.of(), schema.globalSecondaryIndexes(),
                schema.localSecondaryIndexes(), List.of(), List.of(), schema.billingMode(),
                c == null ? null : ProvisionedCapacity.of(c.readCapacityUnits(), c.writeCapacityUnits()), null,
                new TableSettings(null, s.stream(), s.deletionProtection(), s.tableClass(), s.onDemandThroughput(),
                        s.warmThroughput(), false, null, s.encryption(), s.tags()));
    }

    /** The items a run returned, or its refusal (a failed condition, a cancelled transaction) as one line. */
    private static List<String> outcome(Supplier<PatternRun> run) {
        try {
            return texts(run.get().result().items());
        } catch (RequestException e) {
            return List.of("refused: " + e.errorType() + ": " + e.getMessage());
        }
    }

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
