package dev.tablewright.ui.deploy;

import dev.tablewright.app.EmbeddedDeployService;
import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.ui.common.TaskExecutor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The Deploy tab's "Apply migration plan" on the embedded DynamoDB Local, without a toolkit. */
class DeployMigrationTest {
    private static Model model(List<SecondaryIndex> gsis) {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            items.add(Item.of(Map.of("PK", new AttributeValue.S("K" + i), "Group", new AttributeValue.S("G" + i % 7))));
        }
        Table table = Table.of("DeployTabMigration", KeySchema.of(KeyAttribute.of("PK", ScalarType.S)))
                .withIndexes(gsis, List.of()).withItems(items);
        return new Model("DeployTabMigration", ModelMetadata.of(""), List.of(table), List.of(), null);
    }

    @Test
    void migrate_whenAnIndexWasAddedSinceTheSave_createsItOnTheDeployedTable() {
        EmbeddedDeployService embedded = new EmbeddedDeployService();
        Model saved = model(List.of());
        Model now = model(List.of(SecondaryIndex.gsi("ByGroup", KeySchema.of(KeyAttribute.of("Group", ScalarType.S)),
                Projection.keysOnly())));
        embedded.deploy(saved, ExistingTables.REPLACE, DeployListener.NONE, CancelToken.create());
        DeployViewModel deploy = new DeployViewModel(TaskExecutor.sameThread(), embedded, () -> now);
        deploy.useSaved(() -> saved);

        deploy.migrate();

        assertThat(deploy.failedProperty().get()).as("outcome: %s", deploy.outcomeProperty().get()).isFalse();
        assertThat(deploy.outcomeProperty().get()).startsWith("Migrated embedded DynamoDB Local")
                .contains("1 of 1 steps run");
        var live = DynamoClients.open(Connection.embedded()).client()
                .describeTable(b -> b.tableName("DeployTabMigration")).table();
        assertThat(live.globalSecondaryIndexes()).extracting(g -> g.indexName()).containsExactly("ByGroup");
    }

    @Test
    void migrate_whenTheModelWasNeverSaved_asksForASaveAndSendsNothing() {
        Model now = model(List.of());
        DeployViewModel deploy = new DeployViewModel(TaskExecutor.sameThread(), new EmbeddedDeployService(), () -> now);

        deploy.migrate();

        assertThat(deploy.failedProperty().get()).isTrue();
        assertThat(deploy.outcomeProperty().get()).startsWith("Save the model first");
        assertThat(deploy.runningProperty().get()).isFalse();
    }
}
