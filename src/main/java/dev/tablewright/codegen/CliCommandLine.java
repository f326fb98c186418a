package dev.tablewright.codegen;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.formats.MultiItemJson;
import dev.tablewright.formats.RequestJson;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.patterns.BoundTransaction;
import dev.tablewright.patterns.PatternBinder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An access pattern as one {@code aws dynamodb ...} command line: the request {@link PatternBinder}
 * binds with the parameters' defaults (what {@code codegen --lang cli}'s script sends when run
 * without options), each field as the AWS CLI's option, JSON in single quotes (a {@code '} inside
 * as JSON's {@code \u0027}). A key condition's values are named after the parameter a template
 * is made of alone ({@code ${userId}} gives {@code :userId}), so reading the command back gives
 * the same parameters. A transaction is one {@code transact-write-items} or {@code transact-get-items}
 * with its {@code --transact-items} as the API's JSON ({@link MultiItemJson}).
 */
public final class CliCommandLine {
    private static final Set<String> SKIPPED = Set.of("Operation", "ReturnConsumedCapacity");
    private static final Pattern WHOLE_PARAMETER = Pattern.compile("\\$\\{([A-Za-z0-9_]+)}");

    private CliCommandLine() {
    }

    /**
     * @throws IllegalArgumentException when the pattern cannot be bound with its defaults (a
     *     parameter without one), naming it
     */
    public static String of(Model model, AccessPattern pattern) {
        if (pattern.operation().isTransaction()) {
            return transaction(model, pattern);
        }
        ObjectNode request = RequestJson.write(PatternBinder.bind(model, pattern, Map.of()).requests().get(0).request());
        renameKeyValues(model, pattern, request);
        StringBuilder line = new StringBuilder("aws dynamodb ")
                .append(Names.kebab(Names.words(pattern.operation().name())));
        request.properties().forEach(field -> {
            String name = field.getKey();
            JsonNode value = field.getValue();
            if (SKIPPED.contains(name)) {
                return;
            }
            String option = "--" + Names.kebab(Names.words(name));
            if (value.isBoolean()) {
                boolean on = value.booleanValue();
                line.append(' ').append(on ? option : "--no-" + option.substring(2));
            } else if (value.isNumber()) {
                line.append(' ').append(option).append(' ').append(value.asText());
            } else if (value.isObject() || value.isArray()) {
                line.append(' ').append(option).append(' ').append(quoted(value.toString().replace("'", "\\u0027")));
            } else {
                line.append(' ').append(option).append(' ').append(quoted(value.asText()));
            }
        });
        return line.toString();
    }

    /** {@code aws dynamodb transact-write-items} (or {@code transact-get-items}) {@code --transact-items '[...]'}. */
    private static String transaction(Model model, AccessPattern pattern) {
        BoundTransaction tx = PatternBinder.bind(model, pattern, Map.of()).transaction();
        ObjectNode body = tx.write() != null ? MultiItemJson.write(tx.write()) : MultiItemJson.write(tx.get());
        return "aws dynamodb " + Names.kebab(Names.words(pattern.operation().name())) + " --transact-items "
                + quoted(body.get("TransactItems").toString().replace("'", "\\u0027"));
    }

    /** {@code text} in single quotes; text holding one is refused (expressions and names never do). */
    private static String quoted(String text) {
        if (text.contains("'")) {
            throw new IllegalArgumentException("'" + text + "' holds a single quote");
        }
        return text.matches("[A-Za-z0-9_.:/-]+") ? text : "'" + text + "'";
    }

    /** The binder's {@code :kp, :ks, :ks2} (or {@code :kp0, :ks0, :ks0b}) named after their parameters where it can. */
    private static void renameKeyValues(Model model, AccessPattern pattern, ObjectNode request) {
        if (!request.has("KeyConditionExpression") || !(request.get("ExpressionAttributeValues") instanceof ObjectNode values)) {
            return;
        }
        Table table = model.findTable(pattern.table()).orElseThrow();
        KeySchema keys = pattern.index() == null ? table.keySchema()
                : table.findIndex(pattern.index()).map(SecondaryIndex::keySchema).orElseThrow();
        Map<String, KeyTemplate> byPlaceholder = new LinkedHashMap<>();
        boolean multi = keys.isMultiAttribute();
        for (int i = 0; i < pattern.partitionKeys().size(); i++) {
            byPlaceholder.put(multi ? ":kp" + i : ":kp", pattern.partitionKeys().get(i));
        }
        List<SortKeyCondition> sorts = pattern.sortKeys();
        for (int i = 0; i < sorts.size(); i++) {
            byPlaceholder.put(multi ? ":ks" + i : ":ks", sorts.get(i).value());
            if (sorts.get(i).upper() != null) {
                byPlaceholder.put(multi ? ":ks" + i + "b" : ":ks2", sorts.get(i).upper());
            }
        }
        String text = request.get("KeyConditionExpression").asText();
        List<String> order = new ArrayList<>();
        values.fieldNames().forEachRemaining(order::add);
        ObjectNode renamed = values.objectNode();
        for (String placeholder : order) {
            String target = placeholder;
            KeyTemplate template = byPlaceholder.get(placeholder);
            Matcher whole = template == null ? null : WHOLE_PARAMETER.matcher(template.text());
            if (whole != null && whole.matches() && !values.has(":" + whole.group(1)) && !renamed.has(":" + whole.group(1))) {
                target = ":" + whole.group(1);
                text = text.replaceAll(Pattern.quote(placeholder) + "(?![A-Za-z0-9_])", Matcher.quoteReplacement(target));
            }
            renamed.set(target, values.get(placeholder));
        }
        request.put("KeyConditionExpression", text);
        request.set("ExpressionAttributeValues", renamed);
    }
}
