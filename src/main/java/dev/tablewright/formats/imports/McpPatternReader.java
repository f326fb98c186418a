package dev.tablewright.formats.imports;

import dev.tablewright.engine.expr.Expr;
import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.expr.Parser;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.ReadConsistency;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One MCP access pattern's {@code implementation}, an {@code aws dynamodb ...} command
 * ({@link AwsCliCommand}), as a model pattern: the operation, table, index, key condition (each
 * key attribute's template; the condition's shape is checked when the pattern runs, by the engine's
 * owner), filter, projection, names, values, limit, order, consistency, condition and update
 * expressions, and the key or item. Every literal value becomes a parameter whose default is that
 * value: {@code :pk} gives the parameter {@code pk}; an attribute of {@code --key} or
 * {@code --item} a parameter of its name. Options a pattern has no place for (ReturnValues, the
 * CLI's own) are listed as ignored. {@code transact-write-items} and {@code transact-get-items}
 * are read by {@link McpTransactionReader}, each action as a command of its own.
 */
final class McpPatternReader {
    private static final Pattern NAME_REF = Pattern.compile("#[A-Za-z0-9_]+");
    private static final Pattern VALUE_REF = Pattern.compile(":[A-Za-z0-9_]+");
    private static final Map<String, Operation> OPERATIONS = Map.of("query", Operation.Query, "scan", Operation.Scan,
            "get-item", Operation.GetItem, "put-item", Operation.PutItem, "update-item", Operation.UpdateItem,
            "delete-item", Operation.DeleteItem);
    private static final Set<String> READ = Set.of("table-name", "index-name", "key-condition-expression",
            "filter-expression", "projection-expression", "expression-attribute-names", "expression-attribute-values",
            "limit", "scan-index-forward", "consistent-read", "key", "item", "condition-expression",
            "update-expression");
    /** The CLI's own options: where and how it sends, never what. */
    static final Set<String> CLI_ONLY = Set.of("endpoint-url", "region", "profile", "output", "cli-pager",
            "paginate", "verify-ssl", "sign-request", "debug", "cli-read-timeout", "cli-connect-timeout", "color",
            "no-cli-auto-prompt", "cli-auto-prompt", "ca-bundle", "cli-binary-format");

    private McpPatternReader() {
    }

    /** A pattern read from a command, and the options it had no place for (one line each). */
    record Read(AccessPattern pattern, List<String> ignored) {
    }

    /** The command asks for what a model's pattern cannot hold; the message says what. */
    static final class Unsupported extends Exception {
        Unsupported(String message) {
            super(message);
        }
    }

    /**
     * @throws Unsupported when the command is sound but a pattern cannot hold it
     * @throws IllegalArgumentException when the command is wrong: not a command, bad JSON, an
     *     unknown table or index, a key condition on something that is not a key
     */
    static Read read(String name, String description, String implementation, Model model) throws Unsupported {
        AwsCliCommand command = AwsCliCommand.parse(implementation.strip());
        if (McpTransactionReader.handles(command)) {
            return McpTransactionReader.read(name, description, command, model);
        }
        Operation operation = OPERATIONS.get(command.subcommand());
        if (operation == null) {
            throw new Unsupported("'aws dynamodb " + command.subcommand() + "' (a model's pattern is one GetItem, "
                    + "Query, Scan, PutItem, UpdateItem or DeleteItem, or a TransactWriteItems or TransactGetItems)");
        }
        return read(name, description, command, operation, model, new PatternParameters());
    }

    /** A command of a known operation (a transaction's action: ConditionCheck too), its values named in {@code parameters}. */
    static Read read(String name, String description, AwsCliCommand command, Operation operation, Model model,
                     PatternParameters parameters) throws Unsupported {
        String tableName = command.option("table-name");
        if (tableName == null) {
            throw new IllegalArgumentException("the command has no --table-name");
        }
        Table table = model.findTable(tableName).orElseThrow(() -> new IllegalArgumentException(
                "--table-name " + tableName + " is not a table of \"tables\""));
        String indexName = command.option("index-name");
        KeySchema keys = indexName == null ? table.keySchema() : table.findIndex(indexName)
                .map(SecondaryIndex::keySchema).orElseThrow(() -> new IllegalArgumentException(
                        "--index-name " + indexName + " is not an index of table " + tableName));

        List<String> ignored = new ArrayList<>();
        for (Map.Entry<String, String> option : command.options().entrySet()) {
            String key = option.getKey();
            if (key.equals("select")) {
                if (option.getValue().equals("COUNT")) {
                    throw new Unsupported("--select COUNT (a model's pattern returns items, not a count)");
                }
            } else if (key.equals("return-values") || key.equals("return-consumed-capacity")
                    || key.equals("return-item-collection-metrics")) {
                ignored.add("--" + key + " " + option.getValue() + " left out (a pattern asks for consumed capacity "
                        + "by index and returns no old or new values)");
            } else if (CLI_ONLY.contains(key)) {
                continue;
            } else if (!READ.contains(key)) {
                ignored.add("--" + key + " left out (a pattern has no place for it)");
            }
        }

        Map<String, String> names = CliJsonOptions.stringMap(command.option("expression-attribute-names"),
                "--expression-attribute-names");
        Map<String, AttributeValue> values = CliJsonOptions.valueMap(command.option("expression-attribute-values"));
        AccessPattern.Builder builder = AccessPattern.builder(name, tableName, operation).description(description)
                .index(indexName);

        String filter = command.option("filter-expression");
        String condition = command.option("condition-expression");
        String update = command.option("update-expression");
        String projection = command.option("projection-expression");
        Set<String> usedElsewhere = new LinkedHashSet<>();
        for (String text : new String[] {filter, condition, update, projection}) {
            if (text != null) {
                usedElsewhere.addAll(refs(NAME_REF, text));
                usedElsewhere.addAll(refs(VALUE_REF, text));
            }
        }

        String keyCondition = command.option("key-condition-expression");
        Set<String> inKeyCondition = new LinkedHashSet<>();
        if (keyCondition != null) {
            if (operation != Operation.Query) {
                throw new IllegalArgumentException("--key-condition-expression is for a query");
            }
            keyCondition(keyCondition, keys, names, values, parameters, builder);
            inKeyCondition.addAll(refs(NAME_REF, keyCondition));
            inKeyCondition.addAll(refs(VALUE_REF, keyCondition));
        } else if (operation == Operation.Query) {
            throw new IllegalArgumentException("a query needs --key-condition-expression");
        }

        String keyJson = command.option("key");
        String itemJson = command.option("item");
        if (keyJson != null) {
            key(CliJsonOptions.itemFrom(keyJson, "--key"), table.keySchema(), parameters, builder);
        }
        if (itemJson != null) {
            Map<String, AttributeValue> item = CliJsonOptions.itemFrom(itemJson, "--item");
            key(keyPart(item, table.keySchema()), table.keySchema(), parameters, builder);
            Map<String, TemplateValue> rest = new LinkedHashMap<>();
            for (Map.Entry<String, AttributeValue> e : item.entrySet()) {
                if (table.keySchema().attributes().stream().noneMatch(k -> k.name().equals(e.getKey()))) {
                    rest.put(e.getKey(), templateValue(parameters, e.getKey(), e.getValue(), "attribute " + e.getKey()));
                }
            }
            builder.item(rest);
        }

        Map<String, String> keptNames = new LinkedHashMap<>();
        names.forEach((placeholder, attribute) -> {
            if (!inKeyCondition.contains(placeholder) || usedElsewhere.contains(placeholder)) {
                keptNames.put(placeholder, attribute);
            }
        });
        Map<String, TemplateValue> keptValues = new LinkedHashMap<>();
        for (Map.Entry<String, AttributeValue> e : values.entrySet()) {
            String placeholder = e.getKey();
            if (!inKeyCondition.contains(placeholder) || usedElsewhere.contains(placeholder)) {
                keptValues.put(placeholder, templateValue(parameters, placeholder.substring(1), e.getValue(),
                        "value " + placeholder));
            }
        }
        builder.names(keptNames).values(keptValues).filter(filter).condition(condition).update(update);
        if (projection != null) {
            builder.projection(projection(projection));
        }
        String limit = command.option("limit");
        if (limit != null) {
            try {
                builder.limit(Integer.valueOf(limit));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--limit " + limit + " is not a whole number");
            }
        }
        builder.scanIndexForward(!"false".equals(command.option("scan-index-forward")));
        builder.consistency("true".equals(command.option("consistent-read")) ? ReadConsistency.STRONG
                : ReadConsistency.EVENTUAL);
        return new Read(builder.parameters(parameters.list()).build(), ignored);
    }

    /** Each key attribute the key condition names, as a template over its value's parameter. */
    private static void keyCondition(String text, KeySchema keys, Map<String, String> names,
                                     Map<String, AttributeValue> values, PatternParameters parameters,
                                     AccessPattern.Builder builder) throws Unsupported {
        Expr.Condition tree;
        try {
            tree = Parser.condition(text, "KeyConditionExpression");
        } catch (ExpressionException e) {
            throw new IllegalArgumentException("--key-condition-expression: " + e.getMessage());
        }
        List<Expr.Condition> parts = new ArrayList<>();
        flatten(tree, parts);
        Map<String, SortKeyCondition> byAttribute = new LinkedHashMap<>();
        for (Expr.Condition part : parts) {
            Expr.Operand subject;
            KeyOperator operator;
            List<Expr.Operand> operands;
            if (part instanceof Expr.Compare compare && compare.comparator() != Expr.Comparator.NE) {
                boolean flipped = !(compare.left() instanceof Expr.Path);
                subject = flipped ? compare.right() : compare.left();
                operands = List.of(flipped ? compare.left() : compare.right());
                operator = switch (compare.comparator()) {
                    case LT -> flipped ? KeyOperator.GT : KeyOperator.LT;
                    case LE -> flipped ? KeyOperator.GE : KeyOperator.LE;
                    case GT -> flipped ? KeyOperator.LT : KeyOperator.GT;
                    case GE -> flipped ? KeyOperator.LE : KeyOperator.GE;
                    default -> KeyOperator.EQ;
                };
            } else if (part instanceof Expr.Between between) {
                subject = between.value();
                operands = List.of(between.lower(), between.upper());
                operator = KeyOperator.BETWEEN;
            } else if (part instanceof Expr.Function function && function.name().equals("begins_with")
                    && function.arguments().size() == 2) {
                subject = function.arguments().get(0);
                operands = List.of(function.arguments().get(1));
                operator = KeyOperator.BEGINS_WITH;
            } else {
                throw new IllegalArgumentException("--key-condition-expression: '" + text
                        + "' is not a key condition (=, <, <=, >, >=, BETWEEN, begins_with joined by AND)");
            }
            if (!(subject instanceof Expr.Path path) || path.steps().size() != 1) {
                throw new IllegalArgumentException("--key-condition-expression compares something other than a key attribute");
            }
            String attribute = path.first().placeholder() ? names.get(path.first().text()) : path.first().text();
            if (attribute == null) {
                throw new IllegalArgumentException("--key-condition-expression uses " + path.first().text()
                        + ", which --expression-attribute-names does not give");
            }
            List<KeyTemplate> templates = new ArrayList<>();
            for (Expr.Operand operand : operands) {
                if (!(operand instanceof Expr.ValueRef ref) || !values.containsKey(ref.name())) {
                    throw new IllegalArgumentException("--key-condition-expression compares " + attribute
                            + " with something other than a value of --expression-attribute-values");
                }
                templates.add(keyTemplate(parameters, ref.name().substring(1), values.get(ref.name()), "value " + ref.name()));
            }
            SortKeyCondition condition = new SortKeyCondition(operator, templates.get(0),
                    templates.size() > 1 ? templates.get(1) : null);
            if (byAttribute.put(attribute, condition) != null) {
                throw new IllegalArgumentException("--key-condition-expression has two conditions on " + attribute);
            }
        }
        List<KeyTemplate> partition = new ArrayList<>();
        for (KeyAttribute key : keys.partitionKeys()) {
            SortKeyCondition condition = byAttribute.remove(key.name());
            if (condition == null || condition.operator() != KeyOperator.EQ) {
                throw new IllegalArgumentException("--key-condition-expression needs " + key.name() + " = a value");
            }
            partition.add(condition.value());
        }
        List<SortKeyCondition> sort = new ArrayList<>();
        for (KeyAttribute key : keys.sortKeys()) {
            SortKeyCondition condition = byAttribute.remove(key.name());
            if (condition == null) {
                break;
            }
            sort.add(condition);
        }
        if (!byAttribute.isEmpty()) {
            throw new IllegalArgumentException("--key-condition-expression has a condition on "
                    + String.join(", ", byAttribute.keySet()) + ", which is not a key attribute in use here");
        }
        builder.partitionKeys(partition).sortKeys(sort);
    }

    private static void flatten(Expr.Condition tree, List<Expr.Condition> parts) {
        if (tree instanceof Expr.And and) {
            flatten(and.left(), parts);
            flatten(and.right(), parts);
        } else {
            parts.add(tree);
        }
    }

    /** The table key of a GetItem or a write, as templates over parameters named after its attributes. */
    private static void key(Map<String, AttributeValue> key, KeySchema tableKeys, PatternParameters parameters,
                            AccessPattern.Builder builder) throws Unsupported {
        for (String attribute : key.keySet()) {
            if (tableKeys.attributes().stream().noneMatch(k -> k.name().equals(attribute))) {
                throw new IllegalArgumentException("--key names " + attribute + ", which is not a key attribute of the table");
            }
        }
        KeyAttribute partition = tableKeys.partitionKey();
        if (!key.containsKey(partition.name())) {
            throw new IllegalArgumentException("the key has no value for " + partition.name());
        }
        builder.partitionKeys(List.of(keyTemplate(parameters, partition.name(), key.get(partition.name()),
                "key " + partition.name())));
        if (tableKeys.hasSortKey()) {
            KeyAttribute sort = tableKeys.sortKey();
            if (!key.containsKey(sort.name())) {
                throw new IllegalArgumentException("the key has no value for " + sort.name());
            }
            builder.sortKeys(List.of(new SortKeyCondition(KeyOperator.EQ,
                    keyTemplate(parameters, sort.name(), key.get(sort.name()), "key " + sort.name()), null)));
        }
    }

    private static Map<String, AttributeValue> keyPart(Map<String, AttributeValue> item, KeySchema keys) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        keys.attributes().forEach(k -> {
            if (item.containsKey(k.name())) {
                key.put(k.name(), item.get(k.name()));
            }
        });
        return key;
    }

    /** A key value as a template: text for S and N, the bytes as UTF-8 text for B (as the binder renders it). */
    private static KeyTemplate keyTemplate(PatternParameters parameters, String name, AttributeValue value, String what)
            throws Unsupported {
        String text;
        if (value instanceof AttributeValue.S s) {
            text = s.value();
        } else if (value instanceof AttributeValue.N n) {
            text = n.value();
        } else if (value instanceof AttributeValue.B b) {
            try {
                text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(b.value().toByteArray())).toString();
            } catch (CharacterCodingException e) {
                throw new Unsupported(what + " is binary that is not UTF-8 text (a pattern's key values are text)");
            }
        } else {
            throw new IllegalArgumentException(what + " is of type " + value.type() + ", not a key type (S, N or B)");
        }
        return KeyTemplate.of("${" + parameters.add(what, name, text) + "}");
    }

    /** An expression or item value as a typed template over a parameter (NULL needs none). */
    private static TemplateValue templateValue(PatternParameters parameters, String name, AttributeValue value, String what)
            throws Unsupported {
        String text;
        if (value instanceof AttributeValue.S s) {
            text = s.value();
        } else if (value instanceof AttributeValue.N n) {
            text = n.value();
        } else if (value instanceof AttributeValue.B b) {
            text = b.value().toBase64();
        } else if (value instanceof AttributeValue.Bool bool) {
            text = Boolean.toString(bool.value());
        } else if (value instanceof AttributeValue.Null) {
            return TemplateValue.of(AttributeType.NULL, "");
        } else {
            throw new Unsupported(what + " is of type " + value.type() + " (a pattern's values are S, N, B, BOOL or NULL)");
        }
        return TemplateValue.of(value.type(), "${" + parameters.add(what, name, text) + "}");
    }

    private static List<String> projection(String text) {
        try {
            Parser.projection(text);
        } catch (ExpressionException e) {
            throw new IllegalArgumentException("--projection-expression: " + e.getMessage());
        }
        // commas cannot be part of a path: a name holding one needs a #placeholder
        return List.of(text.split(",")).stream().map(String::strip).toList();
    }

    private static Set<String> refs(Pattern pattern, String text) {
        Set<String> found = new LinkedHashSet<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            found.add(m.group());
        }
        return found;
    }
}
