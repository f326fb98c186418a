package dev.tablewright.formats;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.AutoScaling;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Extras;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.ReadConsistency;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.ShardSpec;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Everything Tablewright adds to a Workbench file survives a save and a load. */
class ExtensionRoundTripTest {
    @TempDir
    Path temp;

    static Model everyFeature() {
        KeyAttribute pk = KeyAttribute.of("PK", ScalarType.S);
        KeyAttribute sk = KeyAttribute.of("SK", ScalarType.S);
        Map<String, AttributeValue> all = new LinkedHashMap<>();
        all.put("PK", AttributeValue.s("ORDER#1"));
        all.put("SK", AttributeValue.s("CUST#9"));
        all.put("Amount", AttributeValue.n("-12.50"));
        all.put("Blob", AttributeValue.b(Binary.of(new byte[] {0, (byte) 0xFF, 7})));
        all.put("Paid", AttributeValue.bool(true));
        all.put("Nothing", AttributeValue.nul());
        all.put("Lines", AttributeValue.l(List.of(AttributeValue.s("a"), AttributeValue.n(2))));
        all.put("Address", AttributeValue.m(Map.of("City", AttributeValue.s("Zürich 🏔"))));
        all.put("Tags", AttributeValue.ss(List.of("x", "y")));
        all.put("Scores", AttributeValue.ns(List.of("1", "2.5")));
        all.put("Keys", AttributeValue.bs(List.of(Binary.of(new byte[] {1}))));
        all.put("GSI-Bucket", AttributeValue.n(3));
        Item order = Item.of(all);
        Facet orders = new Facet("Order", "OrderID", "CustomerID", KeyTemplate.of("ORDER#${OrderID}"),
                KeyTemplate.of("CUST#${CustomerID}"), List.of("Amount", "Paid"), List.of(order), "#E8590C",
                Map.of("Amount", "#{number.numberBetween '1','500'}"), Extras.none());
        SecondaryIndex gsi1 = new SecondaryIndex("GSI1", dev.tablewright.model.IndexKind.GSI,
                KeySchema.of(sk, KeyAttribute.of("Data", ScalarType.S)), Projection.include(List.of("Amount")),
                ProvisionedCapacity.of(3, 4), null, Extras.none());
        SecondaryIndex gsi2 = SecondaryIndex.gsi("GSI2",
                        KeySchema.of(KeyAttribute.of("GSI-Bucket", ScalarType.N), KeyAttribute.of("Data", ScalarType.S)),
                        Projection.keysOnly())
                .withShards(new ShardSpec("GSI-Bucket", 15, "OrderID"));
        SecondaryIndex lsi = SecondaryIndex.lsi("ByAmount", KeySchema.of(pk, KeyAttribute.of("Amount", ScalarType.N)),
                Projection.all());
        Table table = new Table("Orders", KeySchema.of(pk, sk),
                List.of(new AttributeDefinition("Amount", AttributeType.N)), List.of(gsi1, gsi2), List.of(lsi),
                List.of(orders), List.of(), BillingMode.PROVISIONED,
                new ProvisionedCapacity(5, 6, new AutoScaling(1, 10, 70, "role"), null), Extras.none());
        AccessPattern query = AccessPattern.builder("Open orders by date", "Orders", Operation.Query)
                .description("Fan out over the 15 buckets")
                .index("GSI2")
                .partitionKey("${bucket}")
                .sortKey(SortKeyCondition.between("OPEN#${from}", "OPEN#${to}"))
                .parameters(List.of(Parameter.of("from", "2018-01-01"), new Parameter("to", "2018-12-31", "end")))
                .filter("#a > :min")
                .names(Map.of("#a", "Amount"))
                .values(Map.of(":min", TemplateValue.of(AttributeType.N, "${min}")))
                .projection(List.of("PK", "Data"))
                .scanIndexForward(false)
                .limit(25)
                .consistency(ReadConsistency.STRONG)
                .fanOut(new ShardFanOut("bucket", 0, 14))
                .frequency(12.5)
                .build();
        AccessPattern update = AccessPattern.builder("Update amount", "Orders", Operation.UpdateItem)
                .partitionKey("ORDER#${id}")
                .sortKey(SortKeyCondition.of(dev.tablewright.model.KeyOperator.EQ, "CUST#${customer}"))
                .update("SET Amount = :a")
                .condition("attribute_exists(PK)")
                .values(Map.of(":a", TemplateValue.of(AttributeType.N, "${amount}")))
                .item(Map.of("Note", TemplateValue.of(AttributeType.S, "${note}")))
                .frequency(100)
                .build();
        return new Model("Every feature", ModelMetadata.of("a model using every field"), List.of(table),
                List.of(query, update), Extras.none());
    }

    @Test
    void write_whenModelUsesEveryExtension_readsBackEqual() throws Exception {
        Model model = everyFeature();
        Path file = temp.resolve("every.json");

        ModelFiles.write(model, file);

        assertThat(ModelFiles.read(file).model()).isEqualTo(model);
    }

    @Test
    void write_whenModelUsesExtensions_keepsThemInOneBlockWorkbenchIgnores() throws Exception {
        Path file = temp.resolve("every.json");
        ModelFiles.write(everyFeature(), file);

        JsonNode json = new ObjectMapper().readTree(file.toFile());

        assertThat(json.get("ModelMetadata").get("Version").asText()).isEqualTo("3.0");
        assertThat(json.get("DataModel").get(0).has("LocalSecondaryIndexes")).isFalse();
        assertThat(json.get("Tablewright").get("Tables").get("Orders").get("LocalSecondaryIndexes")).hasSize(1);
        assertThat(json.get("Tablewright").get("AccessPatterns")).hasSize(2);
        assertThat(json.get("Tablewright").get("AccessPatterns").get(1).has("ScanIndexForward"))
                .as("defaults are left out").isFalse();
    }

    @Test
    void write_whenModelHasNoExtensions_writesNoBlock() throws Exception {
        Path file = temp.resolve("plain.json");
        Model plain = new Model("Plain", ModelMetadata.of(""),
                List.of(Table.of("Things", KeySchema.of(KeyAttribute.of("id", ScalarType.S)))), List.of(), null);

        ModelFiles.write(plain, file);

        assertThat(Files.readString(file)).doesNotContain("Tablewright");
    }

    @Test
    void read_whenFileRead_recordsPositionsOfTablesItemsAndPatterns() throws Exception {
        Path file = temp.resolve("every.json");
        ModelFiles.write(everyFeature(), file);

        LoadedModel loaded = ModelFiles.read(file);

        assertThat(loaded.positionOf("DataModel[0].TableFacets[0].TableData[0].SK")).isPresent();
        assertThat(loaded.positionOf("Tablewright.AccessPatterns[1].SortKey")).isPresent();
        assertThat(loaded.positionOf("DataModel[0].TableFacets[0].TableData[0].Address.M.City"))
                .as("falls back to the nearest recorded path")
                .isEqualTo(loaded.positionOf("DataModel[0].TableFacets[0].TableData[0].Address"));
    }

    @Test
    void positionOf_whenAskedAfterTheRead_pointsAtTheLineInTheFile() throws Exception {
        Path file = temp.resolve("lines.json");
        ModelFiles.write(everyFeature(), file);
        LoadedModel loaded = ModelFiles.read(file);

        Position at = loaded.positionOf("DataModel[0].TableFacets[0].TableData[0].SK").orElseThrow();

        String line = Files.readAllLines(file).get(at.line() - 1);
        assertThat(line).contains("\"SK\"");
        assertThat(line.substring(at.column() - 1)).as(line).startsWith("{");
    }

    @Test
    void positionOf_whenTheFileChangedSinceTheRead_givesNoneRatherThanWrongPlaces() throws Exception {
        Path file = temp.resolve("changed.json");
        ModelFiles.write(everyFeature(), file);
        LoadedModel loaded = ModelFiles.read(file);
        Files.writeString(file, "\n\n" + Files.readString(file));

        assertThat(loaded.positionOf("DataModel[0].TableFacets[0].TableData[0].SK")).isEmpty();
        assertThat(loaded.model()).as("the model read before the change").isEqualTo(everyFeature());
    }
}
