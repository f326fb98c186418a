package dev.tablewright.ui.shards;

import dev.tablewright.capacity.LoadProjection;
import dev.tablewright.capacity.LoadProjection.IndexFigures;
import dev.tablewright.capacity.WriteShardPlan;
import dev.tablewright.edit.IndexEdits;
import dev.tablewright.model.Model;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.function.Consumer;

/**
 * The calculator's Apply: the model with an index write-sharded over a plan's padded answer, made by
 * {@link IndexEdits#addWriteShards}, or the model kept and the reason given to {@code problems}.
 */
final class ShardApply {
    private ShardApply() {
    }

    static Model apply(Model model, WriteShardPlan current, String why, LoadProjection projection, String tableName,
                       String indexName, String attribute, String hashSource, Consumer<String> problems) {
        if (current == null) {
            problems.accept("The inputs do not give a plan: " + why);
            return model;
        }
        Table table = model.findTable(tableName).orElse(null);
        SecondaryIndex index = table == null ? null : table.findIndex(indexName).orElse(null);
        if (index == null) {
            problems.accept("There is no index " + indexName + " in table " + tableName + ".");
            return model;
        }
        int count = (int) Math.min(Integer.MAX_VALUE, current.paddedShards());
        try {
            if (index.shards() != null) {
                return IndexEdits.addWriteShards(model, tableName, indexName,
                        attribute != null ? attribute : index.shards().attribute(), null, count,
                        hashSource != null ? hashSource : index.shards().hashSource());
            }
            IndexFigures figures = projection == null ? null : projection.index(tableName, indexName).orElse(null);
            if (figures == null || figures.hotValue() == null) {
                problems.accept(tableName + " / " + indexName + " is not write-sharded yet and no busiest partition key "
                        + "value is known for it: give its readers a constant key or its workload a hot fraction.");
                return model;
            }
            return IndexEdits.addWriteShards(model, tableName, indexName,
                    attribute != null ? attribute : index.keySchema().partitionKey().name(), figures.hotValue(), count,
                    hashSource);
        } catch (IllegalArgumentException e) {
            problems.accept("Cannot shard " + tableName + " / " + indexName + ": " + e.getMessage());
            return model;
        }
    }
}
