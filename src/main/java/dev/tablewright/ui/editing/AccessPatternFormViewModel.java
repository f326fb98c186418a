package dev.tablewright.ui.editing;

import dev.tablewright.edit.SchemaEdits;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.ReadConsistency;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
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
 * a parameter the pattern does not declare is refused.
 */
public final class AccessPatternFormViewModel extends FormViewModel {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{([^}]+)}");
    private static final Pattern FAN_OUT = Pattern.compile("(\\S+)\\s+(-?\\d+)\\s*\\.\\.\\s*(-?\\d+)");

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

    private AccessPatternFormViewModel(Model model, AccessPattern p) {
        super(model);
        this.oldName = p == null ? null : p.name();
        model.tables().forEach(t -> tables.add(t.name()));
        table.addListener((obs, was, now) -> {
            refreshIndexes();
            refreshKeys();
        });
        index.addListener((obs, was, now) -> refreshKeys());
        if (p == null) {
            name.set((model.accessPatterns().size() + 1) + ". ");
            table.set(tables.isEmpty() ? "" : tables.get(0));
        } else {
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
            filter.set(orEmpty(p.filterExpression()));
            update.set(orEmpty(p.updateExpression()));
            condition.set(orEmpty(p.conditionExpression()));
            names.set(p.expressionAttributeNames().entrySet().stream().map(e -> e.getKey() + " = " + e.getValue())
                    .collect(Collectors.joining("\n")));
            values.set(typedLines(p.expressionAttributeValues()));
            item.set(typedLines(p.item()));
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
    }

    public static AccessPatternFormViewModel add(Model model) {
        return new AccessPatternFormViewModel(model, null);
    }

    public static AccessPatternFormViewModel edit(Model model, AccessPattern pattern) {
        return new AccessPatternFormViewModel(model, pattern);
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
            return "The pattern needs a name";
        }
        if (!n.equals(oldName) && model.findPattern(n).isPresent()) {
            return "The model already has a pattern named " + n;
        }
        Table t = model.findTable(table.get()).orElse(null);
        if (t == null) {
            return "Choose the table the pattern reads or writes";
        }
        Operation op = operation.get();
        if (op == null) {
            return "Choose an operation";
        }
        if (!blank(index.get()) && (op != Operation.Query && op != Operation.Scan)) {
            return "Only Query and Scan read an index; " + op + " works on the table";
        }
        String keyProblem = keys.problem(op);
        if (keyProblem != null) {
            return keyProblem;
        }
        Set<String> declared = new LinkedHashSet<>();
        for (ParameterRow row : parameters) {
            String p = strip(row.name.get());
            if (p.isEmpty()) {
                return "Every parameter needs a name";
            }
            if (!declared.add(p)) {
                return "Two parameters are named " + p;
            }
        }
        if (!blank(fanOut.get())) { // the fan-out's parameter takes each shard value: templates may use it
            Matcher m = FAN_OUT.matcher(strip(fanOut.get()));
            if (!m.matches() || Integer.parseInt(m.group(3)) < Integer.parseInt(m.group(2))) {
                return "A shard fan-out is written 'parameter first..last', e.g. 'bucket 0..14'";
            }
            declared.add(m.group(1));
        }
        parseNames();
        Map<String, TemplateValue> typedValues = parseTyped("expression value", values.get());
        Map<String, TemplateValue> typedItem = parseTyped("item attribute", item.get());
        List<String> templates = new ArrayList<>(keys.templates());
        typedValues.values().forEach(v -> templates.add(v.template().text()));
        typedItem.values().forEach(v -> templates.add(v.template().text()));
        for (String template : templates) {
            Matcher m = PLACEHOLDER.matcher(template);
            while (m.find()) {
                if (!declared.contains(m.group(1))) {
                    return "'" + template + "' uses ${" + m.group(1) + "}, which is not a parameter: add it below";
                }
            }
        }
        if (!blank(limit.get())) {
            try {
                if (Integer.parseInt(strip(limit.get())) < 1) {
                    return "Limit is a whole number of 1 or more";
                }
            } catch (NumberFormatException e) {
                return "Limit is a whole number of 1 or more";
            }
        }
        try {
            if (Double.parseDouble(strip(frequency.get())) < 0) {
                return "Frequency is calls per second, 0 or more";
            }
        } catch (NumberFormatException e) {
            return "Frequency is calls per second, 0 or more";
        }
        return null;
    }

    private Map<String, String> parseNames() {
        Map<String, String> result = new LinkedHashMap<>();
        for (String line : strip(names.get()).lines().map(String::strip).filter(s -> !s.isEmpty()).toList()) {
            String[] parts = line.split("\\s*=\\s*", 2);
            if (parts.length != 2 || !parts[0].startsWith("#") || parts[1].isBlank()) {
                throw new IllegalArgumentException("Expression names are lines '#name = attribute', not '" + line + "'");
            }
            result.put(parts[0], parts[1].strip());
        }
        return result;
    }

    private static Map<String, TemplateValue> parseTyped(String what, String text) {
        Map<String, TemplateValue> result = new LinkedHashMap<>();
        for (String line : strip(text).lines().map(String::strip).filter(s -> !s.isEmpty()).toList()) {
            String[] parts = line.split("\\s*=\\s*", 2);
            String[] typed = parts.length == 2 ? parts[1].split("\\s+", 2) : new String[0];
            AttributeType type = typed.length >= 1 ? AttributeType.fromCode(typed[0]) : null;
            if (parts.length != 2 || parts[0].isEmpty() || type == null) {
                throw new IllegalArgumentException("Each " + what + " is a line 'name = TYPE template' (TYPE one of "
                        + Arrays.toString(AttributeType.values()) + "), not '" + line + "'");
            }
            result.put(parts[0], TemplateValue.of(type, typed.length == 2 ? typed[1] : ""));
        }
        return result;
    }

    private static String typedLines(Map<String, TemplateValue> map) {
        return map.entrySet().stream().map(e -> e.getKey() + " = " + e.getValue().type() + " " + e.getValue().template().text())
                .collect(Collectors.joining("\n"));
    }

    @Override
    protected Result build() {
        String n = strip(name.get());
        ShardFanOut shards = null;
        if (!blank(fanOut.get())) {
            Matcher m = FAN_OUT.matcher(strip(fanOut.get()));
            m.matches();
            shards = new ShardFanOut(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
        }
        AccessPattern.Builder builder = AccessPattern.builder(n, table.get(), operation.get());
        AccessPattern pattern = builder
                .description(strip(description.get()))
                .index(blank(index.get()) ? null : index.get())
                .partitionKeys(keys.partitionTemplates())
                .sortKeys(keys.conditions())
                .parameters(parameters.stream().map(r -> new Parameter(strip(r.name.get()),
                        blank(r.defaultValue.get()) ? null : r.defaultValue.get(),
                        blank(r.description.get()) ? null : strip(r.description.get()))).toList())
                .filter(blank(filter.get()) ? null : strip(filter.get()))
                .update(blank(update.get()) ? null : strip(update.get()))
                .condition(blank(condition.get()) ? null : strip(condition.get()))
                .names(parseNames())
                .values(parseTyped("expression value", values.get()))
                .item(parseTyped("item attribute", item.get()))
                .projection(Arrays.stream(strip(projection.get()).split("\\s*,\\s*")).filter(s -> !s.isBlank()).toList())
                .scanIndexForward(scanForward.get())
                .limit(blank(limit.get()) ? null : Integer.parseInt(strip(limit.get())))
                .consistency(consistency.get())
                .fanOut(shards)
                .frequency(Double.parseDouble(strip(frequency.get())))
                .build();
        return new Result((oldName == null ? "Add access pattern " : "Edit access pattern ") + n,
                SchemaEdits.putPattern(model, oldName, pattern));
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }
}
