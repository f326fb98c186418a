package dev.tablewright.formats.imports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.model.BillingMode;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** SAM's AWS::Serverless::SimpleTable, written from SAM's specification of it, read by import-cfn's reader. */
class SamSimpleTableImportTest {
    private static final Path PHOTOS = Path.of("src/test/resources/imports/sam/photos.yaml");
    private static final Path LINKS = Path.of("src/test/resources/imports/sam/links.yaml");

    @Test
    void read_whenSimpleTablesBesideATable_readsEachTableInOrder() throws Exception {
        Model model = CloudFormationImporter.read(PHOTOS);

        assertThat(model.tables()).extracting(Table::name)
                .as("three SimpleTables and one AWS::DynamoDB::Table, the function left out")
                .containsExactly("Sessions", "albums-dev", "thumbnails", "photo-index");
        assertThat(model.metadata().description()).isEqualTo("a photo-sharing backend written with SAM");
    }

    @Test
    void read_whenSimpleTableHasNoProperties_hasKeyIdOfTypeStringOnDemand() throws Exception {
        Table sessions = CloudFormationImporter.read(PHOTOS).findTable("Sessions").orElseThrow();

        assertThat(sessions.keySchema()).as("SAM's default PrimaryKey").isEqualTo(KeySchema.of(KeyAttribute.of("id", ScalarType.S)));
        assertThat(sessions.billingMode()).as("no ProvisionedThroughput: PAY_PER_REQUEST").isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(sessions.capacity()).isNull();
        assertThat(sessions.indexes()).isEmpty();
        assertThat(sessions.settings()).isEqualTo(TableSettings.none());
    }

    @Test
    void read_whenSimpleTableHasEveryProperty_keepsKeyThroughputEncryptionPitrAndTags() throws Exception {
        Table albums = CloudFormationImporter.read(PHOTOS).findTable("albums-dev").orElseThrow();

        assertThat(albums.keySchema()).isEqualTo(KeySchema.of(KeyAttribute.of("albumNumber", ScalarType.N)));
        assertThat(albums.billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(albums.capacity()).isEqualTo(ProvisionedCapacity.of(7, 3));
        assertThat(albums.settings().encryption()).as("SSEEnabled true: the AWS managed KMS key")
                .isEqualTo(new TableSettings.Encryption(TableSettings.Encryption.KeyType.AWS_MANAGED, null));
        assertThat(albums.settings().pointInTimeRecovery()).isTrue();
        assertThat(albums.settings().tags()).as("SAM's Tags map, in order").containsExactly(
                Map.entry("team", "photos"), Map.entry("cost-centre", "4411"));
        assertThat(CloudFormationImporter.read(PHOTOS).findTable("thumbnails").orElseThrow().keySchema())
                .isEqualTo(KeySchema.of(KeyAttribute.of("digest", ScalarType.B)));
    }

    @Test
    void read_whenGlobalsSetSimpleTableProperties_eachTableTakesThemUnlessItSetsItsOwn() throws Exception {
        Model model = CloudFormationImporter.read(LINKS);

        assertThat(model.tables()).extracting(Table::name).as("TableName from a parameter's default")
                .containsExactly("short-links", "link-clicks");
        Table links = model.tables().get(0);
        assertThat(links.keySchema()).isEqualTo(KeySchema.of(KeyAttribute.of("slug", ScalarType.S)));
        assertThat(links.billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(links.settings().encryption()).as("Globals: SimpleTable: SSESpecification")
                .isEqualTo(new TableSettings.Encryption(TableSettings.Encryption.KeyType.AWS_MANAGED, null));
        Table clicks = model.tables().get(1);
        assertThat(clicks.keySchema()).isEqualTo(KeySchema.of(KeyAttribute.of("clickId", ScalarType.N)));
        assertThat(clicks.capacity()).isEqualTo(ProvisionedCapacity.of(2, 10));
        assertThat(clicks.settings().encryption()).as("the table's own SSEEnabled: false wins over Globals")
                .isEqualTo(new TableSettings.Encryption(TableSettings.Encryption.KeyType.OWNED, null));
    }

    @Test
    void read_whenPrimaryKeyTypeUnknown_failsNamingLineAndType() {
        Path file = Path.of("src/test/resources/imports/sam/bad-key-type.yaml");

        assertThatThrownBy(() -> CloudFormationImporter.read(file)).isInstanceOf(ImportException.class)
                .hasMessage(file + ":7: Sessions.PrimaryKey: Type 'Text' is not String, Number or Binary");
    }
}
