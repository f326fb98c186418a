package dev.tablewright.formats.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.DynamoJson;
import dev.tablewright.formats.export.CdkExporter.Options;
import dev.tablewright.formats.export.CdkExporter.RemovalPolicy;
import dev.tablewright.model.Extras;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a CDK app embeds of a model's items: all of them up to the bounds, and one line for the rest. */
class CdkExporterTest {
    private static Table table(String name, int count, int padding) {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            items.add(DynamoJson.parseItem("{\"id\":{\"S\":\"" + name + "-" + i + "\"},\"pad\":{\"S\":\""
                    + "x".repeat(padding) + "\"}}"));
        }
        return Table.of(name, KeySchema.of(KeyAttribute.of("id", ScalarType.S))).withItems(items);
    }

    private static Model model(Table... tables) {
        return new Model("Bounds", ModelMetadata.of(""), List.of(tables), List.of(), Extras.none());
    }

    private static long writes(String stack, String table) {
        return stack.lines().filter(l -> l.startsWith("  {\"id\":{\"S\":\"" + table + "-")).count();
    }

    @Test
    void write_whenItemsExceedTheCount_embedsTheFirstThousandAndSaysWhatIsLeftOut() {
        Model model = model(table("Orders", 700, 10), table("Events", 500, 10));

        CdkExporter.App app = CdkExporter.write(model, ExportFormat.CDK_TYPESCRIPT, new Options(RemovalPolicy.RETAIN, true));

        String stack = app.files().get("lib/bounds-stack.ts");
        assertThat(writes(stack, "Orders")).as("all of the first table's items").isEqualTo(700);
        assertThat(writes(stack, "Events")).as("the second table's, up to 1,000 in all").isEqualTo(300);
        assertThat(app.notes()).singleElement().asString()
                .startsWith("left out 200 of 500 items of Events: a CDK app embeds at most 1000 items and 256 KB of them");
    }

    @Test
    void write_whenItemsExceedTheBytes_stopsBefore256KiB() {
        // each item is 4,038 bytes of compact DynamoDB JSON: 64 fit in 262,144
        Model model = model(table("Blobs", 100, 4000));

        CdkExporter.App app = CdkExporter.write(model, ExportFormat.CDK_JAVA, new Options(RemovalPolicy.RETAIN, true));

        String items = app.files().get("items/BlobsTable.json");
        assertThat(items.length()).as("bytes of items embedded").isLessThanOrEqualTo(CdkExporter.MAX_ITEM_BYTES + 1000);
        assertThat(items.lines().filter(l -> l.startsWith("{")).count()).as("items embedded").isEqualTo(64);
        assertThat(app.notes()).singleElement().asString().startsWith("left out 36 of 100 items of Blobs:");
    }

    @Test
    void write_whenItemsHoldBinaryValues_leavesThemOutWithOneLine() {
        Table table = table("Files", 3, 1);
        List<Item> items = new ArrayList<>(table.allItems());
        items.add(DynamoJson.parseItem("{\"id\":{\"S\":\"Files-b\"},\"data\":{\"B\":\"AQID\"}}"));
        items.add(DynamoJson.parseItem("{\"id\":{\"S\":\"Files-n\"},\"meta\":{\"M\":{\"parts\":{\"L\":["
                + "{\"S\":\"a\"},{\"BS\":[\"AQ==\"]}]}}}}"));
        items.add(DynamoJson.parseItem("{\"id\":{\"S\":\"Files-m\"},\"meta\":{\"M\":{\"B\":{\"S\":\"a name, not a type\"}}}}"));

        CdkExporter.App app = CdkExporter.write(model(table.withItems(items)), ExportFormat.CDK_TYPESCRIPT,
                new Options(RemovalPolicy.RETAIN, true));

        String stack = app.files().get("lib/bounds-stack.ts");
        assertThat(writes(stack, "Files")).as("the items without binary values, a map member named B included")
                .isEqualTo(4);
        assertThat(stack).doesNotContain("Files-b").doesNotContain("Files-n").contains("Files-m");
        assertThat(app.notes()).singleElement().asString().startsWith("left out the items holding binary values (2 of Files)");
    }

    @Test
    void write_whenModelNameStartsWithADigit_namesTheStackWithALetterFirst() {
        Model model = new Model("2026 plan", ModelMetadata.of(""), List.of(table("Orders", 1, 1)), List.of(), Extras.none());

        CdkExporter.App app = CdkExporter.write(model, ExportFormat.CDK_TYPESCRIPT, new Options(RemovalPolicy.RETAIN, false));

        assertThat(app.files()).containsKey("lib/model2026-plan-stack.ts");
        assertThat(app.files().get("bin/app.ts")).contains("new Model2026PlanStack(app, 'Model2026Plan');");
    }

    @Test
    void write_whenWithoutItems_embedsNoneAndSaysNothing() {
        CdkExporter.App app = CdkExporter.write(model(table("Orders", 5, 1)), ExportFormat.CDK_JAVA,
                new Options(RemovalPolicy.SNAPSHOT, false));

        assertThat(app.files()).doesNotContainKey("items/OrdersTable.json");
        assertThat(app.files().get("src/main/java/com/myorg/BoundsStack.java"))
                .contains(".removalPolicy(RemovalPolicy.SNAPSHOT)").doesNotContain("writeItems");
        assertThat(app.notes()).isEmpty();
    }
}
