package dev.tablewright.capacity;

import dev.tablewright.engine.CapacityUnits;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class WriteShardPlannerTest {
    private static WriteShardPlan.Inputs inputs(long items, double fraction, double size, Double writes) {
        return new WriteShardPlan.Inputs(items, fraction, size, WriteShardPlanner.PARTITION_RCU,
                WriteShardPlanner.DEFAULT_PADDING, writes, WriteShardPlanner.PARTITION_WCU);
    }

    @Test
    void plan_whenSeedExample_gives16_48000_600000_12point5_13_15() {
        WriteShardPlan plan = WriteShardPlanner.plan(inputs(3_000_000, 0.20, 250, null));

        assertThat(plan.itemsPerRcu()).isEqualTo(16);
        assertThat(plan.partitionMaxReadRate()).isEqualTo(48_000);
        assertThat(plan.requiredReads()).isEqualTo(600_000);
        assertThat(plan.rawShards()).isEqualTo(12.5);
        assertThat(plan.shards()).isEqualTo(13);
        assertThat(plan.paddedShards()).isEqualTo(15);
        assertThat(plan.steps()).containsExactly(
                "ItemsPerRCU = floor(4096 / 250) = 16",
                "PartitionMaxReadRate = 3,000 x 16 = 48,000 items/s",
                "RequiredReads = 3,000,000 x 0.2 = 600,000 items",
                "RawShards = 600,000 / 48,000 = 12.5",
                "Shards = ceil(12.5) = 13",
                "PaddedShards = ceil(13 x 1.15) = 15");
    }

    @Test
    void plan_whenItemsOver4Kb_readsAFractionOfAnItemPerUnit() {
        WriteShardPlan plan = WriteShardPlanner.plan(inputs(100_000, 1.0, 10_000, null));

        assertThat(plan.itemsPerRcu()).isEqualTo(1.0 / 3);
        assertThat(plan.partitionMaxReadRate()).isEqualTo(1000.0, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(plan.shards()).isEqualTo(100);
    }

    @Test
    void plan_whenWriteRateGiven_checksOnePartitionsWriteLimit() {
        WriteShardPlan plan = WriteShardPlanner.plan(inputs(3_000_000, 0.2, 1500, 700.0));

        assertThat(plan.writeSide().wcuPerItem()).isEqualTo(2);
        assertThat(plan.writeSide().wcuPerSecond()).isEqualTo(1400);
        assertThat(plan.writeSide().exceedsOnePartition()).isTrue();
        assertThat(plan.writeSide().shardsForWrites()).isEqualTo(2);
        assertThat(plan.steps()).last().asString().contains("needs at least 2 shards");
    }

    @Test
    void plan_whenFewItems_needsOneShard() {
        WriteShardPlan plan = WriteShardPlanner.plan(inputs(10, 0.5, 100, null));

        assertThat(plan.shards()).isEqualTo(1);
        assertThat(plan.paddedShards()).isEqualTo(2);
    }

    @Test
    void plan_whenFractionOutOfRange_saysWhich() {
        assertThatThrownBy(() -> WriteShardPlanner.plan(inputs(10, 1.5, 100, null)))
                .hasMessage("the hot fraction must be between 0 and 1");
    }

    @Test
    void units_whenReadAndWritten_roundAsDynamoDbDoes() {
        assertThat(CapacityUnits.getItem(4096, CapacityUnits.ReadKind.STRONG)).isEqualTo(1);
        assertThat(CapacityUnits.getItem(4097, CapacityUnits.ReadKind.EVENTUAL)).isEqualTo(1);
        assertThat(CapacityUnits.queryPage(0, CapacityUnits.ReadKind.EVENTUAL)).isEqualTo(0.5);
        assertThat(CapacityUnits.queryPage(9000, CapacityUnits.ReadKind.TRANSACTIONAL)).isEqualTo(6);
        assertThat(CapacityUnits.write(0, 1025, false, 0)).isEqualTo(2);
        assertThat(CapacityUnits.write(3000, 100, false, 2)).isEqualTo(5);
        assertThat(CapacityUnits.write(100, 100, true, 1)).isEqualTo(4);
    }
}
