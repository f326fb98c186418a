package dev.tablewright.capacity;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.Model;
import dev.tablewright.testing.TransactionModels;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class TransactionCapacityTest {
    private static CapacityPlan.PatternCost cost(CapacityPlan plan, String name) {
        return plan.patterns().stream().filter(c -> c.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no cost for " + name + " in " + plan.patterns() + "; warnings "
                        + plan.warnings()));
    }

    @Test
    void plan_whenTransactWriteItems_chargesEachActionTwiceOnItsOwnTable() throws Exception {
        CapacityPlan plan = CapacityPlanner.plan(TransactionModels.tickets(10), Prices.defaults());

        CapacityPlan.PatternCost register = cost(plan, "register_user");
        assertThat(register.actions()).as("one cost per action").hasSize(2);
        assertThat(register.actions().get(0).table()).isEqualTo("Users");
        assertThat(register.actions().get(1).table()).isEqualTo("EmailLookup");
        assertThat(register.actions().get(0).unitsPerCall()).as("a new 1 KB-or-less user, 2 WCU").isEqualTo(2);
        assertThat(register.unitsPerCall()).as("2 + 2").isEqualTo(4);
        assertThat(register.write()).isTrue();

        CapacityPlan.PatternCost close = cost(plan, "close_account");
        assertThat(close.actions().get(0).unitsPerCall()).as("the 2 KB user deleted: 2 blocks at 2").isEqualTo(4);
        assertThat(close.unitsPerCall()).isEqualTo(6);

        CapacityPlan.PatternCost assign = cost(plan, "assign_ticket");
        assertThat(assign.actions().get(0).operation()).isEqualTo("ConditionCheck");
        assertThat(assign.actions().get(0).unitsPerCall()).as("a ConditionCheck reads the 2 KB user: one 4 KB block at 2")
                .isEqualTo(2);
        assertThat(assign.actions().get(0).write()).as("a ConditionCheck loads reads").isFalse();
        assertThat(assign.actions().get(1).unitsPerCallByTarget()).as("the update changes the GSI key: the table and "
                + "the index, each twice").containsKeys("", "AssigneeQueue");
    }

    @Test
    void plan_whenTransactGetItems_chargesEachGetTwoUnitsPer4Kb() throws Exception {
        CapacityPlan plan = CapacityPlanner.plan(TransactionModels.tickets(10), Prices.defaults());

        CapacityPlan.PatternCost get = cost(plan, "get_user_and_email");
        assertThat(get.write()).isFalse();
        assertThat(get.actions()).extracting(CapacityPlan.PatternCost::unitsPerCall).containsExactly(2.0, 2.0);
        assertThat(get.itemsRead()).as("both items found").isEqualTo(2);
        assertThat(get.unitsPerSecond()).isEqualTo(40);
    }

    @Test
    void plan_whenTransactions_loadEachActionsTable() throws Exception {
        CapacityPlan plan = CapacityPlanner.plan(TransactionModels.tickets(10), Prices.defaults());

        CapacityPlan.TargetLoad email = plan.targets().stream().filter(t -> t.table().equals("EmailLookup")
                && t.index() == null).findFirst().orElseThrow();
        // register_user 2 + close_account 2 (the 1 KB lookup deleted), each 10 a second
        assertThat(email.wcuPerSecond()).as("EmailLookup is written only by transactions' second actions")
                .isEqualTo(40);
        // get_email_owner (strong, 1) and get_user_and_email's second Get (2), 10 a second each
        assertThat(email.rcuPerSecond()).isEqualTo(30);
        assertThat(plan.warnings()).as("every transaction runs with its defaults").noneMatch(w -> w.contains("cannot be run"));
    }

    @Test
    void project_whenTransactionsHitOneKey_countEachActionsKey() throws Exception {
        Model model = TransactionModels.tickets(300);
        var runs = dev.tablewright.patterns.SampleRuns.of(model);
        CapacityPlan plan = CapacityPlanner.plan(runs, Prices.defaults(), Instant.now());
        LoadProjection projection = LoadProjector.project(runs, plan, Prices.defaults(), Instant.now());

        LoadProjection.KeyLoad email = projection.hottest().stream()
                .filter(k -> k.table().equals("EmailLookup") && k.index() == null).findFirst().orElseThrow();
        assertThat(email.patterns()).as("the transactions' actions on EmailLookup load its key")
                .anyMatch(p -> p.startsWith("register_user"));
        assertThat(email.wcuPerSecond()).as("register_user and close_account, 2 WCU each, 300 a second")
                .isEqualTo(1200);
    }
}
