package dev.tablewright.ui.editing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.IndexKind;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The table, index, facet, access pattern and sample data forms, without a toolkit, on HR-OE. */
class DefinitionFormsTest {
    private static Model model;
    private static Table table;

    @BeforeAll
    static void load() throws Exception {
        model = ModelFiles.read(Path.of("models/hr-oe.json")).model();
        table = model.tables().get(0);
    }

    @Test
    void table_whenRenamed_renamesItInItsPatternsToo() {
        TableDefinitionViewModel form = TableDefinitionViewModel.edit(model, table);
        assertThat(form.result()).as("nothing changed yet").isEmpty();

        form.nameProperty().set("HR-OE-2");

        FormViewModel.Result result = form.result().orElseThrow();
        assertThat(result.label()).isEqualTo("Edit table HR-OE-2");
        assertThat(result.model().tables()).extracting(Table::name).containsExactly("HR-OE-2");
        assertThat(result.model().accessPatterns()).extracting(AccessPattern::table).containsOnly("HR-OE-2");
        assertThat(result.model().tables().get(0).allItems()).hasSize(109);
    }

    @Test
    void table_whenNameBreaksDynamoRules_saysWhy() {
        TableDefinitionViewModel form = TableDefinitionViewModel.add(model);
        form.nameProperty().set("ab");
        assertThat(form.messageProperty().get()).contains("3 to 255 characters");
        form.nameProperty().set(table.name());
        assertThat(form.messageProperty().get()).isEqualTo("The model already has a table named " + table.name());
        form.nameProperty().set("Orders");
        form.sortKeyProperty().set("PK");
        assertThat(form.messageProperty().get()).isEqualTo("The sort key must differ from the partition key");
        form.sortKeyProperty().set("");
        assertThat(form.result().orElseThrow().model().findTable("Orders").orElseThrow().keySchema().hasSortKey()).isFalse();
    }

    @Test
    void index_whenAddedWithInclude_projectsThoseAttributes() {
        IndexDefinitionViewModel form = IndexDefinitionViewModel.add(model, table);
        assertThat(form.nameProperty().get()).isEqualTo("GSI3");
        form.partitionKeyProperty().set("Email");
        form.projectionProperty().set(ProjectionType.INCLUDE);
        assertThat(form.messageProperty().get()).startsWith("INCLUDE names at least one");
        form.includedProperty().set("Phone, SK");
        assertThat(form.messageProperty().get()).startsWith("SK is a key attribute");
        form.includedProperty().set("Phone, DepartmentID");

        FormViewModel.Result result = form.result().orElseThrow();

        assertThat(result.label()).isEqualTo("Add GSI GSI3");
        SecondaryIndex index = result.model().tables().get(0).findIndex("GSI3").orElseThrow();
        assertThat(index.projection().nonKeyAttributes()).containsExactly("Phone", "DepartmentID");
    }

    @Test
    void index_whenKeyTypeClashesWithAnotherIndex_refusesIt() {
        IndexDefinitionViewModel form = IndexDefinitionViewModel.add(model, table);
        form.partitionKeyProperty().set("Data");
        form.partitionTypeProperty().set(ScalarType.N);

        assertThat(form.messageProperty().get()).isEqualTo(
                "Data is of type S in the table's other keys; an index cannot make it N");
    }

    @Test
    void index_whenLsi_takesTheTablePartitionKeyAndNeedsASortKey() {
        IndexDefinitionViewModel form = IndexDefinitionViewModel.add(model, table);
        form.nameProperty().set("LSI1");
        form.kindProperty().set(IndexKind.LSI);
        assertThat(form.partitionKeyProperty().get()).isEqualTo("PK");
        assertThat(form.messageProperty().get()).isEqualTo("An LSI needs a sort key");
        form.sortKeyProperty().set("Data");

        assertThat(form.result().orElseThrow().model().tables().get(0).localSecondaryIndexes())
                .extracting(SecondaryIndex::name).containsExactly("LSI1");
    }

    @Test
    void index_whenGsi1Renamed_patternsOnItFollow() {
        IndexDefinitionViewModel form = IndexDefinitionViewModel.edit(model, table, table.findIndex("GSI1").orElseThrow());
        form.nameProperty().set("ByData");

        Model after = form.result().orElseThrow().model();

        assertThat(after.tables().get(0).indexes()).extracting(SecondaryIndex::name).containsExactly("ByData", "GSI2");
        long before = model.accessPatterns().stream().filter(p -> "GSI1".equals(p.index())).count();
        assertThat(before).isPositive();
        assertThat(after.accessPatterns().stream().filter(p -> "ByData".equals(p.index())).count()).isEqualTo(before);
    }

    @Test
    void facet_whenEdited_keepsItsItemsAndChecksTheColour() {
        FacetEditorViewModel form = FacetEditorViewModel.edit(model, table, table.findFacet("Employee").orElseThrow());
        form.colorProperty().set("blue");
        assertThat(form.messageProperty().get()).startsWith("A colour is written #RRGGBB");
        form.colorProperty().set("#112233");
        form.partitionAliasProperty().set("EmpID");
        form.partitionTemplateProperty().set("HR-${EmpID");
        assertThat(form.messageProperty().get()).contains("without closing it");
        form.partitionTemplateProperty().set("HR-${EmpID}");

        FormViewModel.Result result = form.result().orElseThrow();

        var facet = result.model().tables().get(0).findFacet("Employee").orElseThrow();
        assertThat(result.label()).isEqualTo("Edit facet Employee");
        assertThat(facet.color()).isEqualTo("#112233");
        assertThat(facet.partitionKeyAlias()).isEqualTo("EmpID");
        assertThat(facet.partitionKeyTemplate().text()).isEqualTo("HR-${EmpID}");
        assertThat(facet.items()).isEqualTo(table.findFacet("Employee").orElseThrow().items());
    }

    @Test
    void pattern_whenOpenedAndSaved_roundTripsEveryField() {
        for (AccessPattern pattern : model.accessPatterns()) {
            AccessPatternFormViewModel form = AccessPatternFormViewModel.edit(model, pattern);
            assertThat(form.messageProperty().get()).as(pattern.name()).isEmpty();
            form.descriptionProperty().set(pattern.description() + " (edited)");

            AccessPattern after = form.result().orElseThrow().model().findPattern(pattern.name()).orElseThrow();

            assertThat(after).as(pattern.name()).usingRecursiveComparison().ignoringFields("description").isEqualTo(pattern);
        }
    }

    @Test
    void pattern_whenNew_needsDeclaredParametersAndAPartitionKey() {
        AccessPatternFormViewModel form = AccessPatternFormViewModel.add(model);
        form.nameProperty().set("15. Employees by email");
        form.operationProperty().set(Operation.Query);
        assertThat(form.messageProperty().get()).startsWith("Query needs a partition key value");
        form.indexProperty().set("GSI1");
        form.partitionKeyProperty().set("${email}");
        assertThat(form.messageProperty().get()).contains("uses ${email}, which is not a parameter");
        form.addParameter().nameProperty().set("email");
        form.parameters().get(0).defaultValueProperty().set("john.smith@example.com");
        form.sortOperatorProperty().set(KeyOperator.BETWEEN);
        form.sortValueProperty().set("A");
        assertThat(form.messageProperty().get()).isEqualTo("BETWEEN needs an upper value too");
        form.sortUpperProperty().set("Z");
        form.valuesProperty().set(":s = X y");
        assertThat(form.messageProperty().get()).startsWith("Each expression value is a line 'name = TYPE template'");
        form.valuesProperty().set(":s = S OPEN");
        form.limitProperty().set("0");
        assertThat(form.messageProperty().get()).startsWith("Limit is a whole number");
        form.limitProperty().set("25");
        form.fanOutProperty().set("bucket 14..0");
        assertThat(form.messageProperty().get()).startsWith("A shard fan-out is written 'parameter first..last'");
        form.fanOutProperty().set("");

        FormViewModel.Result result = form.result().orElseThrow();

        assertThat(result.label()).isEqualTo("Add access pattern 15. Employees by email");
        AccessPattern p = result.model().findPattern("15. Employees by email").orElseThrow();
        assertThat(p.index()).isEqualTo("GSI1");
        assertThat(p.defaults()).containsEntry("email", "john.smith@example.com");
        assertThat(p.limit()).isEqualTo(25);
        assertThat(p.sortKey().upper().text()).isEqualTo("Z");
        assertThat(result.model().accessPatterns()).hasSize(model.accessPatterns().size() + 1);
    }

    @Test
    void sampleData_whenSameSeed_addsTheSameItemsToTheFacet() {
        Model persons = readQuietly("models/person-records.json");
        Table personTable = persons.tables().get(0);
        SampleDataViewModel form = new SampleDataViewModel(persons, personTable, null);
        assertThat(form.facets()).isNotEmpty();
        String facet = form.facetProperty().get();
        form.countProperty().set("0");
        assertThat(form.messageProperty().get()).startsWith("How many items");
        form.countProperty().set("5");

        FormViewModel.Result first = form.result().orElseThrow();
        FormViewModel.Result again = new SampleDataViewModel(persons, personTable, facet).result().orElseThrow();

        assertThat(first.label()).isEqualTo("Generate 5 sample items for " + facet);
        int before = personTable.findFacet(facet).orElseThrow().items().size();
        var items = first.model().tables().get(0).findFacet(facet).orElseThrow().items();
        assertThat(items).hasSize(before + 5);
        assertThat(again.model().tables().get(0).findFacet(facet).orElseThrow().items().subList(0, before + 5))
                .isEqualTo(items);
    }

    private static Model readQuietly(String file) {
        try {
            return ModelFiles.read(Path.of(file)).model();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
