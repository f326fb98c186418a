package dev.tablewright.ui.editing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.edit.ItemEdits;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The item editor's state, without a toolkit, on the HR/Order-Entry model. */
class ItemEditorViewModelTest {
    private static Model model;
    private static Table table;
    private static Item confidential;

    @BeforeAll
    static void load() throws Exception {
        model = ModelFiles.read(Path.of("models/hr-oe.json")).model();
        table = model.tables().get(0);
        confidential = ItemEdits.locate(table, Item.of(Map.of("PK", AttributeValue.s("HR-E01"),
                "SK", AttributeValue.s("HR-CONFIDENTIAL")))).orElseThrow().item();
    }

    private static ItemEditorViewModel editor() {
        return ItemEditorViewModel.edit(model, table, confidential).orElseThrow();
    }

    @Test
    void edit_whenDataChanged_givesALabelledEditThatReplacesTheItemInItsFacet() {
        ItemEditorViewModel editor = editor();
        assertThat(editor.rows()).extracting(r -> r.nameProperty().get()).startsWith("PK", "SK", "Data");
        assertThat(editor.validProperty().get()).isTrue();

        editor.row("Data").orElseThrow().textProperty().set("2099-01-01");

        ItemEditorViewModel.Result result = editor.result().orElseThrow();
        assertThat(result.label()).isEqualTo("Edit Data of HR-E01 / HR-CONFIDENTIAL");
        Table after = result.model().tables().get(0);
        assertThat(after.allItems()).hasSameSizeAs(table.allItems());
        var located = ItemEdits.locate(after, result.item()).orElseThrow();
        assertThat(located.facet()).isEqualTo("EmployeeConfidential");
        assertThat(located.item().get("Data")).isEqualTo(AttributeValue.s("2099-01-01"));
    }

    @Test
    void edit_whenNothingChanged_hasNoEdit() {
        assertThat(editor().result()).isEmpty();
    }

    @Test
    void edit_whenValueBreaksItsType_marksTheRowAndBlocksSaving() {
        ItemEditorViewModel editor = editor();
        ItemEditorViewModel.Row row = editor.addAttribute();
        row.typeProperty().set(AttributeType.NS);
        row.textProperty().set("1\n1.00");

        assertThat(row.errorProperty().get()).contains("duplicates");
        assertThat(editor.validProperty().get()).isFalse();
        assertThat(editor.messageProperty().get()).startsWith("attribute1: A set may not hold duplicates");
        assertThat(editor.result()).isEmpty();

        row.textProperty().set("1\n2");
        assertThat(editor.validProperty().get()).isTrue();
    }

    @Test
    void edit_whenKeyAttributeGivenAnotherType_refusesIt() {
        ItemEditorViewModel editor = editor();
        // Data is GSI1's and GSI2's sort key, of type S
        ItemEditorViewModel.Row data = editor.row("Data").orElseThrow();
        data.typeProperty().set(AttributeType.N);
        data.textProperty().set("5");

        assertThat(data.errorProperty().get()).isEqualTo("Data is a key attribute of type S; it cannot be N");
        assertThat(data.allowedTypes()).containsExactly(AttributeType.S);
        assertThat(editor.row("PK").orElseThrow().isTableKey()).isTrue();
        assertThat(editor.removeAttribute(editor.row("PK").orElseThrow())).isFalse();
    }

    @Test
    void edit_whenKeyEmptied_orNamesClash_saysSo() {
        ItemEditorViewModel editor = editor();
        editor.row("SK").orElseThrow().textProperty().set("");
        assertThat(editor.row("SK").orElseThrow().errorProperty().get()).isEqualTo("A key value may not be empty");
        editor.row("SK").orElseThrow().textProperty().set("HR-CONFIDENTIAL");
        editor.addAttribute().nameProperty().set("Data");
        assertThat(editor.messageProperty().get()).contains("Another attribute is named Data");
    }

    @Test
    void duplicate_whenKeyUnchanged_refusesThenAddsWithANewKey() {
        ItemEditorViewModel copy = ItemEditorViewModel.duplicate(model, table, confidential).orElseThrow();
        assertThat(copy.validProperty().get()).isFalse();
        assertThat(copy.messageProperty().get()).startsWith("Another item already has the key HR-E01 / HR-CONFIDENTIAL");
        assertThat(copy.facetProperty().get()).isEqualTo("EmployeeConfidential");

        copy.row("PK").orElseThrow().textProperty().set("HR-E99");

        ItemEditorViewModel.Result result = copy.result().orElseThrow();
        assertThat(result.label()).isEqualTo("Duplicate item as HR-E99 / HR-CONFIDENTIAL");
        Table after = result.model().tables().get(0);
        assertThat(after.allItems()).hasSize(table.allItems().size() + 1);
        assertThat(after.findFacet("EmployeeConfidential").orElseThrow().items()).last().isEqualTo(result.item());
    }

    @Test
    void add_toFacet_listsItsAttributesAndAddsTheItemThere() {
        ItemEditorViewModel add = ItemEditorViewModel.add(model, table, "Employee");
        assertThat(add.rows()).extracting(r -> r.nameProperty().get()).startsWith("PK", "SK");
        assertThat(add.messageProperty().get()).startsWith("PK: A key value may not be empty");
        add.row("PK").orElseThrow().textProperty().set("HR-E42");
        add.row("SK").orElseThrow().textProperty().set("Ada Lovelace");
        add.rows().removeIf(r -> !r.isTableKey() && r.textProperty().get().isEmpty());

        ItemEditorViewModel.Result result = add.result().orElseThrow();

        assertThat(result.label()).isEqualTo("Add item HR-E42 / Ada Lovelace to Employee");
        assertThat(result.model().tables().get(0).findFacet("Employee").orElseThrow().items()).contains(result.item());
    }

    @Test
    void delete_removesTheItemBehindAProjectedRow() {
        Item projected = Item.of(Map.of("PK", AttributeValue.s("HR-E01"), "SK", AttributeValue.s("HR-CONFIDENTIAL")));

        ItemEditorViewModel.Result result = ItemEditorViewModel.delete(model, table, projected).orElseThrow();

        assertThat(result.label()).isEqualTo("Delete item HR-E01 / HR-CONFIDENTIAL");
        assertThat(result.model().tables().get(0).allItems()).hasSize(table.allItems().size() - 1)
                .doesNotContain(confidential);
    }
}
