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
            assertThat(target.warmReads(model)).isEqualTo(indexCount(model) + model.tables().size()).isEqualTo(3);
        }
        assertThat(EmbeddedLocal.client(null).listTables().tableNames()).contains("HR-OE");
    }

    @Test
    void warmReads_whenAMultiAttributeKeyModel_givesEveryPartitionKeyAttributeAValue() throws Exception {
        Model model = ModelFiles.read(Path.of("models/tournaments.json")).model();

        try (DynamoPatternTarget target = (DynamoPatternTarget) DynamoPatternTarget.open(Connection.embedded(), 10)) {
            // DynamoDB Local refuses a Query that leaves out one of a key's partition attributes
            assertThat(target.warmReads(model)).isEqualTo(indexCount(model) + model.tables().size());
        }
    }

    private static int indexCount(Model model) {
        return model.tables().stream().mapToInt(t -> t.indexes().size()).sum();
    }
}
