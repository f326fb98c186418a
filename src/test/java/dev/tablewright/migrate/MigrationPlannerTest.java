package dev.tablewright.migrate;

import dev.tablewright.capacity.Prices;
import dev.tablewright.diff.ModelDiff;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class MigrationPlannerTest {
    private static final KeySchema KEYS = KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.S));
    private static final SecondaryIndex BY_CUSTOMER = SecondaryIndex.gsi("ByCustomer",
            KeySchema.of(KeyAttribute.of("Customer", ScalarType.S)), Projection.all());
    private static final SecondaryIndex BY_STATUS = SecondaryIndex.gsi("ByStatus",
            KeySchema.of(KeyAttribute.of("Status", ScalarType.S)), Projection.keysOnly());

    /** 40 items, 30 of them with a Customer (the index is sparse), each under 1 KB. */
    private static Table orders(List<SecondaryIndex> gsis) {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            Item item = Item.of(Map.of("PK", new AttributeValue.S("O#" + i), "SK", new AttributeValue.S("A"),
                    "Status", new AttributeValue.S("open")));
            items.add(i < 30 ? item.with("Customer", new AttributeValue.S("C#" + (i % 7))) : item);
        }
        return Table.of("Orders", KEYS).withIndexes(gsis, List.of()).withItems(items);
    }

    private static MigrationPlan plan(Table before, Table after, Double rate) {
        Model old = model(before);
        Model now = model(after);
        return new MigrationPlanner(Prices.defaults(), rate).plan(old, now, ModelDiff.between(old, now));
    }

    private static Model model(Table... tables) {
        return new Model("m", ModelMetadata.of(""), List.of(tables), List.of(), null);
    }

    @Test
    void plan_whenAGsiIsAdded_backfillsTheItemsThatHaveItsKey() {
        MigrationPlan plan = plan(orders(List.of()), orders(List.of(BY_CUSTOMER)), 10.0);

        assertThat(plan.steps()).singleElement().satisfies(step -> {
            assertThat(step.kind()).isEqualTo(StepKind.CREATE_INDEX);
            assertThat(step.index()).isEqualTo("ByCustomer");
            assertThat(step.items()).as("only the 30 items with a Customer are in the sparse index").isEqualTo(30);
            assertThat(step.writeUnits()).as("one 1 KB write per entry").isEqualTo(30);
            assertThat(step.cost()).as("30 WRU at $0.625 a million").isCloseTo(30 * 0.625 / 1e6, within(1e-12));
            assertThat(step.seconds()).as("30 items at 10 a second").isCloseTo(3.0, within(1e-9));
        });
    }

    @Test
    void plan_whenTwoGsisAreAdded_createsEachInItsOwnStep() {
        MigrationPlan plan = plan(orders(List.of()), orders(List.of(BY_CUSTOMER, BY_STATUS)), null);

        assertThat(plan.steps()).extracting(MigrationStep::kind, MigrationStep::index).containsExactly(
                org.assertj.core.groups.Tuple.tuple(StepKind.CREATE_INDEX, "ByCustomer"),
                org.assertj.core.groups.Tuple.tuple(StepKind.CREATE_INDEX, "ByStatus"));
        assertThat(plan.steps()).as("no rate given, on demand: time unknown").allMatch(s -> s.seconds() == null);
    }

    @Test
    void plan_whenAProjectionChanges_deletesThenCreatesTheIndex() {
        SecondaryIndex narrower = SecondaryIndex.gsi("ByCustomer", BY_CUSTOMER.keySchema(), Projection.keysOnly());

        MigrationPlan plan = plan(orders(List.of(BY_CUSTOMER)), orders(List.of(narrower)), null);

        assertThat(plan.steps()).extracting(MigrationStep::kind)
                .containsExactly(StepKind.DELETE_INDEX, StepKind.CREATE_INDEX);
    }

    @Test
    void plan_whenBillingChangesWithAnIndex_updatesTheTableBeforeTheIndex() {
        Table provisioned = new Table("Orders", KEYS, List.of(), List.of(BY_CUSTOMER), List.of(), List.of(),
                orders(List.of()).items(), BillingMode.PROVISIONED, dev.tablewright.model.ProvisionedCapacity.of(5, 3),
                null);

        MigrationPlan plan = plan(orders(List.of()), provisioned, null);

        assertThat(plan.steps()).extracting(MigrationStep::kind)
                .containsExactly(StepKind.UPDATE_TABLE, StepKind.CREATE_INDEX);
        assertThat(plan.steps().get(1).seconds()).as("30 WCU at the index's 3 WCU a second").isCloseTo(10.0,
                within(1e-9));
        assertThat(plan.steps().get(1).cost()).as("30 WCU-seconds at $0.00065 a WCU-hour")
                .isCloseTo(30 / 3600.0 * 0.00065, within(1e-12));
    }

    @Test
    void plan_whenTheKeyChangesUnderANewName_createsCopiesVerifiesAndKeepsTheOldTable() {
        Table v2 = new Table("OrdersByCustomer", KeySchema.of(KeyAttribute.of("Customer", ScalarType.S),
                KeyAttribute.of("PK", ScalarType.S)), List.of(), List.of(), List.of(), List.of(), List.of(), null, null, null);
        Model old = model(orders(List.of()));
        Model now = model(v2);

        MigrationPlan plan = new MigrationPlanner(Prices.defaults(), 20.0)
                .plan(old, now, ModelDiff.between(old, now, Map.of("Orders", "OrdersByCustomer")));

        assertThat(plan.steps()).extracting(MigrationStep::kind).containsExactly(StepKind.CREATE_TABLE,
                StepKind.COPY_ITEMS, StepKind.VERIFY_COUNTS, StepKind.KEEP_OLD_TABLE);
        MigrationStep copy = plan.steps().get(1);
        assertThat(copy.source()).isEqualTo("Orders");
        assertThat(copy.items()).as("the 30 items that have a Customer").isEqualTo(30);
        assertThat(copy.seconds()).isCloseTo(1.5, within(1e-9));
        assertThat(plan.warnings()).singleElement().asString().contains("10 of the old model's 40 sample items lack the new key");
        assertThat(plan.blockers()).isEmpty();
    }

    @Test
    void plan_whenTheKeyChangesUnderTheSameName_cannotBeApplied() {
        Table sameName = new Table("Orders", KeySchema.of(KeyAttribute.of("PK", ScalarType.S)), List.of(), List.of(),
                List.of(), List.of(), orders(List.of()).items(), null, null, null);

        MigrationPlan plan = plan(orders(List.of()), sameName, null);

        assertThat(plan.blockers()).singleElement().asString().contains("keeps its name", "OrdersV2");
    }

    @Test
    void plan_whenOnlyModelPartsChange_hasNoSteps() {
        Table fewer = orders(List.of()).withItems(orders(List.of()).items().subList(0, 10));

        assertThat(plan(orders(List.of()), fewer, null).isEmpty()).as("sample items are model-only").isTrue();
    }
}
