package dev.tablewright.formats.imports;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Model;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code aws dynamodb transact-write-items --transact-items '[...]'} (or {@code transact-get-items})
 * as one transaction pattern: each element of {@code --transact-items} ({@code Put, Update, Delete,
 * ConditionCheck}; {@code Get}) one action, read by {@link McpPatternReader} as the command of its
 * kind with the element's fields as options, named {@code 1: Put Users} (its position, kind and
 * table). The actions share one set of parameters: a value two actions give the same name and the
 * same text is one parameter, another value of that name is renamed ({@code pk_2}), so binding the
 * transaction with its defaults sends what the command sends. ReturnValuesOnConditionCheckFailure,
 * ClientRequestToken and the return options are named as left out.
 */
final class McpTransactionReader {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, Operation> KINDS = Map.of("Put", Operation.PutItem, "Update", Operation.UpdateItem,
            "Delete", Operation.DeleteItem, "ConditionCheck", Operation.ConditionCheck, "Get", Operation.GetItem);
    private static final Map<String, String> SUBCOMMANDS = Map.of("Put", "put-item", "Update", "update-item",
            "Delete", "delete-item", "ConditionCheck", "delete-item", "Get", "get-item");
    private static final Set<String> RETURNS = Set.of("return-consumed-capacity", "return-item-collection-metrics",
            "client-request-token");

    private McpTransactionReader() {
    }

    static boolean handles(AwsCliCommand command) {
        return command.subcommand().equals("transact-write-items") || command.subcommand().equals("transact-get-items");
    }

    /** The name an action is given on import: {@code 1: Put Users}. */
    static String actionName(int position, AccessPattern action) {
        String kind = KINDS.entrySet().stream().filter(e -> e.getValue() == action.operation()).map(Map.Entry::getKey)
                .findFirst().orElse(action.operation().name());
        return actionName(position, kind, action.table());
    }

    private static String actionName(int position, String kind, String table) {
        return position + ": " + kind + " " + table;
    }

    /**
     * @throws McpPatternReader.Unsupported when an action holds what a pattern cannot (a list value)
     * @throws IllegalArgumentException when the command is wrong: no --transact-items, not a JSON array,
     *     an element that is not one action of the transaction's kind, an action that is wrong as a command
     */
    static McpPatternReader.Read read(String name, String description, AwsCliCommand command, Model model)
            throws McpPatternReader.Unsupported {
        boolean get = command.subcommand().equals("transact-get-items");
        List<String> ignored = new ArrayList<>();
        for (Map.Entry<String, String> option : command.options().entrySet()) {
            String key = option.getKey();
            if (RETURNS.contains(key)) {
                ignored.add("--" + key + " " + option.getValue() + " left out (a pattern asks for consumed capacity "
                        + "by index and holds no request token)");
            } else if (!key.equals("transact-items") && !McpPatternReader.CLI_ONLY.contains(key)) {
                ignored.add("--" + key + " left out (a pattern has no place for it)");
            }
        }
        JsonNode items = items(command.option("transact-items"));
        PatternParameters parameters = new PatternParameters(true);
        List<AccessPattern> actions = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            String where = "--transact-items[" + i + "]";
            JsonNode element = items.get(i);
            String kind = element.isObject() && element.size() == 1 ? element.fieldNames().next() : null;
            boolean allowed = kind != null && KINDS.containsKey(kind) && kind.equals("Get") == get
                    && element.get(kind).isObject();
            if (!allowed) {
                throw new IllegalArgumentException(where + " must be an object holding one "
                        + (get ? "Get" : "Put, Update, Delete or ConditionCheck"));
            }
            Map<String, String> options = new LinkedHashMap<>();
            element.get(kind).properties().forEach(field -> options.put(option(field.getKey()),
                    field.getValue().isTextual() ? field.getValue().textValue() : field.getValue().toString()));
            if (get) {
                options.put("consistent-read", "true"); // a TransactGetItems reads each item strongly consistently
            }
            String table = options.getOrDefault("table-name", "?");
            String actionName = actionName(i + 1, kind, table);
            parameters.scope(actionName);
            McpPatternReader.Read read;
            try {
                read = McpPatternReader.read(actionName, "", new AwsCliCommand(SUBCOMMANDS.get(kind), options),
                        KINDS.get(kind), model, parameters);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + " (" + kind + "): " + e.getMessage(), e);
            } catch (McpPatternReader.Unsupported e) {
                throw new McpPatternReader.Unsupported(where + " (" + kind + "): " + e.getMessage());
            }
            actions.add(read.pattern());
            read.ignored().forEach(line -> ignored.add("action " + actionName + ": " + line));
        }
        AccessPattern tx = AccessPattern.builder(name, actions.get(0).table(),
                        get ? Operation.TransactGetItems : Operation.TransactWriteItems)
                .description(description).parameters(parameters.all()).actions(actions).build();
        return new McpPatternReader.Read(tx, ignored);
    }

    /** The array of --transact-items, inline JSON as the AWS CLI reads it. */
    private static JsonNode items(String json) {
        if (json == null) {
            throw new IllegalArgumentException("the command has no --transact-items");
        }
        if (json.startsWith("file://") || json.startsWith("fileb://")) {
            throw new IllegalArgumentException("--transact-items reads " + json
                    + ", a file beside the model: give its JSON inline");
        }
        try {
            JsonNode node = JSON.readTree(json);
            if (node == null || !node.isArray() || node.isEmpty()) {
                throw new IllegalArgumentException("--transact-items must be a JSON array of actions");
            }
            return node;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("--transact-items is not valid JSON: " + e.getOriginalMessage());
        }
    }

    /** An API field as the AWS CLI's option: {@code ConditionExpression} is {@code condition-expression}. */
    private static String option(String field) {
        return field.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(java.util.Locale.ROOT);
    }
}
