package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InfoCommandTest {
    @TempDir
    Path temp;

    private final CliHarness cli = new CliHarness();
    private final java.io.StringWriter out = cli.out;
    private final java.io.StringWriter err = cli.err;

    private int run(String... args) {
        return cli.run(args);
    }

    private Path sparseModel() throws Exception {
        KeyAttribute pk = KeyAttribute.of("PK", ScalarType.S);
        KeyAttribute sk = KeyAttribute.of("SK", ScalarType.S);
        Table table = Table.of("Orders", KeySchema.of(pk, sk))
                .withIndexes(List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(sk, KeyAttribute.of("Data", ScalarType.S)),
                                Projection.keysOnly())),
                        List.of(SecondaryIndex.lsi("LSI1", KeySchema.of(pk, KeyAttribute.of("Amount", ScalarType.N)),
                                Projection.include(List.of("Data")))))
                .withItems(List.of(
                        Item.of(Map.of("PK", AttributeValue.s("a"), "SK", AttributeValue.s("1"),
                                "Data", AttributeValue.s("x"))),
                        Item.of(Map.of("PK", AttributeValue.s("a"), "SK", AttributeValue.s("2"),
                                "Amount", AttributeValue.n(5))),
                        Item.of(Map.of("PK", AttributeValue.s("b"), "SK", AttributeValue.s("1")))));
        AccessPattern pattern = AccessPattern.builder("By data", "Orders", Operation.Query).index("GSI1")
                .partitionKey("${sk}").build();
        Path file = temp.resolve("orders.json");
        ModelFiles.write(new Model("Shop", ModelMetadata.of(""), List.of(table), List.of(pattern), null), file);
        return file;
    }

    @Test
    void info_whenJson_printsTheContractShapeWithSparseIndexCounts() throws Exception {
        int exit = run("info", sparseModel().toString(), "--json");

        assertThat(exit).isZero();
        JsonNode info = new ObjectMapper().readTree(out.toString());
        JsonNode expected = new ObjectMapper().readTree("""
                {"model": "Shop",
                 "tables": [{"name": "Orders",
                   "partitionKey": {"name": "PK", "type": "S"}, "sortKey": {"name": "SK", "type": "S"},
                   "partitionKeys": [{"name": "PK", "type": "S"}], "sortKeys": [{"name": "SK", "type": "S"}],
                   "items": 3, "facets": [],
                   "indexes": [
                     {"name": "GSI1", "kind": "GSI", "partitionKey": {"name": "SK", "type": "S"},
                      "sortKey": {"name": "Data", "type": "S"}, "partitionKeys": [{"name": "SK", "type": "S"}],
                      "sortKeys": [{"name": "Data", "type": "S"}], "projection": "KEYS_ONLY", "items": 1},
                     {"name": "LSI1", "kind": "LSI", "partitionKey": {"name": "PK", "type": "S"},
                      "sortKey": {"name": "Amount", "type": "N"}, "partitionKeys": [{"name": "PK", "type": "S"}],
                      "sortKeys": [{"name": "Amount", "type": "N"}], "projection": "INCLUDE", "items": 1}]}],
                 "accessPatterns": [{"name": "By data", "table": "Orders", "index": "GSI1", "operation": "Query"}]}
                """);
        assertThat(info).isEqualTo(expected);
    }

    @Test
    void info_whenText_summarisesTablesIndexesAndPatterns() throws Exception {
        int exit = run("info", sparseModel().toString());

        assertThat(exit).isZero();
        assertThat(out.toString())
                .contains("Model Shop: 1 table(s), 1 access pattern(s)")
                .contains("GSI GSI1")
                .contains("1 of 3 items")
                .contains("Query");
    }

    private Path multiAttributeModel() throws Exception {
        KeySchema byMatch = KeySchema.of(List.of(KeyAttribute.of("tournament", ScalarType.S),
                KeyAttribute.of("season", ScalarType.N)), List.of(KeyAttribute.of("round", ScalarType.N)));
        Table table = Table.of("Matches", KeySchema.of(KeyAttribute.of("PK", ScalarType.S)))
                .withIndexes(List.of(SecondaryIndex.gsi("ByMatch", byMatch, Projection.all())), List.of());
        Path file = temp.resolve("matches.json");
        ModelFiles.write(new Model("Games", ModelMetadata.of(""), List.of(table), List.of(), null), file);
        return file;
    }

    @Test
    void info_whenJsonAndGsiKeyIsMultiAttribute_listsEveryAttributeAndNoSinglePartitionKey() throws Exception {
        int exit = run("info", multiAttributeModel().toString(), "--json");

        assertThat(exit).isZero();
        JsonNode index = new ObjectMapper().readTree(out.toString()).get("tables").get(0).get("indexes").get(0);
        assertThat(index.get("partitionKey").isNull()).as("two attributes: no single partitionKey").isTrue();
        assertThat(index.get("sortKey").get("name").asText()).isEqualTo("round");
        assertThat(index.get("partitionKeys").toString())
                .isEqualTo("[{\"name\":\"tournament\",\"type\":\"S\"},{\"name\":\"season\",\"type\":\"N\"}]");
        assertThat(index.get("sortKeys")).hasSize(1);
    }

    @Test
    void info_whenTextAndGsiKeyIsMultiAttribute_showsEveryAttribute() throws Exception {
        int exit = run("info", multiAttributeModel().toString());

        assertThat(exit).isZero();
        assertThat(out.toString()).contains("HASH tournament (S) + season (N), RANGE round (N)");
    }

    @Test
    void info_whenFileMissing_printsOneLineAndExits1() {
        int exit = run("info", temp.resolve("none.json").toString());

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString().trim()).isEqualTo("error: " + temp.resolve("none.json") + ": no such file");
    }

    @Test
    void info_whenPatternNamesBeginWithTheirNumber_printsEachNumberOnce() {
        int exit = run("info", "models/hr-oe.json");

        assertThat(exit).isZero();
        assertThat(out.toString()).contains("   5. Query      HR-OE/GSI2  Show all orders in OPEN status")
                .doesNotContain("5. Show all orders")
                .contains("  14. Query      HR-OE/GSI1  Get account reps ranked by order total");
    }

    @Test
    void info_whenPatternNamesCarryOtherNumbers_keepsThemAndAlignsTheColumns() {
        int exit = run("info", "models/gaming.json");

        assertThat(exit).isZero();
        assertThat(out.toString())
                .contains("   1. Query      GamePlayer                 Denormalized 1. Get game details")
                .contains("  10. Query      GamePlayerOverloaded/GSI2  Alternative 3. Get the games");
    }
}
