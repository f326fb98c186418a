package dev.tablewright.ui.editing;

import dev.tablewright.edit.SchemaEdits;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.IndexKind;
import dev.tablewright.model.Model;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.ReadConsistency;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ListChangeListener;
import javafx.scene.control.ColorPicker;
import javafx.scene.paint.Color;
import dev.tablewright.ui.common.StyleClasses;

/**
 * The Edit menu's definition commands: tables and their settings, indexes, facets (the one shown in the grid), access
 * patterns (the one chosen in the Run tab) and sample items, each a form whose OK is one undoable edit.
 */
public final class DefinitionActions {
    private final Supplier<Model> model;
    private final Supplier<String> shownTable;
    private final Supplier<String> shownIndex;
    private final Supplier<String> shownFacet;
    private final Supplier<AccessPattern> chosenPattern;
    private final ItemActions.EditSink sink;
    private final Supplier<Window> owner;

    public DefinitionActions(Supplier<Model> model, Supplier<String> shownTable, Supplier<String> shownIndex,
                             Supplier<String> shownFacet, Supplier<AccessPattern> chosenPattern,
                             ItemActions.EditSink sink, Supplier<Window> owner) {
        this.model = model;
        this.shownTable = shownTable;
        this.shownIndex = shownIndex;
        this.shownFacet = shownFacet;
        this.chosenPattern = chosenPattern;
        this.sink = sink;
        this.owner = owner;
    }

    /** A "Definitions" submenu of the Edit menu. */
    public Menu menu() {
        Menu menu = new Menu("_Definitions");
        MenuItem editIndex = item("Edit Index…", () -> table().ifPresent(t -> shown(t)
                .ifPresent(i -> indexForm(IndexDefinitionViewModel.edit(model.get(), t, i)))));
        MenuItem editFacet = item("Edit Facet…", () -> table().ifPresent(t -> t.findFacet(String.valueOf(shownFacet.get()))
                .ifPresent(f -> facetForm(FacetEditorViewModel.edit(model.get(), t, f)))));
        MenuItem editPattern = item("Edit Access Pattern…", () -> pattern()
                .ifPresent(p -> patternForm(AccessPatternFormViewModel.edit(model.get(), p))));
        MenuItem deleteTable = item("Delete Table", this::deleteTable);
        MenuItem deleteIndex = item("Delete Index", this::deleteIndex);
        MenuItem deletePattern = item("Delete Access Pattern", this::deletePattern);
        menu.getItems().addAll(List.of(
                item("Add Table…", () -> tableForm(TableDefinitionViewModel.add(model.get()))),
                item("Edit Table…", () -> table().ifPresent(t -> tableForm(TableDefinitionViewModel.edit(model.get(), t)))),
                item("Table Settings…", () -> table().ifPresent(t -> settingsForm(new TableSettingsViewModel(model.get(), t)))),
                item("Add Index…", () -> table().ifPresent(t -> indexForm(IndexDefinitionViewModel.add(model.get(), t)))),
                editIndex,
                item("Add Facet…", () -> table().ifPresent(t -> facetForm(FacetEditorViewModel.add(model.get(), t)))),
                editFacet,
                item("Add Access Pattern…", () -> patternForm(AccessPatternFormViewModel.add(model.get()))),
                editPattern,
                item("Generate Sample Items…", () -> table().ifPresent(t ->
                        sampleForm(new SampleDataViewModel(model.get(), t, shownFacet.get())))),
                new SeparatorMenuItem(),
                deleteTable, deleteIndex, deletePattern));
        menu.setOnShowing(e -> {
            Optional<Table> t = table();
            editIndex.setDisable(t.flatMap(this::shown).isEmpty());
            deleteIndex.setDisable(editIndex.isDisable());
            editFacet.setDisable(t.flatMap(x -> x.findFacet(String.valueOf(shownFacet.get()))).isEmpty());
            editPattern.setDisable(pattern().isEmpty());
            deletePattern.setDisable(editPattern.isDisable());
            // a model keeps at least one table
            deleteTable.setDisable(t.isEmpty() || model.get().tables().size() < 2);
        });
        return menu;
    }

    /** Deletes the table shown, with its access patterns; Undo brings both back. */
    void deleteTable() {
        Model current = model.get();
        table().filter(t -> current.tables().size() > 1).ifPresent(t -> {
            long patterns = current.accessPatterns().stream().filter(p -> p.table().equals(t.name())).count();
            sink.edit("Delete table " + t.name() + (patterns == 0 ? "" : " and its " + patterns + " access pattern(s)"),
                    SchemaEdits.removeTable(current, t.name()), null);
        });
    }

    /**
     * Deletes the index shown. Access patterns that query it stay, and the problems list names them
     * (deleting a user's patterns without asking would lose work); Undo brings the index back.
     */
    void deleteIndex() {
        Model current = model.get();
        table().ifPresent(t -> shown(t).ifPresent(i -> sink.edit(
                "Delete " + (i.isGlobal() ? "GSI " : "LSI ") + i.name(), SchemaEdits.removeIndex(current, t.name(), i.name()), null)));
    }

    /** Deletes the access pattern chosen in the navigator; Undo brings it back. */
    void deletePattern() {
        pattern().ifPresent(p -> sink.edit("Delete access pattern " + p.name(), SchemaEdits.removePattern(model.get(), p.name()), null));
    }

    private Optional<SecondaryIndex> shown(Table t) {
        return t.findIndex(String.valueOf(shownIndex.get()));
    }

    private Optional<AccessPattern> pattern() {
        Model current = model.get();
        return current == null ? Optional.empty()
                : Optional.ofNullable(chosenPattern.get()).flatMap(p -> current.findPattern(p.name()));
    }

    private Optional<Table> table() {
        Model current = model.get();
        if (current == null) {
            return Optional.empty();
        }
        String name = shownTable.get();
        return name == null ? current.tables().stream().findFirst() : current.findTable(name);
    }

    private void done(FormViewModel.Result result) {
        sink.edit(result.label(), result.model(), null);
    }

    void tableForm(TableDefinitionViewModel vm) {
        FormDialog form = new FormDialog();
        form.text("Name", "table-name", vm.nameProperty());
        form.text("Partition key", "table-pk", vm.partitionKeyProperty());
        form.choice("Partition key type", "table-pk-type", ScalarType.values(), vm.partitionTypeProperty());
        form.text("Sort key (empty: none)", "table-sk", vm.sortKeyProperty());
        form.choice("Sort key type", "table-sk-type", ScalarType.values(), vm.sortTypeProperty());
        form.show(owner.get(), vm, this::done);
    }

    void settingsForm(TableSettingsViewModel vm) {
        FormDialog form = new FormDialog();
        form.text("TTL attribute (empty: none)", "settings-ttl", vm.timeToLiveProperty()).setPromptText("expiresAt");
        form.choice("Stream (empty: none)", "settings-stream", withNone(TableSettings.StreamViewType.values()),
                vm.streamProperty());
        form.add("Deletion protection", check("settings-deletion-protection", "on", vm.deletionProtectionProperty()));
        form.choice("Table class", "settings-table-class", TableSettings.TableClass.values(), vm.tableClassProperty());
        form.add("On-demand maximum (units/s)", new HBox(6, bound(vm.maxReadUnitsProperty(), "read", "settings-max-read"),
                bound(vm.maxWriteUnitsProperty(), "write", "settings-max-write")));
        form.add("Warm throughput (units/s)", new HBox(6, bound(vm.warmReadUnitsProperty(), "read", "settings-warm-read"),
                bound(vm.warmWriteUnitsProperty(), "write", "settings-warm-write")));
        form.add("Point-in-time recovery", check("settings-pitr", "on", vm.pointInTimeRecoveryProperty()));
        form.text("Recovery period (days, 1-35)", "settings-recovery-days", vm.recoveryDaysProperty())
                .disableProperty().bind(vm.pointInTimeRecoveryProperty().not());
        form.choice("Encryption key", "settings-key-type", TableSettings.Encryption.KeyType.values(), vm.keyTypeProperty());
        form.text("KMS key id or ARN", "settings-kms-key", vm.kmsKeyProperty()).disableProperty()
                .bind(vm.keyTypeProperty().isNotEqualTo(TableSettings.Encryption.KeyType.CUSTOMER_MANAGED));
        form.area("Tags", "settings-tags", vm.tagsProperty(), "team = orders   (one a line)");
        form.show(owner.get(), vm, this::done);
    }

    private static <T> ObservableList<T> withNone(T[] values) {
        ObservableList<T> choices = FXCollections.observableArrayList((T) null);
        choices.addAll(values);
        return choices;
    }

    private static CheckBox check(String id, String text, BooleanProperty value) {
        CheckBox box = new CheckBox(text);
        box.setId(id);
        box.selectedProperty().bindBidirectional(value);
        return box;
    }

    void indexForm(IndexDefinitionViewModel vm) {
        FormDialog form = new FormDialog();
        form.choice("Kind", "index-kind", IndexKind.values(), vm.kindProperty());
        form.text("Name", "index-name", vm.nameProperty());
        form.add("Partition key", KeyRowsEditor.of(vm, vm.partitionKeys(), "index-pk", vm.canAddPartitionKeyProperty(),
                vm::addPartitionKey, vm.kindProperty().isEqualTo(IndexKind.LSI)));
        form.add("Sort key (empty: none)", KeyRowsEditor.of(vm, vm.sortKeys(), "index-sk", vm.canAddSortKeyProperty(),
                vm::addSortKey, null));
        form.choice("Projection", "index-projection", ProjectionType.values(), vm.projectionProperty());
        form.text("INCLUDE attributes (comma-separated)", "index-include", vm.includedProperty())
                .disableProperty().bind(vm.projectionProperty().isNotEqualTo(ProjectionType.INCLUDE));
        form.show(owner.get(), vm, this::done);
    }

    void facetForm(FacetEditorViewModel vm) {
        FormDialog form = new FormDialog();
        form.text("Name", "facet-name", vm.nameProperty());
        form.text("Partition key alias", "facet-pk-alias", vm.partitionAliasProperty());
        form.text("Sort key alias", "facet-sk-alias", vm.sortAliasProperty());
        form.text("Partition key template", "facet-pk-template", vm.partitionTemplateProperty()).setPromptText("HR-${EmployeeID}");
        form.text("Sort key template", "facet-sk-template", vm.sortTemplateProperty());
        ColorPicker picker = new ColorPicker();
        TextField colour = new TextField();
        colour.setId("facet-color");
        colour.setPromptText("#RRGGBB, or empty for the palette");
        colour.textProperty().bindBidirectional(vm.colorProperty());
        picker.setOnAction(e -> vm.colorProperty().set(hex(picker.getValue())));
        form.add("Colour", new HBox(8, colour, picker));
        form.show(owner.get(), vm, this::done);
    }

    void patternForm(AccessPatternFormViewModel vm) {
        patternForm(vm, owner.get());
    }

    /**
     * The access pattern form, or a transaction's action form over the transaction's: a transaction
     * shows its actions in place of the table, keys and expressions it does not have of its own.
     */
    private void patternForm(AccessPatternFormViewModel vm, javafx.stage.Window over) {
        FormDialog form = new FormDialog();
        var single = vm.transactionProperty().not();
        form.text("Name", "pattern-name", vm.nameProperty());
        form.text("Description", "pattern-description", vm.descriptionProperty());
        form.choice("Operation", "pattern-operation", vm.operations(), vm.operationProperty());
        form.add("Actions", new TransactionActionsEditor(vm.actions(), i -> patternForm(vm.actionForm(i),
                form.window())));
        form.shownWhen(vm.transactionProperty());
        form.choice("Table", "pattern-table", vm.tables(), vm.tableProperty());
        form.shownWhen(single);
        if (!vm.isAction()) {
            form.choice("Index (empty: the table)", "pattern-index", vm.indexes(), vm.indexProperty());
            form.shownWhen(single);
        }
        form.add("Partition key value", PatternKeysEditor.partition(vm.keys()));
        form.shownWhen(single);
        form.add("Sort key condition", PatternKeysEditor.sort(vm.keys()));
        form.shownWhen(single);
        form.add("Parameters", parameters(vm));
        form.text("Filter expression", "pattern-filter", vm.filterProperty());
        form.shownWhen(single);
        form.text("Update expression", "pattern-update", vm.updateProperty());
        form.shownWhen(single);
        form.text("Condition expression", "pattern-condition", vm.conditionProperty());
        form.shownWhen(single);
        form.area("Expression names", "pattern-names", vm.namesProperty(), "#n = name   (one a line)");
        form.shownWhen(single);
        form.area("Expression values", "pattern-values", vm.valuesProperty(), ":v = S OPEN#${date}   (one a line)");
        form.shownWhen(single);
        form.area("Item attributes", "pattern-item", vm.itemProperty(), "attribute = S ${value}   (one a line)");
        form.shownWhen(single);
        form.text("Projection (comma-separated)", "pattern-projection", vm.projectionProperty());
        form.shownWhen(single);
        if (!vm.isAction()) { // an action is one item: no order, limit, consistency or fan-out of its own
            CheckBox forward = new CheckBox("ascending (ScanIndexForward)");
            forward.selectedProperty().bindBidirectional(vm.scanForwardProperty());
            form.add("Order", forward);
            form.shownWhen(single);
            form.text("Limit", "pattern-limit", vm.limitProperty());
            form.shownWhen(single);
            form.choice("Consistency", "pattern-consistency", ReadConsistency.values(), vm.consistencyProperty());
            form.shownWhen(single);
            form.text("Shard fan-out", "pattern-fan-out", vm.fanOutProperty()).setPromptText("bucket 0..14");
            form.shownWhen(single);
            form.text("Calls per second", "pattern-frequency", vm.frequencyProperty());
        }
        if (vm.isAction()) {
            form.show(over, vm, vm::accept);
        } else {
            form.show(over, vm, this::done);
        }
    }

    private static VBox parameters(AccessPatternFormViewModel vm) {
        VBox rows = new VBox(4);
        Runnable rebuild = () -> {
            rows.getChildren().clear();
            for (AccessPatternFormViewModel.ParameterRow row : vm.parameters()) {
                TextField name = bound(row.nameProperty(), "name");
                TextField value = bound(row.defaultValueProperty(), "default");
                TextField about = bound(row.descriptionProperty(), "description");
                Button remove = new Button("×");
                remove.getStyleClass().add(StyleClasses.SMALL);
                remove.setOnAction(e -> vm.parameters().remove(row));
                rows.getChildren().add(new HBox(4, name, value, about, remove));
            }
            Button add = new Button("Add parameter");
            add.getStyleClass().add(StyleClasses.SMALL);
            add.setOnAction(e -> vm.addParameter());
            rows.getChildren().add(add);
        };
        vm.parameters().addListener((ListChangeListener<AccessPatternFormViewModel.ParameterRow>) c -> {
            if (c.next() && (c.wasAdded() || c.wasRemoved()) && !c.wasUpdated()) {
                rebuild.run();
            }
        });
        rebuild.run();
        return rows;
    }

    private static TextField bound(StringProperty property, String prompt, String id) {
        TextField field = bound(property, prompt);
        field.setId(id);
        return field;
    }

    private static TextField bound(StringProperty property, String prompt) {
        TextField field = new TextField();
        field.setPromptText(prompt);
        field.setPrefColumnCount(9);
        field.textProperty().bindBidirectional(property);
        return field;
    }

    void sampleForm(SampleDataViewModel vm) {
        FormDialog form = new FormDialog();
        form.choice("Facet", "sample-facet", vm.facets(), vm.facetProperty());
        form.text("How many", "sample-count", vm.countProperty());
        form.text("Seed", "sample-seed", vm.seedProperty());
        form.show(owner.get(), vm, this::done);
    }

    private static String hex(Color c) {
        return String.format("#%02X%02X%02X", Math.round(c.getRed() * 255), Math.round(c.getGreen() * 255),
                Math.round(c.getBlue() * 255));
    }

    private static MenuItem item(String text, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setOnAction(e -> action.run());
        return item;
    }

}
