package dev.tablewright.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.app.DynamoTablesService;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.ConnectionStore;
import dev.tablewright.dynamo.live.QueryHistory;
import dev.tablewright.dynamo.live.TransactionAction;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Operation;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.formats.export.ItemFormat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The workspace's view-model on the embedded DynamoDB Local, every task on the test's thread. */
class TablesViewModelTest {
    @TempDir
    Path home;
    private final List<String> questions = new ArrayList<>();
    private Model model = new Model("Design", ModelMetadata.of("test"), List.of(), List.of(), null);
    private final List<String> edits = new ArrayList<>();
    private TablesViewModel vm;
    private ConnectionStore store;

    @BeforeEach
    void setUp() {
        store = new ConnectionStore(home);
        vm = new TablesViewModel(TaskExecutor.sameThread(), new DynamoTablesService(store, new QueryHistory(home)),
                new HistoryViewModel.ModelAccess() {
                    @Override
                    public Model model() {
                        return model;
                    }

                    @Override
                    public void edit(String label, Model edited) {
                        edits.add(label);
                        model = edited;
                    }
                });
        vm.setConfirmer((title, message) -> {
            questions.add(title);
            return false;
        });
    }

    private String open(int customers, int orders) {
        String table = LiveFixture.orders(customers, orders);
        vm.refreshTargets();
        vm.tableProperty().set(table);
        return table;
    }

    @Test
    void tableProperty_whenChosen_describesKeysIndexesAndCountAndShowsTheFirstPage() {
        String table = open(3, 50);

        assertThat(vm.targetProperty().get().name()).isEqualTo("Embedded DynamoDB Local");
        assertThat(vm.tables()).contains(table);
        assertThat(vm.detailsProperty().get()).contains("Items: 150", "partition PK (S), sort SK (S)",
                "GSI ByStatus: partition status (S), sort SK (S)");
        assertThat(vm.form().views()).containsExactly("Table", "ByStatus");
        assertThat(vm.pager().rows()).hasSize(100);
        assertThat(vm.errorProperty().get()).isEmpty();
    }

    @Test
    void runForm_whenQueryOnTheIndexWithBeginsWith_showsOnlyItsItems() {
        open(3, 50);
        vm.form().viewProperty().set("ByStatus");
        vm.form().partitionValueProperty().set("OPEN");
        vm.form().sortOperatorProperty().set(KeyOperator.BEGINS_WITH);
        vm.form().sortValueProperty().set("O#000");

        vm.runForm();

        // orders 0, 3, 6, 9 of each of the 3 customers are OPEN with SK O#000x
        assertThat(vm.pager().rows()).hasSize(12)
                .allSatisfy(i -> assertThat(i.get("status")).isEqualTo(AttributeValue.s("OPEN")));
        assertThat(vm.resultCaptionProperty().get()).startsWith("Query ").contains("(ByStatus)");
    }

    @Test
    void runForm_whenAFilterValueIsNotJson_saysWhichFieldInOneLine() {
        open(1, 5);
        vm.form().filterProperty().set("#total > :t");
        vm.form().valuesProperty().set("{:t 3}");

        vm.runForm();

        assertThat(vm.errorProperty().get()).startsWith("Values: ").doesNotContain("\n");
    }

    @Test
    void saveItem_whenEditedAndSaved_writesTheItemAndShowsItAgain() {
        String table = open(1, 5);
        vm.editItem(vm.pager().rows().get(0));
        vm.editor().rows().stream().filter(r -> r.nameProperty().get().equals("status")).findFirst().orElseThrow()
                .valueProperty().set("CANCELLED");

        vm.saveItem();

        assertThat(vm.errorProperty().get()).isEmpty();
        assertThat(LiveFixture.get(table, "C#000", "O#0000").get("status").s()).isEqualTo("CANCELLED");
        assertThat(vm.editor().jsonProperty().get()).contains("CANCELLED");
        assertThat(questions).as("the embedded Local is local: no confirmation").isEmpty();
    }

    @Test
    void saveItem_whenTheConditionFails_showsDynamoDbsReasonInOneLine() {
        String table = open(1, 5);
        vm.editItem(vm.pager().rows().get(0));
        vm.editor().conditionProperty().set("attribute_not_exists(#PK)");

        vm.saveItem();

        assertThat(vm.errorProperty().get()).containsIgnoringCase("conditional").doesNotContain("\n");
        assertThat(LiveFixture.get(table, "C#000", "O#0000")).isNotNull();
    }

    @Test
    void deleteItem_whenDuplicatedThenDeleted_removesOnlyTheCopy() {
        String table = open(1, 5);
        vm.editItem(vm.pager().rows().get(0));
        vm.editor().duplicate();
        vm.editor().rows().stream().filter(r -> r.nameProperty().get().equals("SK")).findFirst().orElseThrow()
                .valueProperty().set("O#copy");
        vm.saveItem();
        assertThat(LiveFixture.get(table, "C#000", "O#copy")).isNotNull();

        vm.editItem(vm.pager().rows().stream().filter(i -> i.get("SK").equals(AttributeValue.s("O#copy")))
                .findFirst().orElseThrow());
        vm.deleteItem();

        assertThat(LiveFixture.get(table, "C#000", "O#copy")).isNull();
        assertThat(LiveFixture.get(table, "C#000", "O#0000")).isNotNull();
    }

    @Test
    void readOnly_whenSet_refusesPutDeleteTransactionsAndPartiqlWrites() {
        String table = open(1, 5);
        vm.readOnlyProperty().set(true);
        vm.editItem(vm.pager().rows().get(0));
        vm.editor().rows().get(0).valueProperty().set("C#new");

        vm.saveItem();
        assertThat(vm.errorProperty().get()).contains("refused", "read-only");
        vm.statementProperty().set("INSERT INTO \"" + table + "\" VALUE {'PK': 'C#p', 'SK': 'O#p'}");
        vm.runStatement();
        assertThat(vm.errorProperty().get()).startsWith("PartiQL INSERT refused");
        vm.statementProperty().set("SELECT * FROM \"" + table + "\"");
        vm.runStatement();

        assertThat(vm.errorProperty().get()).as("a SELECT still reads").isEmpty();
        assertThat(vm.pager().rows()).hasSize(5);
        assertThat(LiveFixture.get(table, "C#new", "O#0000")).isNull();
        assertThat(LiveFixture.get(table, "C#p", "O#p")).isNull();
    }

    @Test
    void service_whenTheViewModelIsBypassed_stillRefusesAWriteOnAReadOnlyConnection() throws Exception {
        DynamoTablesService service = new DynamoTablesService(store, new QueryHistory(home));
        LiveTarget embedded = service.targets().get(0);
        service.setReadOnly(embedded, true);

        org.assertj.core.api.Assertions.assertThatThrownBy(() -> service.statement(embedded.withReadOnly(false),
                        "DELETE FROM \"x\" WHERE PK = 'a'", null))
                .isInstanceOf(TablesService.ReadOnlyException.class)
                .hasMessageContaining("'Embedded DynamoDB Local' is read-only");
    }

    @Test
    void saveItem_whenTheConnectionIsNotLocalAndNotConfirmed_doesNotWrite() throws Exception {
        store.save("prod", Connection.endpoint("http://dynamodb.example.invalid:8000"));
        vm.refreshTargets();
        vm.targetProperty().set(vm.targets().stream().filter(t -> t.name().equals("prod")).findFirst().orElseThrow());
        vm.tableProperty().set(null);

        assertThat(vm.allowWrite("PutItem on Orders")).isFalse();
        assertThat(questions).containsExactly("Write to prod?");
        assertThat(vm.statusProperty().get()).isEqualTo("PutItem on Orders not run: not confirmed");
    }

    @Test
    void runStatement_whenSelectHasManyPages_pagesWithNextToken() {
        String table = open(1, 5);
        vm.statementProperty().set("SELECT * FROM \"" + table + "\" WHERE PK = 'C#000'");

        vm.runStatement();

        assertThat(vm.pager().rows()).hasSize(5);
        assertThat(vm.pager().completeProperty().get()).isTrue();
        assertThat(vm.resultCaptionProperty().get()).startsWith("PartiQL: SELECT");
    }

    @Test
    void runTransaction_whenOneConditionFails_showsEachActionsReason() {
        String table = open(1, 5);
        vm.transaction().add(TransactionAction.Kind.PUT, table,
                "{\"PK\": {\"S\": \"C#tx\"}, \"SK\": {\"S\": \"O#1\"}}");
        vm.transaction().add(TransactionAction.Kind.CONDITION_CHECK, table,
                "{\"PK\": {\"S\": \"C#000\"}, \"SK\": {\"S\": \"O#0000\"}}");
        vm.transaction().actions().get(1).conditionProperty().set("#status = :s");
        vm.transaction().actions().get(1).valuesProperty().set("{\":s\": {\"S\": \"SHIPPED\"}}");

        vm.runTransaction();

        assertThat(vm.transaction().actions()).extracting(a -> a.outcomeProperty().get())
                .containsExactly("None", "ConditionalCheckFailed: The conditional request failed.");
        assertThat(vm.errorProperty().get()).contains("cancelled", "1 of 2 actions");
        assertThat(LiveFixture.get(table, "C#tx", "O#1")).as("all or nothing").isNull();
    }

    @Test
    void saveAsPattern_whenAQueryFromTheHistory_addsItToTheModelAsAnUndoableEdit() throws Exception {
        String table = open(2, 5);
        vm.form().partitionValueProperty().set("C#001");
        vm.form().sortOperatorProperty().set(KeyOperator.GE);
        vm.form().sortValueProperty().set("O#0002");
        vm.runForm();
        QueryHistory.Entry query = vm.history().entries().get(0);

        boolean saved = vm.history().saveAsPattern(query, "Orders of a customer");

        assertThat(saved).isTrue();
        assertThat(edits).containsExactly("Add access pattern Orders of a customer");
        var pattern = model.findPattern("Orders of a customer").orElseThrow();
        assertThat(pattern.operation()).isEqualTo(Operation.Query);
        assertThat(pattern.table()).isEqualTo(table);
        assertThat(pattern.partitionKey().text()).isEqualTo("C#001");
        assertThat(pattern.sortKey().operator()).isEqualTo(KeyOperator.GE);
        assertThat(new QueryHistory(home).load("Embedded DynamoDB Local"))
                .as("the history is kept in the config folder").isNotEmpty();
    }

    @Test
    void exportTo_whenTheFileExistsAndIsNotConfirmed_leavesItAlone() throws Exception {
        open(1, 5);
        Path file = home.resolve("out.csv");
        Files.writeString(file, "keep me");

        vm.export().exportTo(file, ItemFormat.CSV, () -> false);
        assertThat(Files.readString(file)).isEqualTo("keep me");
        vm.export().exportTo(file, ItemFormat.CSV, () -> true);

        assertThat(Files.readAllLines(file)).hasSize(6).first().asString().startsWith("PK:S,SK:S");
    }

    @Test
    void exportTo_whenAScanOfSeveralPagesOnLocal_writesEveryItemAndCountsThem() throws Exception {
        open(3, 50);
        Path file = home.resolve("orders.json");

        vm.export().exportTo(file, ItemFormat.DYNAMODB_JSON, () -> false);

        assertThat(vm.errorProperty().get()).isEmpty();
        assertThat(dev.tablewright.formats.imports.ScanOutputReader.read(file)).hasSize(150);
        assertThat(vm.export().writtenProperty().get()).isEqualTo(150);
        assertThat(vm.statusProperty().get()).startsWith("Exported 150 items");
    }

    @Test
    void exportTo_whenAPartiqlSelect_writesItsItemsFromItsPages() throws Exception {
        String table = open(2, 5);
        vm.statementProperty().set("SELECT * FROM \"" + table + "\" WHERE PK = 'C#001'");
        vm.runStatement();
        Path file = home.resolve("select.csv");

        vm.export().exportTo(file, ItemFormat.CSV, () -> false);

        List<String> lines = Files.readAllLines(file);
        assertThat(lines).hasSize(6).first().asString().contains("PK:S", "SK:S");
        assertThat(lines.subList(1, 6)).allMatch(line -> line.contains(",C#001,") || line.startsWith("C#001,"));
    }
}
