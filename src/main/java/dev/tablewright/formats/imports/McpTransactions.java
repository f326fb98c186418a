package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Operation;
import dev.tablewright.model.ReadConsistency;
import dev.tablewright.model.Parameter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code cross_table_access_patterns} of an MCP schema (TransactWrite and TransactGet): each
 * becomes one transaction pattern (TransactWriteItems or TransactGetItems, all or none), and each
 * entry of {@code entities_involved} one of its actions on its table, named after the action
 * ({@code 1: Put User}): Put writes the entity (its fields from the entity parameter, defaults from
 * {@code access_pattern_data}), Update sets the fields its parameters name, Delete, ConditionCheck
 * and Get address the entity's key, each with its {@code condition}. The transaction's parameters
 * are its actions', each once.
 */
final class McpTransactions {
    private static final Set<String> WRITES = Set.of("Put", "Update", "Delete", "ConditionCheck");

    private final PositionedTree tree;
    private final McpSchemaPatterns patterns;
    private final Map<String, McpSchemaEntity> entities;
    private final List<String> leftOut;

    McpTransactions(PositionedTree tree, McpSchemaPatterns patterns, Map<String, McpSchemaEntity> entities,
                    List<String> leftOut) {
        this.tree = tree;
        this.patterns = patterns;
        this.entities = entities;
        this.leftOut = leftOut;
    }

    List<AccessPattern> read(JsonNode list) throws ImportException {
        List<AccessPattern> read = new ArrayList<>();
        if (list == null || list.isNull()) {
            return read;
        }
        if (!list.isArray()) {
            throw tree.error(list, "cross_table_access_patterns must be a list");
        }
        int n = 0;
        for (JsonNode tx : list) {
            read.add(transaction(tx, "cross_table_access_patterns[" + n++ + "]"));
        }
        return read;
    }

    private AccessPattern transaction(JsonNode tx, String where) throws ImportException {
        String name = tx.path("name").asText("");
        String operation = tx.path("operation").asText("");
        if (name.isBlank()) {
            throw tree.error(tx, where + ": a transaction needs a name");
        }
        if (!operation.equals("TransactWrite") && !operation.equals("TransactGet")) {
            throw tree.error(tx.has("operation") ? tx.get("operation") : tx, where + ": operation '" + operation
                    + "' is not TransactWrite or TransactGet");
        }
        JsonNode involved = tx.path("entities_involved");
        if (!involved.isArray() || involved.isEmpty()) {
            throw tree.error(tx, where + ": entities_involved must list the transaction's actions");
        }
        String label = name + " (pattern_id " + tx.path("pattern_id").asText("?") + ")";
        McpSchemaFields.noteUnknown(tx, McpSchemaFields.TRANSACTION, where, leftOut);
        McpSchemaFields.noteUnknownEach(involved, McpSchemaFields.ACTION, where + ".entities_involved", leftOut);
        McpSchemaFields.noteUnknownEach(tx.path("parameters"), McpSchemaFields.PARAMETER, where + ".parameters", leftOut);
        List<AccessPattern> read = new ArrayList<>();
        int n = 0;
        for (JsonNode action : involved) {
            n++;
            String at = where + ".entities_involved[" + (n - 1) + "]";
            String verb = action.path("action").asText("");
            McpSchemaEntity entity = entities.get(action.path("entity").asText(""));
            if (entity == null || !entity.table().equals(action.path("table").asText(entity.table()))) {
                throw tree.error(action, at + ": entity " + action.path("entity").asText("") + " of table "
                        + action.path("table").asText("") + " is not in \"tables\"");
            }
            boolean allowed = operation.equals("TransactGet") ? verb.equals("Get") : WRITES.contains(verb);
            if (!allowed) {
                throw tree.error(action, at + ": action '" + verb + "' is not one of "
                        + (operation.equals("TransactGet") ? "Get" : "Put, Update, Delete, ConditionCheck")
                        + " in a " + operation);
            }
            String patternName = n + ": " + verb + " " + entity.name();
            String description = "AP" + tx.path("pattern_id").asText("?") + ": " + tx.path("description").asText("")
                    + " (" + operation + ", action " + n + " of " + involved.size() + ")";
            McpDraft d = new McpDraft(patterns.usage(), entity, label, tx.path("parameters"));
            AccessPattern.Builder b;
            switch (verb) {
                case "Put" -> {
                    b = patterns.builderNamed(patternName, description, entity, Operation.PutItem);
                    patterns.put(d, b, entity);
                }
                case "Update" -> {
                    b = patterns.builderNamed(patternName, description, entity, Operation.UpdateItem);
                    patterns.update(d, b, entity);
                }
                case "Delete", "ConditionCheck" -> {
                    b = patterns.builderNamed(patternName, description, entity,
                            verb.equals("Delete") ? Operation.DeleteItem : Operation.ConditionCheck);
                    patterns.tableKey(d, b, McpUsageData.SAMPLE, McpUsageData.ACCESS);
                }
                default -> {
                    b = patterns.builderNamed(patternName, description, entity, Operation.GetItem);
                    patterns.tableKey(d, b, McpUsageData.SAMPLE, McpUsageData.ACCESS);
                    b.consistency(ReadConsistency.STRONG);
                }
            }
            if (action.hasNonNull("condition")) {
                b.condition(action.get("condition").asText());
            }
            read.add(b.names(d.names).values(d.values).parameters(d.parameters()).build());
        }
        if (tx.hasNonNull("return_type")) {
            leftOut.add(label + ": return_type " + tx.get("return_type").asText() + " (the generated code's)");
        }
        Map<String, Parameter> parameters = new LinkedHashMap<>();
        read.forEach(a -> a.parameters().forEach(param -> parameters.putIfAbsent(param.name(), param)));
        Operation kind = operation.equals("TransactGet") ? Operation.TransactGetItems : Operation.TransactWriteItems;
        return AccessPattern.builder(name, read.get(0).table(), kind)
                .description("AP" + tx.path("pattern_id").asText("?") + ": " + tx.path("description").asText("")
                        + " (" + operation + " of " + involved.size() + " actions, all or none)")
                .parameters(List.copyOf(parameters.values())).frequency(read.get(0).frequencyPerSecond())
                .actions(read).build();
    }
}
