package dev.tablewright.ui.editing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import dev.tablewright.edit.EditHistory;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.IndexKind;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The index and access pattern forms on multi-attribute GSI keys, without a toolkit. */
class MultiAttributeFormsTest {
    private static final KeySchema BY_STORE = KeySchema.of(
            List.of(KeyAttribute.of("Region", ScalarType.S), KeyAttribute.of("Store", ScalarType.S)),
            List.of(KeyAttribute.of("Year", ScalarType.N), KeyAttribute.of("Status", ScalarType.S)));

    private static Model model() {
        Table shop = Table.of("Shop", KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.S)))
                .withIndexes(List.of(SecondaryIndex.gsi("ByStore", BY_STORE, Projection.all())), List.of());
        return new Model("Shop", null, List.of(shop), List.of(), null);
    }

    @Test
    void index_whenGsiGetsMoreKeyAttributes_buildsAMultiAttributeKeyAsAnUndoableEdit() {
        Model before = model();
        IndexDefinitionViewModel form = IndexDefinitionViewModel.add(before, before.tables().get(0));
        form.nameProperty().set("ByRegion");
        form.partitionKeyProperty().set("Region");
        form.addPartitionKey();
        form.partitionKeys().get(1).nameProperty().set("Store");
        form.sortKeyProperty().set("Year");
        form.sortTypeProperty().set(ScalarType.N);
        form.addSortKey();
        form.addSortKey();
        form.sortKeys().get(1).nameProperty().set("Status");
        assertThat(form.messageProperty().get()).isEqualTo("Name sort-key attribute 3 or remove its row");
        form.sortKeys().get(2).nameProperty().set("Total");
        form.sortKeys().get(2).typeProperty().set(ScalarType.N);

        FormViewModel.Result result = form.result().orElseThrow();

        SecondaryIndex index = result.model().tables().get(0).findIndex("ByRegion").orElseThrow();
        assertThat(index.keySchema().partitionKeys()).extracting(KeyAttribute::name).containsExactly("Region", "Store");
        assertThat(index.keySchema().sortKeys()).extracting(KeyAttribute::name, KeyAttribute::type)
                .containsExactly(tuple("Year", ScalarType.N),
                        tuple("Status", ScalarType.S),
                        tuple("Total", ScalarType.N));
        EditHistory history = new EditHistory();
        history.reset(before, true);
        history.record(result.label(), result.model());
        assertThat(history.undoLabel()).isEqualTo("Add GSI ByRegion");
        assertThat(history.undo()).contains(before);
    }

    @Test
    void index_whenFourOfAPartAlready_addsNoMoreAndRemovingMovesTheRestUp() {
        Model m = model();
        IndexDefinitionViewModel form = IndexDefinitionViewModel.add(m, m.tables().get(0));
        for (int i = 0; i < 5; i++) {
            form.addPartitionKey();
        }
        assertThat(form.partitionKeys()).hasSize(4);
        assertThat(form.canAddPartitionKeyProperty().get()).isFalse();
        form.partitionKeys().get(1).nameProperty().set("B");
        form.partitionKeys().get(2).nameProperty().set("C");

        form.removeKey(form.partitionKeys().get(1));

        assertThat(form.partitionKeys()).extracting(r -> r.nameProperty().get()).containsExactly("", "C", "");
    }

    @Test
    void index_whenLsiHasMoreThanOneSortKeyAttribute_refusesIt() {
        Model m = model();
        IndexDefinitionViewModel form = IndexDefinitionViewModel.edit(m, m.tables().get(0),
                m.tables().get(0).findIndex("ByStore").orElseThrow());
        assertThat(form.partitionKeys()).hasSize(2);
        assertThat(form.sortKeys()).hasSize(2);

        form.kindProperty().set(IndexKind.LSI);

        assertThat(form.canAddSortKeyProperty().get()).isFalse();
        assertThat(form.messageProperty().get())
                .isEqualTo("An LSI has one partition-key and at most one sort-key attribute; remove the others");
    }

    @Test
    void pattern_whenIndexHasTwoPlusTwoKeys_offersAFieldPerAttributeAndEqualityBeforeTheLast() {
        Model m = model();
        AccessPatternFormViewModel form = AccessPatternFormViewModel.add(m);
        form.nameProperty().set("1. Open orders of a store");
        form.operationProperty().set(Operation.Query);
        assertThat(form.keys().partitionKeys()).hasSize(1);

        form.indexProperty().set("ByStore");

        assertThat(form.keys().partitionKeys()).extracting(r -> r.attributeProperty().get())
                .containsExactly("Region", "Store");
        assertThat(form.keys().sortKeys()).extracting(r -> r.attributeProperty().get())
                .containsExactly("Year", "Status");
        form.keys().partitionKeys().get(0).templateProperty().set("eu");
        assertThat(form.messageProperty().get()).isEqualTo("Query needs a value for partition-key attribute Store");
        form.keys().partitionKeys().get(1).templateProperty().set("s1");
        form.keys().sortKeys().get(1).operatorProperty().set(KeyOperator.BEGINS_WITH);
        form.keys().sortKeys().get(1).valueProperty().set("OP");
        assertThat(form.messageProperty().get())
                .isEqualTo("Sort-key attribute Year comes before Status: give it an = condition");
        form.keys().sortKeys().get(0).operatorProperty().set(KeyOperator.EQ);
        form.keys().sortKeys().get(0).valueProperty().set("2024");

        AccessPattern p = form.result().orElseThrow().model().findPattern("1. Open orders of a store").orElseThrow();

        assertThat(p.partitionKeys()).containsExactly(KeyTemplate.of("eu"), KeyTemplate.of("s1"));
        assertThat(p.sortKeys()).containsExactly(SortKeyCondition.of(KeyOperator.EQ, "2024"),
                SortKeyCondition.of(KeyOperator.BEGINS_WITH, "OP"));
        AccessPatternFormViewModel again = AccessPatternFormViewModel.edit(
                form.result().orElseThrow().model(), p);
        assertThat(again.keys().sortKeys()).extracting(r -> r.valueProperty().get()).containsExactly("2024", "OP");
        assertThat(again.result()).as("nothing changed").isEmpty();
    }
}
