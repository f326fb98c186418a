package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.export.TableDefinitions;
import dev.tablewright.formats.imports.CloudFormationImporter;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/** GSIs with 1-4 HASH and 1-4 RANGE attributes deployed to DynamoDB Local 3.3.1 and read back by import-table. */
class MultiAttributeKeysDeployTest {
    private static AmazonDynamoDBLocal local;
    private static OpenConnection connection;

    @BeforeAll
    static void start() {
        local = DynamoDBEmbedded.create(null, true);
        connection = OpenConnection.of(Connection.embedded(), local.dynamoDbClient());
    }

    @AfterAll
    static void stop() {
        connection.client().close();
        local.shutdown();
    }

    @Test
    void deployThenImportTable_whenGsisHaveMultiAttributeKeys_givesTheSameDefinitions() throws Exception {
        Model model = CloudFormationImporter.read(Path.of("src/test/resources/import/multi-attribute-gsis.yaml"));
        Table table = model.tables().get(0);

        new Deployer(connection).deploy(model, ExistingTables.REFUSE, DeployListener.NONE, CancelToken.create());
        Table imported = new TableImporter(connection).importTable(table.name(), 0).tables().get(0);

        TableDescription live = connection.client().describeTable(b -> b.tableName(table.name())).table();
        assertThat(live.globalSecondaryIndexes()).hasSize(4);
        assertThat(definition(imported)).isEqualTo(definition(table));
        assertThat(TableDifferences.between(table, imported)).isEmpty();
    }

    /** The definition with indexes in name order (DynamoDB Local lists GSIs in an order of its own). */
    static Table definition(Table table) {
        Table schema = TableDefinitions.schemaOf(table);
        Comparator<SecondaryIndex> byName = Comparator.comparing(SecondaryIndex::name);
        return schema.withIndexes(schema.globalSecondaryIndexes().stream().sorted(byName).toList(),
                schema.localSecondaryIndexes().stream().sorted(byName).toList());
    }

    @Test
    void between_whenOneGsiKeyAttributeIsMissing_namesBothKeys() throws Exception {
        Table table = CloudFormationImporter.read(Path.of("src/test/resources/import/multi-attribute-gsis.yaml"))
                .tables().get(0);
        var gsi = table.globalSecondaryIndexes().get(1);
        var shorter = new SecondaryIndex(gsi.name(), gsi.kind(),
                KeySchema.of(gsi.keySchema().partitionKeys(), gsi.keySchema().sortKeys().subList(0, 1)),
                gsi.projection(), null, null, null);
        List<SecondaryIndex> gsis = new ArrayList<>(table.globalSecondaryIndexes());
        gsis.set(1, shorter);

        assertThat(TableDifferences.between(table.withIndexes(gsis, table.localSecondaryIndexes()), table))
                .containsExactly("global secondary index byPlayerSeason: model keys playerId (B), season (N) + week (N),"
                        + " live keys playerId (B), season (N) + week (N), score (N)");
    }
}
