package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EmbeddedWarmUpTest {

    @Test
    void run_whenNotCancelled_startsLocalAndLeavesNoScratchTable() {
        int steps = EmbeddedWarmUp.run(CancelToken.create());

        assertThat(steps).isEqualTo(5);
        assertThat(EmbeddedLocal.isStarted(null)).isTrue();
        assertThat(EmbeddedLocal.client(null).listTables().tableNames())
                .noneMatch(name -> name.startsWith(EmbeddedWarmUp.TABLE_PREFIX));
    }

    @Test
    void run_whenCancelledBefore_doesNothing() {
        CancelToken cancel = CancelToken.create();
        cancel.cancel();

        assertThat(EmbeddedWarmUp.run(cancel)).isZero();
    }
}
