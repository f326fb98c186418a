package dev.tablewright.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.dynamo.live.LiveTable;
import dev.tablewright.dynamo.live.ReadRequest;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.SortCondition;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The query form on a table whose GSI has two partition-key and two sort-key attributes; no toolkit. */
class QueryFormViewModelTest {
    static final KeySchema SALES_KEYS = KeySchema.of(
            List.of(KeyAttribute.of("tenant", ScalarType.S), KeyAttribute.of("region", ScalarType.S)),
            List.of(KeyAttribute.of("year", ScalarType.N), KeyAttribute.of("month", ScalarType.N)));

    private final QueryFormViewModel form = new QueryFormViewModel();

    static Table sales(String name) {
        return Table.of(name, KeySchema.of(KeyAttribute.of("id", ScalarType.S)))
                .withIndexes(List.of(SecondaryIndex.gsi("ByTenant", SALES_KEYS, Projection.all())), List.of());
    }

    @BeforeEach
    void setUp() {
        form.setTable(new LiveTable(sales("Sales"), "ACTIVE", 0, 0, "PAY_PER_REQUEST"));
        form.viewProperty().set("ByTenant");
    }

    private static List<String> labels(List<QueryKeyFields.Field> fields) {
        return fields.stream().map(f -> f.labelProperty().get()).toList();
    }

    private void type(String tenant, String region, String year, String month) {
        QueryKeyFields keys = form.keyFields();
        keys.partition().get(0).valueProperty().set(tenant);
        keys.partition().get(1).valueProperty().set(region);
        keys.sort().get(0).valueProperty().set(year);
        keys.sort().get(1).valueProperty().set(month);
    }

    @Test
    void viewProperty_whenTheGsiHasTwoAndTwoKeyAttributes_showsOneFieldPerAttribute() {
        assertThat(labels(form.keyFields().partition())).containsExactly("tenant (S)", "region (S)");
        assertThat(labels(form.keyFields().sort())).containsExactly("year (N)", "month (N)");
        assertThat(form.keyFields().hasSortKeyProperty().get()).isTrue();

        form.viewProperty().set(QueryFormViewModel.BASE);

        assertThat(labels(form.keyFields().partition())).containsExactly("id (S)");
        assertThat(form.keyFields().sort()).hasSize(1);
        assertThat(form.keyFields().hasSortKeyProperty().get()).isFalse();
    }

    @Test
    void build_whenEveryPartitionValueAndTheFirstSortValue_putsTheOperatorOnTheFirstSortAttribute() {
        type("T1", "EU", "2025", "");
        form.sortOperatorProperty().set(KeyOperator.GE);

        ReadRequest request = form.build();

        assertThat(request.index()).isEqualTo("ByTenant");
        assertThat(request.key()).isEqualTo(new KeyCondition(
                List.of(new KeyCondition.Equality("tenant", AttributeValue.s("T1")),
                        new KeyCondition.Equality("region", AttributeValue.s("EU"))),
                List.of(SortCondition.of("year", KeyOperator.GE, AttributeValue.n("2025")))));
        assertThat(request.keyConditionWithNames()).isEqualTo("tenant = :kp AND region = :kp_2 AND year >= :ks");
    }

    @Test
    void build_whenBothSortValuesAreGiven_comparesTheLeadingOneWithEquals() {
        type("T1", "EU", "2025", "6");
        form.sortOperatorProperty().set(KeyOperator.BETWEEN);
        form.sortValue2Property().set("9");

        ReadRequest request = form.build();

        assertThat(request.key().sortConditions()).containsExactly(
                SortCondition.of("year", KeyOperator.EQ, AttributeValue.n("2025")),
                SortCondition.between("month", AttributeValue.n("6"), AttributeValue.n("9")));
        assertThat(request.keyConditionWithNames())
                .isEqualTo("tenant = :kp AND region = :kp_2 AND year = :ks AND month BETWEEN :ks_2 AND :ks_2_2");
    }

    @Test
    void build_whenNoOperatorIsChosen_queriesThePartitionOnly() {
        type("T1", "EU", "2025", "");

        assertThat(form.build().key().sortConditions()).isEmpty();
    }

    @Test
    void build_whenAPartitionValueIsMissing_namesTheEmptyAttribute() {
        type("T1", "", "", "");

        assertThatThrownBy(form::build).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a Query gives every partition-key attribute a value: region is empty");
    }

    @Test
    void build_whenALeadingSortValueIsSkipped_asksForIt() {
        type("T1", "EU", "", "6");
        form.sortOperatorProperty().set(KeyOperator.EQ);

        assertThatThrownBy(form::build).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("sort-key attribute year comes before month: give it a value too");
    }

    @Test
    void build_whenASortValueHasTheWrongType_namesTheAttribute() {
        type("T1", "EU", "2025", "June");
        form.sortOperatorProperty().set(KeyOperator.EQ);

        assertThatThrownBy(form::build).isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("month: ");
    }

    @Test
    void build_whenNoPartitionValueButAnOperator_asksForEveryPartitionAttribute() {
        type("", "", "2025", "");
        form.sortOperatorProperty().set(KeyOperator.EQ);

        assertThatThrownBy(form::build).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a sort-key condition needs a partition-key value (tenant, region)");
    }

    @Test
    void build_whenNoKeyValueIsGiven_isAScanOfTheIndex() {
        ReadRequest request = form.build();

        assertThat(request.isQuery()).isFalse();
        assertThat(request.describe()).isEqualTo("Scan Sales (ByTenant)");
    }

    @Test
    void fill_whenTheRequestHasEveryKeyAttribute_givesTheSameRequestBack() {
        type("T1", "EU", "2025", "6");
        form.sortOperatorProperty().set(KeyOperator.LT);
        ReadRequest request = form.build();
        form.setTable(new LiveTable(sales("Sales"), "ACTIVE", 0, 0, "PAY_PER_REQUEST"));

        form.fill(request);

        assertThat(form.keyFields().partition().get(1).valueProperty().get()).isEqualTo("EU");
        assertThat(form.keyFields().sort().get(1).valueProperty().get()).isEqualTo("6");
        assertThat(form.build()).isEqualTo(request);
    }
}
