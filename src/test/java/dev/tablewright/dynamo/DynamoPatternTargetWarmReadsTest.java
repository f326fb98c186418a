package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class DynamoPatternTargetWarmReadsTest {

    @Test
    void warmReads_whenHrOeOnTheEmbeddedLocal_queriesTheTableAndEachIndexOnce() throws Exception {
        Model model = ModelFiles.read(Path.of("models/hr-oe.json")).model();

        try (DynamoPatternTarget target = (DynamoPatternTarget) DynamoPatternTarget.open(Connection.embedded(), 10)) {
            DynamoPatternTarget.WarmReads warmed = target.warmReads(model);
            assertThat(warmed.queries()).isEqualTo(indexCount(model) + model.tables().size()).isEqualTo(3);
            // 16 at once, as a fanned-out run sends them; each reads one item of a partition the model has
            assertThat(warmed.sent()).isEqualTo(DynamoPatternTarget.PARALLELISM);
            assertThat(warmed.items()).isEqualTo(warmed.sent());
        }
        assertThat(EmbeddedLocal.client(null).listTables().tableNames()).contains("HR-OE");
    }

    @Test
    void warmReads_whenAMultiAttributeKeyModel_givesEveryPartitionKeyAttributeAValue() throws Exception {
        Model model = ModelFiles.read(Path.of("models/tournaments.json")).model();

        try (DynamoPatternTarget target = (DynamoPatternTarget) DynamoPatternTarget.open(Connection.embedded(), 10)) {
            // DynamoDB Local refuses a Query that leaves out one of a key's partition attributes
            DynamoPatternTarget.WarmReads warmed = target.warmReads(model);
            assertThat(warmed.queries()).isEqualTo(indexCount(model) + model.tables().size());
            assertThat(warmed.items()).as("a partition each index holds, read").isEqualTo(warmed.sent());
        }
    }

    private static int indexCount(Model model) {
        return model.tables().stream().mapToInt(t -> t.indexes().size()).sum();
    }
}
