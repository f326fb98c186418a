package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.dynamo.LocalDynamoServer;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.formats.imports.ImportedModel;
import dev.tablewright.formats.imports.OneTableSchemaItem;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Extras;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternTarget;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code import-table} of a table holding a OneTable schema: the item OneTable's saveSchema writes
 * (partition key {@code _schema}, sort key {@code _schema:Current}, the schema's parts as maps),
 * written here from OneTable's Schema source and schema specification, on DynamoDB Local.
 */
class ImportTableOneTableTest {
    private static final Path ITEM = Path.of("src/test/resources/imports/onetable-saved/library-schema-item.json");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final KeySchema KEYS = KeySchema.of(KeyAttribute.of("pk", ScalarType.S), KeyAttribute.of("sk", ScalarType.S));
    private static final SecondaryIndex GS1 = SecondaryIndex.gsi("gs1", KeySchema.of(KeyAttribute.of("gs1pk", ScalarType.S),
            KeyAttribute.of("gs1sk", ScalarType.S)), Projection.all());
    private static LocalDynamoServer server;

    @TempDir
    Path temp;

    @BeforeAll
    static void start() {
        server = LocalDynamoServer.start(0, null);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void importTable_whenTableHoldsAOneTableSchema_usesItsModelsAsFacetsAndItsQueries() throws Exception {
        Path source = temp.resolve("library.json");
        ModelFiles.write(library(JSON.readTree(ITEM.toFile())), source);
        String endpoint = server.endpoint().toString();
        assertThat(DynamoVerbsTest.run("deploy", source.toString(), "--endpoint", endpoint).exit()).isZero();
        Path out = temp.resolve("imported.json");

        DynamoVerbsTest.Run run = DynamoVerbsTest.run("import-table", "--table", "Library", "--endpoint", endpoint,
                "--out", out.toString());

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("Imported Library", "5 items", "2 facets and 2 access patterns from its OneTable schema");
        assertThat(run.err()).contains(
                "onetable: facets from the OneTable schema saved in the table (_schema:Current)",
                "onetable: models.Book.gs1pk: the index key template genre#${genre} (a facet holds templates of the table's key)",
                "onetable: the OneTable schema's index archive (the table has no such index)",
                "onetable: the OneTable query Archived (it reads index archive, which the table lacks)");
        Model model = ModelFiles.read(out).model();
        Table library = model.tables().get(0);
        assertThat(library.keySchema()).as("the table's own keys and indexes").isEqualTo(KEYS);
        assertThat(library.globalSecondaryIndexes()).containsExactly(GS1);
        assertThat(library.facets()).extracting(Facet::name).containsExactly("Author", "Book");
        Facet book = library.findFacet("Book").orElseThrow();
        assertThat(book.partitionKeyTemplate()).isEqualTo(KeyTemplate.of("author#${authorId}"));
        assertThat(book.sortKeyTemplate()).isEqualTo(KeyTemplate.of("book#${isbn}"));
        assertThat(book.items()).as("by the type field 'kind'").hasSize(2);
        assertThat(library.findFacet("Author").orElseThrow().sortKeyTemplate()).isEqualTo(KeyTemplate.of("author#"));
        assertThat(library.findFacet("Author").orElseThrow().items()).hasSize(1);
        assertThat(library.items()).as("the schema item and an item of no model").hasSize(2);
        assertThat(library.nonKeyAttributes()).contains(new AttributeDefinition("born", AttributeType.N),
                new AttributeDefinition("published", AttributeType.S), new AttributeDefinition("kind", AttributeType.S));

        assertThat(model.accessPatterns()).extracting(AccessPattern::name).containsExactly("Books of an author", "Fantasy books");
        Map<String, Integer> counts = new LinkedHashMap<>();
        try (PatternTarget memory = PatternTarget.inMemory()) {
            for (AccessPattern p : model.accessPatterns()) {
                counts.put(p.name(), memory.run(model, PatternBinder.bind(model, p, Map.of())).result().items().size());
            }
        }
        assertThat(counts).containsExactly(Map.entry("Books of an author", 2), Map.entry("Fantasy books", 1));
    }

    @Test
    void apply_whenSchemaPartsAreJsonTextOrKeysDiffer_readsTheTextAndRefusesOtherKeys() throws Exception {
        ObjectNode item = (ObjectNode) JSON.readTree(ITEM.toFile());
        for (String part : List.of("indexes", "models", "params", "queries")) {
            item.put(part, item.get(part).toString());
        }
        Model live = library(item);

        ImportedModel read = OneTableSchemaItem.apply(live, item);
        Table otherKeys = Table.of("Library", KeySchema.of(KeyAttribute.of("id", ScalarType.S)));
        ImportedModel refused = OneTableSchemaItem.apply(live.withTables(List.of(otherKeys)), item);

        assertThat(read.model().tables().get(0).facets()).as("parts saved as JSON text").extracting(Facet::name)
                .containsExactly("Author", "Book");
        assertThat(refused.model().tables().get(0).facets()).isEmpty();
        assertThat(refused.leftOut()).contains("the OneTable schema's primary index [pk, sk] is not the table's key [id]: "
                + "its models are not used");
        assertThat(OneTableSchemaItem.key(KEYS)).contains(Item.of(Map.of("pk", AttributeValue.s("_schema"),
                "sk", AttributeValue.s("_schema:Current"))));
        assertThat(OneTableSchemaItem.key(KeySchema.of(KeyAttribute.of("n", ScalarType.N)))).isEmpty();
    }

    /** The table as OneTable's application left it: the schema item and items of its models. */
    private static Model library(JsonNode schemaItem) {
        List<Item> items = List.of(plain(schemaItem),
                plain(object("pk", "author#a1", "sk", "author#", "kind", "Author", "authorId", "a1", "name", "Ursula")),
                plain(object("pk", "author#a1", "sk", "book#111", "kind", "Book", "authorId", "a1", "isbn", "111",
                        "title", "The Dispossessed", "genre", "scifi", "published", "1974-05-01",
                        "gs1pk", "genre#scifi", "gs1sk", "book#1974-05-01")),
                plain(object("pk", "author#a1", "sk", "book#222", "kind", "Book", "authorId", "a1", "isbn", "222",
                        "title", "The Tombs of Atuan", "genre", "fantasy", "published", "1970-12-01",
                        "gs1pk", "genre#fantasy", "gs1sk", "book#1970-12-01")),
                plain(object("pk", "note#1", "sk", "note#", "text", "not a model's item")));
        Table table = new Table("Library", KEYS, List.of(), List.of(GS1), List.of(), List.of(), items,
                BillingMode.PAY_PER_REQUEST, null, Extras.none());
        return new Model("library", ModelMetadata.of(""), List.of(table), List.of(), Extras.none());
    }

    private static JsonNode object(String... pairs) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        for (int i = 0; i < pairs.length; i += 2) {
            node.put(pairs[i], pairs[i + 1]);
        }
        return node;
    }

    /** Plain JSON as DynamoDB's document client stores it: objects as maps, strings as S. */
    private static Item plain(JsonNode node) {
        ObjectNode wrapper = JsonNodeFactory.instance.objectNode();
        wrapper.putObject("item").set("M", node);
        return Item.of(((AttributeValue.M) DynamoJson.itemFromWorkbenchJson(wrapper).get("item")).values());
    }
}
