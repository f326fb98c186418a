package dev.tablewright.ui.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DeployException;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.DeployResult;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.testing.DeferredTaskExecutor;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Deploying over scratch tables, and stopping a deploy, without a toolkit. */
class DeployViewModelTest {
    private static final Model MODEL = new Model("Shop", ModelMetadata.of(""), List.of(Table.of("Orders",
            KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.S)))), List.of(), null);

    /** Deploys to the embedded Local where "Orders" exists: refuses unless told to replace or load. */
    private final List<ExistingTables> modes = new ArrayList<>();
    private final DeployService embedded = new DeployService() {
        @Override
        public String target() {
            return "embedded DynamoDB Local";
        }

        @Override
        public Connection connection() {
            return Connection.embedded();
        }

        @Override
        public DeployResult deploy(Model model, ExistingTables existing, DeployListener listener, CancelToken cancel) {
            modes.add(existing);
            if (cancel.isCancelled()) {
                throw new DeployException("cancelled", 0, 0, null) {
                    @Override
                    public boolean cancelled() {
                        return true;
                    }
                };
            }
            if (existing == ExistingTables.REFUSE) {
                throw new DeployException("exists", 0, 0, Map.of("Orders", List.of()), null) {
                    @Override
                    public boolean refused() {
                        return true;
                    }
                };
            }
            return new DeployResult(List.of("Orders"), List.of(), 0, Duration.ofMillis(10), Map.of());
        }
    };

    @Test
    void deploy_afterAPatternRanOnTheSameLocal_replacesItsScratchTablesWithoutAsking() {
        DeployViewModel deploy = new DeployViewModel(TaskExecutor.sameThread(), embedded, () -> MODEL);

        deploy.ranOn(Connection.embedded(), List.of("Orders"));
        assertThat(deploy.scratchNoteProperty().get()).as("the tab says what the deploy will do")
                .contains("scratch tables").contains("Orders").contains("replaces them");
        deploy.deploy();

        assertThat(modes).as("the scratch tables do not block the deploy").containsExactly(ExistingTables.REPLACE);
        assertThat(deploy.failedProperty().get()).isFalse();
        assertThat(deploy.outcomeProperty().get()).startsWith("Deployed to embedded DynamoDB Local");
        assertThat(deploy.scratchNoteProperty().get()).as("deployed tables are no longer scratch").isEmpty();
    }

    @Test
    void deploy_whenTheTablesWereNotMadeByARun_stillAsks() {
        DeployViewModel deploy = new DeployViewModel(TaskExecutor.sameThread(), embedded, () -> MODEL);
        deploy.ranOn(null, List.of("Orders"));

        deploy.deploy();

        assertThat(modes).containsExactly(ExistingTables.REFUSE);
        assertThat(deploy.outcomeProperty().get()).startsWith("Nothing was changed");
        assertThat(deploy.scratchNoteProperty().get()).isEmpty();
    }

    @Test
    void cancel_whileTablesAreBeingCreated_stopsTheBarAndSaysItStopped() {
        DeferredTaskExecutor executor = new DeferredTaskExecutor();
        DeployViewModel deploy = new DeployViewModel(executor, embedded, () -> MODEL);
        deploy.deploy();
        assertThat(deploy.progressProperty().get()).as("indeterminate while creating tables").isNegative();

        deploy.cancel();
        assertThat(deploy.progressProperty().get()).as("no longer indeterminate once stopped").isZero();
        executor.runAll();

        assertThat(deploy.progressProperty().get()).isZero();
        assertThat(deploy.runningProperty().get()).isFalse();
        assertThat(deploy.stepProperty().get()).contains("Stopped");
        assertThat(deploy.outcomeProperty().get()).startsWith("Cancelled.");
    }
}
