package dev.tablewright.capacity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.ReadConsistency;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class CapacityPlannerTest {
    private static Model gaming() throws Exception {
        return ModelFiles.read(Path.of("models/gaming.json")).model();
    }

    @Test
    void plan_whenGamingModel_costsEachPatternAtItsFrequency() throws Exception {
        CapacityPlan plan = CapacityPlanner.plan(gaming(), Prices.defaults());

        assertThat(plan.patterns()).hasSize(14);
        CapacityPlan.PatternCost gameDetails = plan.patterns().get(0);
        assertThat(gameDetails.frequencyPerSecond()).isEqualTo(2000);
        assertThat(gameDetails.unitsPerCall()).isEqualTo(0.5);
        assertThat(gameDetails.unitsPerSecond()).isEqualTo(1000);
        assertThat(gameDetails.partitionUtilization()).isCloseTo(1000.0 / 3000, within(1e-9));
        CapacityPlan.PatternCost update = plan.patterns().get(4);
        assertThat(update.write()).isTrue();
        assertThat(update.unitsPerCall()).as("the table and both GSIs").isEqualTo(3.0);
        assertThat(update.hottestPartitionUnitsPerSecond()).as("one write unit on the item's partition").isEqualTo(100);
    }

    @Test
    void plan_whenMonthCosted_usesThePriceTable() throws Exception {
        CapacityPlan plan = CapacityPlanner.plan(gaming(), Prices.defaults());

        double rcu = plan.targets().stream().mapToDouble(CapacityPlan.TargetLoad::rcuPerSecond).sum();
        double onDemandReads = plan.cost().lines().stream().filter(l -> l.charge().equals("on-demand reads"))
                .mapToDouble(CapacityPlan.CostLine::monthly).sum();
        assertThat(onDemandReads).isCloseTo(rcu * 730 * 3600 / 1e6 * 0.125, within(1e-6));
        assertThat(plan.cost().provisionedRcu()).isGreaterThanOrEqualTo((long) Math.ceil(rcu / 0.7));
    }

    @Test
    void plan_whenStrongReadsOnOneGameTripled_warnsAboutThePartition() throws Exception {
        Model model = gaming();
        AccessPattern first = model.accessPatterns().get(0);
        AccessPattern hot = new AccessPattern(first.name(), first.description(), first.table(), first.index(),
                first.operation(), first.partitionKeys(), first.sortKeys(), first.parameters(), first.filterExpression(),
                first.updateExpression(), first.conditionExpression(), first.expressionAttributeNames(),
                first.expressionAttributeValues(), first.item(), first.projection(), first.scanIndexForward(),
                first.limit(), ReadConsistency.STRONG, first.fanOut(), 6000);

        CapacityPlan plan = CapacityPlanner.plan(model.withAccessPatterns(List.of(hot)), Prices.defaults());

        assertThat(plan.warnings()).singleElement().asString()
                .contains("6,000 RCU per second on one partition key value, over the 3,000 a partition serves");
    }
}
