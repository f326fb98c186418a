package dev.tablewright.ui.editing;

import dev.tablewright.edit.SchemaEdits;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.ReadConsistency;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The access pattern form: every field of a pattern. Maps are typed a line each: expression names
 * {@code #n = name}, expression values and item attributes {@code :v = S OPEN#${date}} (type, then
 * template); the projection and INCLUDE-like lists comma-separated; a shard fan-out
 * {@code bucket 0..14}. Parameters are rows of name, default and description; a template that uses
 * a parameter the pattern does not declare is refused. A TransactWriteItems or TransactGetItems
 * pattern holds its actions instead ({@link #actions()}), each edited in this same form
 * ({@link #actionForm}), which then offers the operations an action of that transaction may have
 * and takes the transaction's parameters as declared.
 */
public final class AccessPatternFormViewModel extends FormViewModel {

    /** One parameter: name, default value (may be empty) and description. */
    public static final class ParameterRow {
        private final StringProperty name = new SimpleStringProperty("");
        private final StringProperty defaultValue = new SimpleStringProperty("");
        private final StringProperty description = new SimpleStringProperty("");

        public StringProperty nameProperty() {
            return name;
        }

        public StringProperty defaultValueProperty() {
            return defaultValue;
        }

        public StringProperty descriptionProperty() {
            return description;
        }
    }

    private final String oldName;
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty description = new SimpleStringProperty("");
    private final ObjectProperty<String> table = new SimpleObjectProperty<>("");
    private final ObjectProperty<String> index = new SimpleObjectProperty<>("");
    private final ObjectProperty<Operation> operation = new SimpleObjectProperty<>(Operation.Query);
    private final PatternKeysViewModel keys = new PatternKeysViewModel();
    private final ObservableList<ParameterRow> parameters = FXCollections.observableArrayList(
            row -> new Observable[] {row.name, row.defaultValue, row.description});
    private final StringProperty filter = new SimpleStringProperty("");
    private final StringProperty update = new SimpleStringProperty("");
    private final StringProperty condition = new SimpleStringProperty("");
    private final StringProperty names = new SimpleStringProperty("");
    private final StringProperty values = new SimpleStringProperty("");
    private final StringProperty item = new SimpleStringProperty("");
    private final StringProperty projection = new SimpleStringProperty("");
    private final BooleanProperty scanForward = new SimpleBooleanProperty(true);
    private final StringProperty limit = new SimpleStringProperty("");
    private final ObjectProperty<ReadConsistency> consistency = new SimpleObjectProperty<>(ReadConsistency.EVENTUAL);
    private final StringProperty fanOut = new SimpleStringProperty("");
    private final StringProperty frequency = new SimpleStringProperty("0");
    private final ObservableList<String> tables = FXCollections.observableArrayList();
    private final ObservableList<String> indexes = FXCollections.observableArrayList();
    private final ObservableList<Operation> operations = FXCollections.observableArrayList();
    private final TransactionActionsViewModel actions = new TransactionActionsViewModel();
    private final ReadOnlyBooleanWrapper transaction = new ReadOnlyBooleanWrapper(false);
    /** In an action's form: the operation of its transaction, the other actions' names, the transaction's parameters. */
    private final Operation transactionOp;
    private final List<String> siblings;
    private final Set<String> transactionParameters;
    private Consumer<AccessPattern> onAccept = a -> { };

    private AccessPatternFormViewModel(Model model, AccessPattern p, Operation transactionOp, List<String> siblings,
                                       Set<String> transactionParameters) {
        super(model);
        this.oldName = p == null ? null : p.name();
        this.transactionOp = transactionOp;
        this.siblings = siblings;
        this.transactionParameters = transactionParameters;
        for (Operation op : Operation.values()) {
            if (transactionOp == null ? op != Operation.ConditionCheck : transactionOp.allowsAction(op)) {
                operations.add(op);
            }
        }
        transaction.bind(operation.map(Operation::isTransaction).orElse(false));
        model.tables().forEach(t -> tables.add(t.name()));
        table.addListener((obs, was, now) -> {
            refreshIndexes();
            refreshKeys();
        });
        index.addListener((obs, was, now) -> refreshKeys());
        if (p == null) {
            name.set(transactionOp == null ? (model.accessPatterns().size() + 1) + ". " : (siblings.size() + 1) + ": ");
            table.set(tables.isEmpty() ? "" : tables.get(0));
            operation.set(transactionOp == null ? Operation.Query : operations.get(0));
        } else {
            actions.actions().setAll(p.actions());
            name.set(p.name());
            description.set(p.description());
            table.set(p.table());
            index.set(p.index() == null ? "" : p.index());
            operation.set(p.operation());
            refreshKeys();
            keys.fill(p.partitionKeys(), p.sortKeys());
            for (Parameter parameter : p.parameters()) {
                ParameterRow row = new ParameterRow();
                row.name.set(parameter.name());
                row.defaultValue.set(parameter.defaultValue() == null ? "" : parameter.defaultValue());
                row.description.set(parameter.description() == null ? "" : parameter.description());
                parameters.add(row);
            }
            filter.set(PatternText.orEmpty(p.filterExpression()));
            update.set(PatternText.orEmpty(p.updateExpression()));
            condition.set(PatternText.orEmpty(p.conditionExpression()));
            names.set(PatternText.nameLines(p.expressionAttributeNames()));
            values.set(PatternText.lines(p.expressionAttributeValues()));
            item.set(PatternText.lines(p.item()));
            projection.set(String.join(", ", p.projection()));
            scanForward.set(p.scanIndexForward());
            limit.set(p.limit() == null ? "" : p.limit().toString());
            consistency.set(p.consistency());
            fanOut.set(p.fanOut() == null ? "" : p.fanOut().parameter() + " " + p.fanOut().first() + ".." + p.fanOut().last());
            frequency.set(p.frequencyPerSecond() == Math.rint(p.frequencyPerSecond())
                    ? Long.toString((long) p.frequencyPerSecond()) : Double.toString(p.frequencyPerSecond()));
        }
        refreshIndexes();
        refreshKeys();
        watch(name, description, table, index, operation, parameters, filter, update, condition, names, values, item,
                projection, scanForward, limit, consistency, fanOut, frequency);
        watch(keys.inputs());
        watch(actions.actions());
    }

    public static AccessPatternFormViewModel add(Model model) {
        return new AccessPatternFormViewModel(model, null, null, List.of(), Set.of());
    }

    public static AccessPatternFormViewModel edit(Model model, AccessPattern pattern) {
        return new AccessPatternFormViewModel(model, pattern, null, List.of(), Set.of());
    }

    /**
     * The form of this transaction's action at {@code index} (-1 for a new one): OK
     * ({@link #accept()}) puts it in {@link #actions()} at its place.
     */
    public AccessPatternFormViewModel actionForm(int index) {
        List<AccessPattern> list = actions.actions();
        AccessPattern action = index >= 0 && index < list.size() ? list.get(index) : null;
        Set<String> given = new LinkedHashSet<>();
        parameters.forEach(r -> given.add(strip(r.name.get())));
        AccessPatternFormViewModel form = new AccessPatternFormViewModel(model, action, operation.get(),
                actions.namesBut(action == null ? -1 : index), given);
        form.onAccept = a -> actions.put(action == null ? -1 : index, a);
        return form;
    }

    /** An action's form: hands the action to its transaction's form when it has no problem; false when it has. */
    public boolean accept() {
        if (!validProperty().get()) {
            return false;
        }
        // an action declares the transaction's parameters it uses (the transaction gives their values)
        Set<String> own = new LinkedHashSet<>();
        parameters.forEach(r -> own.add(strip(r.name.get())));
        for (String given : transactionParameters) {
            if (!own.contains(given) && templates().stream().anyMatch(t -> t.contains("${" + given + "}"))) {
                addParameter().name.set(given);
            }
        }
        onAccept.accept(pattern());
        return true;
    }

    private void refreshIndexes() {
        List<String> names = new ArrayList<>(List.of(""));
        model.findTable(table.get()).ifPresent(t -> t.indexes().forEach(i -> names.add(i.name())));
        indexes.setAll(names);
        if (!indexes.contains(index.get())) {
            index.set("");
        }
    }

    /** One key field per key attribute of the table or index chosen. */
    private void refreshKeys() {
        keys.showSchema(model.findTable(table.get())
                .map(t -> blank(index.get()) ? t.keySchema()
                        : t.findIndex(index.get()).map(i -> i.keySchema()).orElse(t.keySchema()))
                .orElse(null));
    }

    @Override
    public String title() {
        if (transactionOp != null) {
            return oldName == null ? "Add an action to the " + transactionOp : "Edit action " + oldName;
        }
        return oldName == null ? "Add an access pattern" : "Edit access pattern " + oldName;
    }

    // properties, one per field
    public StringProperty nameProperty() { return name; }
    public StringProperty descriptionProperty() { return description; }
    public ObjectProperty<String> tableProperty() { return table; }
    /** The index queried, or "" for the table. */
    public ObjectProperty<String> indexProperty() { return index; }
    public ObjectProperty<Operation> operationProperty() { return operation; }
    /** A value template per partition-key attribute and a condition per sort-key attribute. */
    public PatternKeysViewModel keys() { return keys; }
    /** The first partition-key attribute's value template. */
    public StringProperty partitionKeyProperty() { return keys.partitionKeys().get(0).templateProperty(); }
    /** The first sort-key attribute's condition operator, or null for none. */
    public ObjectProperty<KeyOperator> sortOperatorProperty() { return keys.sortKeys().get(0).operatorProperty(); }
    public StringProperty sortValueProperty() { return keys.sortKeys().get(0).valueProperty(); }
    /** BETWEEN's upper bound of the first sort-key condition. */
    public StringProperty sortUpperProperty() { return keys.sortKeys().get(0).upperProperty(); }
    public ObservableList<ParameterRow> parameters() { return parameters; }
    public StringProperty filterProperty() { return filter; }
    public StringProperty updateProperty() { return update; }
    public StringProperty conditionProperty() { return condition; }
    /** Lines {@code #n = name}. */
    public StringProperty namesProperty() { return names; }
    /** Lines {@code :v = TYPE template}. */
    public StringProperty valuesProperty() { return values; }
    /** Lines {@code attribute = TYPE template}. */
    public StringProperty itemProperty() { return item; }
    public StringProperty projectionProperty() { return projection; }
    public BooleanProperty scanForwardProperty() { return scanForward; }
    public StringProperty limitProperty() { return limit; }
    public ObjectProperty<ReadConsistency> consistencyProperty() { return consistency; }
    /** {@code parameter first..last}, or empty. */
    public StringProperty fanOutProperty() { return fanOut; }
    public StringProperty frequencyProperty() { return frequency; }
    public ObservableList<String> tables() { return tables; }
    public ObservableList<String> indexes() { return indexes; }
    /** The operations offered: an action's those its transaction holds; a pattern's all but ConditionCheck. */
    public ObservableList<Operation> operations() { return operations; }
    /** A transaction pattern's actions. */
    public TransactionActionsViewModel actions() { return actions; }
    /** Whether the operation chosen is a transaction's (the form shows its actions, not keys and expressions). */
    public ReadOnlyBooleanProperty transactionProperty() { return transaction.getReadOnlyProperty(); }
    /** Whether this is the form of a transaction's action. */
    public boolean isAction() { return transactionOp != null; }

    /** Adds an empty parameter row. */
    public ParameterRow addParameter() {
        ParameterRow row = new ParameterRow();
        row.name.set("param" + (parameters.size() + 1));
        parameters.add(row);
        return row;
    }

    @Override
    protected String problem() {
        String n = strip(name.get());
        if (n.isEmpty()) {
            return transactionOp == null ? "The pattern needs a name" : "The action needs a name";
        }
        if (transactionOp != null ? siblings.contains(n) : !n.equals(oldName) && model.findPattern(n).isPresent()) {
            return (transactionOp != null ? "The transaction already has an action named " : "The model already has a pattern named ") + n;
        }
        Operation op = operation.get();
        if (op == null || !operations.contains(op)) {
            return transactionOp == null ? "Choose an operation" : "An action of a " + transactionOp + " is one of " + operations;
        }
        if (op.isTransaction()) {
            return transactionProblem();
        }
        Table t = model.findTable(table.get()).orElse(null);
        if (t == null) {
            return "Choose the table the pattern reads or writes";
        }
        if (!blank(index.get()) && (op != Operation.Query && op != Operation.Scan)) {
            return "Only Query and Scan read an index; " + op + " works on the table";
        }
        String keyProblem = keys.problem(op);
        if (keyProblem != null) {
            return keyProblem;
        }
        Set<String> declared = new LinkedHashSet<>();
        String parameterProblem = parameterProblem(declared);
        if (parameterProblem != null) {
            return parameterProblem;
        }
        declared.addAll(transactionParameters);
        ShardFanOut shards = PatternText.fanOut(fanOut.get()); // its parameter takes each shard value: templates may use it
        if (shards != null) {
            declared.add(shards.parameter());
        }
        PatternText.names(names.get());
        String undeclared = PatternText.undeclared(templates(), declared);
        if (undeclared != null) {
            return undeclared;
        }
        if (!blank(limit.get()) && !PatternText.atLeast(limit.get(), 1)) {
            return "Limit is a whole number of 1 or more";
        }
        return frequencyProblem();
    }

    /** The value templates typed: the key fields', the expression values' and the item's. */
    private List<String> templates() {
        List<String> templates = new ArrayList<>(keys.templates());
        PatternText.typed("expression value", values.get()).values().forEach(v -> templates.add(v.template().text()));
        PatternText.typed("item attribute", item.get()).values().forEach(v -> templates.add(v.template().text()));
        return templates;
    }

    /** A transaction: its name, parameters and frequency as any pattern's; its actions as the validator checks them. */
    private String transactionProblem() {
        String problem = parameterProblem(new LinkedHashSet<>());
        if (problem == null) {
            problem = frequencyProblem();
        }
        if (problem == null && actions.actions().isEmpty()) {
            problem = "Add the transaction's actions (1 to 100)";
        }
        return problem != null ? problem : TransactionActionsViewModel.problem(model, pattern());
    }

    /** Each parameter named, no name twice; the names go into {@code declared}. */
    private String parameterProblem(Set<String> declared) {
        for (ParameterRow row : parameters) {
            String p = strip(row.name.get());
            if (p.isEmpty()) {
                return "Every parameter needs a name";
            }
            if (!declared.add(p)) {
                return "Two parameters are named " + p;
            }
        }
        return null;
    }

    private String frequencyProblem() {
        return PatternText.atLeast(frequency.get(), 0.0) ? null : "Frequency is calls per second, 0 or more";
    }

    @Override
    protected Result build() {
        AccessPattern pattern = pattern();
        return new Result((oldName == null ? "Add access pattern " : "Edit access pattern ") + pattern.name(),
                SchemaEdits.putPattern(model, oldName, pattern));
    }

    /** The pattern (or action) as typed; a transaction's table is its first action's. */
    private AccessPattern pattern() {
        String n = strip(name.get());
        List<Parameter> declared = parameters.stream().map(r -> new Parameter(strip(r.name.get()),
                blank(r.defaultValue.get()) ? null : r.defaultValue.get(),
                blank(r.description.get()) ? null : strip(r.description.get()))).toList();
        if (operation.get().isTransaction()) {
            return AccessPattern.builder(n, actions.actions().get(0).table(), operation.get())
                    .description(strip(description.get())).parameters(declared)
                    .frequency(Double.parseDouble(strip(frequency.get()))).actions(List.copyOf(actions.actions())).build();
        }
        return AccessPattern.builder(n, table.get(), operation.get())
                .description(strip(description.get()))
                .index(blank(index.get()) ? null : index.get())
                .partitionKeys(keys.partitionTemplates())
                .sortKeys(keys.conditions())
                .parameters(declared)
                .filter(blank(filter.get()) ? null : strip(filter.get()))
                .update(blank(update.get()) ? null : strip(update.get()))
                .condition(blank(condition.get()) ? null : strip(condition.get()))
                .names(PatternText.names(names.get()))
                .values(PatternText.typed("expression value", values.get()))
                .item(PatternText.typed("item attribute", item.get()))
                .projection(Arrays.stream(strip(projection.get()).split("\\s*,\\s*")).filter(s -> !s.isBlank()).toList())
                .scanIndexForward(scanForward.get())
                .limit(blank(limit.get()) ? null : Integer.parseInt(strip(limit.get())))
                .consistency(consistency.get())
                .fanOut(PatternText.fanOut(fanOut.get()))
                .frequency(Double.parseDouble(strip(frequency.get())))
                .build();
    }
}
