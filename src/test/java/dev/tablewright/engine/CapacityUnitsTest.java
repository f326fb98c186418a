package dev.tablewright.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.engine.CapacityUnits.ReadKind;
import org.junit.jupiter.api.Test;

class CapacityUnitsTest {
    @Test
    void pageReadBlocks_whenNothingRead_isNoneOnLocalAndOneOnDynamoDb() {
        assertThat(CapacityUnits.pageReadBlocks(0, Fidelity.DYNAMODB_LOCAL)).isZero();
        assertThat(CapacityUnits.pageReadBlocks(0, Fidelity.DYNAMODB)).isEqualTo(1);
    }

    @Test
    void pageReadBlocks_whenJustOverOneBlock_roundsUpOnBoth() {
        assertThat(CapacityUnits.pageReadBlocks(4097, Fidelity.DYNAMODB_LOCAL)).isEqualTo(2);
        assertThat(CapacityUnits.pageReadBlocks(4097, Fidelity.DYNAMODB)).isEqualTo(2);
    }

    @Test
    void capacitiesRandom_whenEachItemRoundsOnItsOwn_sumsBlocksOfEach() {
        assertThat(Capacities.random(new long[] {0, 4096, 4097}, true)).isEqualTo(1 + 1 + 2);
        assertThat(Capacities.random(new long[] {0, 4097}, false)).isEqualTo(1.5);
        assertThat(Capacities.contiguous(0, false, Fidelity.DYNAMODB)).isEqualTo(ReadKind.EVENTUAL.unitsPerBlock());
    }

    @Test
    void writeBlocks_whenJustOverOneKilobyte_isTwo() {
        assertThat(CapacityUnits.writeBlocks(0)).isEqualTo(1);
        assertThat(CapacityUnits.writeBlocks(1025)).isEqualTo(2);
    }
}
