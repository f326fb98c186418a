package dev.tablewright.formats.imports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.formats.export.TableDefinitions;
import dev.tablewright.formats.export.TerraformExporter;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.IndexKind;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Terraform's aws_dynamodb_table read with hcl4j: a configuration written from the AWS provider's
 * arguments, table by table and index by index, and the Terraform export of every model read back.
 */
class TerraformImportTest {
    private static final Path BOOKINGS = Path.of("src/test/resources/imports/terraform/bookings.tf");
    private static final Path MESSAGING = Path.of("src/test/resources/imports/terraform/messaging.tf");
    private static final Path INVENTORY = Path.of("src/test/resources/imports/terraform/inventory.tf");

    @TempDir
    Path temp;

    static Stream<Model> models() throws Exception {
        List<Model> models = new ArrayList<>();
        for (String file : List.of("models/hr-oe.json", "models/gaming.json", "models/person-records.json")) {
            models.add(ModelFiles.read(Path.of(file)).model());
        }
        try (Stream<Path> files = Files.list(Path.of("src/test/resources/reference/workbench-models"))) {
            for (Path file : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                models.add(ModelFiles.read(file).model());
            }
        }
        models.add(CloudFormationImportTest.everything());
        return models.stream();
    }

    @ParameterizedTest
    @MethodSource("models")
    void read_whenTerraformExportReadBack_equalsTheModelsSchemaWithoutAutoScaling(Model model) throws Exception {
        Path file = temp.resolve("main.tf");
        Files.writeString(file, TerraformExporter.toHcl(model));

        ImportedModel imported = ModelImports.read(file);

        assertThat(imported.format()).isEqualTo(ImportFormat.TERRAFORM);
        assertThat(imported.model().tables()).as("tables of %s", model.name())
                .isEqualTo(model.tables().stream().map(TableDefinitions::schemaOf).map(TerraformImportTest::withoutScaling).toList());
        boolean scaled = model.tables().stream().anyMatch(t -> t.capacity() != null
                && (t.capacity().readScaling() != null || t.capacity().writeScaling() != null));
        assertThat(imported.leftOut().stream().anyMatch(line -> line.contains("auto scaling is not read")))
                .as("auto scaling named as left out").isEqualTo(scaled && model.tables().stream()
                        .anyMatch(t -> t.effectiveBillingMode() == BillingMode.PROVISIONED));
    }

    @Test
    void read_whenHandWrittenConfiguration_readsEveryArgument() throws Exception {
        ImportedModel imported = ModelImports.read(BOOKINGS);
        Model model = imported.model();

        assertThat(model.tables()).extracting(Table::name).as("the SNS topic left alone, variables resolved")
                .containsExactly("bookings-staging", "rates");
        Table bookings = model.tables().get(0);
        assertThat(bookings.keySchema()).isEqualTo(KeySchema.of(KeyAttribute.of("hotelId", ScalarType.S),
                KeyAttribute.of("bookingId", ScalarType.S)));
        assertThat(bookings.billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(bookings.capacity()).as("read_capacity from var.reads' default").isEqualTo(ProvisionedCapacity.of(12, 6));
        assertThat(bookings.globalSecondaryIndexes()).containsExactly(
                new SecondaryIndex("ByGuest", IndexKind.GSI, KeySchema.of(KeyAttribute.of("guestId", ScalarType.S),
                        KeyAttribute.of("checkIn", ScalarType.N)), Projection.include(List.of("hotelName", "nights")),
                        ProvisionedCapacity.of(4, 2), null, null),
                SecondaryIndex.gsi("ByCityStarsCheckIn", KeySchema.of(List.of(KeyAttribute.of("city", ScalarType.S),
                        KeyAttribute.of("stars", ScalarType.N)), List.of(KeyAttribute.of("checkIn", ScalarType.N))),
                        Projection.keysOnly()));
        assertThat(bookings.localSecondaryIndexes()).containsExactly(SecondaryIndex.lsi("ByCheckIn",
                KeySchema.of(KeyAttribute.of("hotelId", ScalarType.S), KeyAttribute.of("checkIn", ScalarType.N)),
                Projection.all()));
        assertThat(bookings.settings()).isEqualTo(new TableSettings("expiresAt", TableSettings.StreamViewType.NEW_IMAGE,
                true, TableSettings.TableClass.STANDARD_INFREQUENT_ACCESS, null, null, true, 14,
                new TableSettings.Encryption(TableSettings.Encryption.KeyType.AWS_MANAGED, null),
                Map.of("Team", "stays", "Environment", "staging")));
        Table rates = model.tables().get(1);
        assertThat(rates.settings()).isEqualTo(new TableSettings(null, null, false, null,
                new TableSettings.Throughput(300L, 40L), new TableSettings.Throughput(12000L, 4000L), false, null,
                new TableSettings.Encryption(TableSettings.Encryption.KeyType.OWNED, null), Map.of()));
        assertThat(imported.leftOut()).containsExactly(
                "variable kms_key has no default: what it sets is left at its default",
                "aws_dynamodb_table.bookings.server_side_encryption: kms_key_arn is a variable or reference that cannot be "
                        + "resolved; left at the AWS managed key");
    }

    @Test
    void read_whenChatConfiguration_keepsEachGsisOwnMaximaAndNamesTheReplica() throws Exception {
        ImportedModel imported = ModelImports.read(MESSAGING);
        Model model = imported.model();

        assertThat(model.tables()).extracting(Table::name).containsExactly("chat-messages-prod", "chat-channels");
        Table messages = model.tables().get(0);
        assertThat(messages.keySchema()).isEqualTo(KeySchema.of(KeyAttribute.of("channelId", ScalarType.S),
                KeyAttribute.of("sentAt", ScalarType.N)));
        assertThat(messages.billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(messages.capacity()).isNull();
        assertThat(messages.globalSecondaryIndexes()).containsExactly(
                SecondaryIndex.gsi("ByAuthor", KeySchema.of(KeyAttribute.of("authorId", ScalarType.S),
                        KeyAttribute.of("sentAt", ScalarType.N)), Projection.keysOnly()),
                SecondaryIndex.gsi("ByThread", KeySchema.of(KeyAttribute.of("threadId", ScalarType.S),
                        KeyAttribute.of("sentAt", ScalarType.N)), Projection.include(List.of("body", "authorId"))),
                SecondaryIndex.gsi("ByAttachment", KeySchema.of(KeyAttribute.of("attachment", ScalarType.B)),
                        Projection.all()));
        assertThat(messages.localSecondaryIndexes()).isEmpty();
        assertThat(messages.settings()).as("a GSI's own on-demand maximum and warm throughput, per index")
                .isEqualTo(new TableSettings("purgeAt", TableSettings.StreamViewType.NEW_AND_OLD_IMAGES, false, null,
                        new TableSettings.Throughput(5000L, 2000L), null, true, null, null, Map.of("Product", "chat"),
                        Map.of("ByAuthor", new TableSettings.IndexThroughput(new TableSettings.Throughput(800L, 400L),
                                new TableSettings.Throughput(15000L, 5000L)))));
        Table channels = model.tables().get(1);
        assertThat(channels.keySchema()).isEqualTo(KeySchema.of(KeyAttribute.of("channelId", ScalarType.S)));
        assertThat(channels.billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(channels.capacity()).isEqualTo(ProvisionedCapacity.of(5, 5));
        assertThat(channels.settings()).isEqualTo(new TableSettings(null, null, false,
                TableSettings.TableClass.STANDARD, null, null, false, null,
                new TableSettings.Encryption(TableSettings.Encryption.KeyType.AWS_MANAGED, null), Map.of()));
        assertThat(imported.leftOut()).as("what the model cannot hold, one line each")
                .containsExactly("aws_dynamodb_table.messages.replica is not held by a model");
    }

    @Test
    void read_whenInventoryConfiguration_readsLsisAndNamesImportAndRestoreSources() throws Exception {
        ImportedModel imported = ModelImports.read(INVENTORY);
        Model model = imported.model();

        assertThat(model.tables()).extracting(Table::name).as("a local value resolved").containsExactly("stock-eu", "suppliers");
        Table stock = model.tables().get(0);
        KeyAttribute sku = KeyAttribute.of("sku", ScalarType.S);
        assertThat(stock.keySchema()).isEqualTo(KeySchema.of(sku, KeyAttribute.of("warehouse", ScalarType.S)));
        assertThat(stock.localSecondaryIndexes()).containsExactly(
                SecondaryIndex.lsi("ByQuantity", KeySchema.of(sku, KeyAttribute.of("quantity", ScalarType.N)),
                        Projection.include(List.of("bin"))),
                SecondaryIndex.lsi("ByReorderDate", KeySchema.of(sku, KeyAttribute.of("reorderBy", ScalarType.S)),
                        Projection.keysOnly()));
        assertThat(stock.globalSecondaryIndexes()).containsExactly(SecondaryIndex.gsi("BySupplier",
                KeySchema.of(KeyAttribute.of("supplier", ScalarType.S), KeyAttribute.of("reorderBy", ScalarType.S)),
                Projection.all()));
        assertThat(stock.settings()).isEqualTo(new TableSettings(null, TableSettings.StreamViewType.KEYS_ONLY, false,
                null, null, null, false, null, null, Map.of()));
        Table suppliers = model.tables().get(1);
        assertThat(suppliers.billingMode()).as("billing_mode left out is PROVISIONED, as in the provider")
                .isEqualTo(BillingMode.PROVISIONED);
        assertThat(suppliers.capacity()).isEqualTo(ProvisionedCapacity.of(3, 1));
        assertThat(suppliers.settings()).as("a TTL that is not enabled is no TTL").isEqualTo(TableSettings.none());
        assertThat(imported.leftOut()).containsExactly(
                "aws_dynamodb_table.stock.import_table is not held by a model",
                "aws_dynamodb_table.suppliers.restore_source_name is not held by a model",
                "aws_dynamodb_table.suppliers.restore_to_latest_time is not held by a model");
    }

    @Test
    void read_whenExportOfAModelWithEachGsisOwnMaxima_givesThemBack() throws Exception {
        Model chat = ModelImports.read(MESSAGING).model();
        Path file = temp.resolve("chat.tf");
        Files.writeString(file, TerraformExporter.toHcl(chat));

        ImportedModel again = ModelImports.read(file);

        assertThat(again.model().tables()).isEqualTo(chat.tables());
        assertThat(again.leftOut()).isEmpty();
    }

    @Test
    void read_whenTheBlockNeverCloses_failsInOneLine() throws Exception {
        Path none = temp.resolve("none.tf");
        Files.writeString(none, "resource \"aws_dynamodb_table\" \"x\" {\n  name = \"x\"\n");

        assertThatThrownBy(() -> ModelImports.read(none)).isInstanceOf(ImportException.class)
                .hasMessage(none + ": the configuration has no aws_dynamodb_table resource");
    }

    private static Table withoutScaling(Table t) {
        ProvisionedCapacity c = t.capacity();
        return c == null ? t : new Table(t.name(), t.keySchema(), t.nonKeyAttributes(), t.globalSecondaryIndexes(),
                t.localSecondaryIndexes(), t.facets(), t.items(), t.billingMode(),
                ProvisionedCapacity.of(c.readCapacityUnits(), c.writeCapacityUnits()), t.extras(), t.settings());
    }
}
