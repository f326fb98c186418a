package dev.tablewright.formats.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.formats.imports.McpDataModelImporter;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A model as the DynamoDB MCP server's {@code dynamodb_data_model.json}: each table's CreateTable
 * input ({@link CliInputExporter}), its items as BatchWriteItem PutRequests, and each access pattern
 * with its {@code implementation}, an {@code aws dynamodb ...} command the caller writes (the
 * codegen layer binds patterns; this one does not; a transaction's is one {@code transact-write-items}
 * or {@code transact-get-items}). Entries kept as notes when the model was read
 * from such a file ({@code McpAccessPatternNotes}) are written back as they were. What the format
 * cannot hold is named, one line each, in {@link Result#leftOut()}.
 */
public final class McpDataModelExporter {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final ObjectWriter PRETTY = MAPPER.writer(
            new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter("  ", "\n")));
    private static final Pattern IMPORTED_NAME = Pattern.compile("AP([0-9]+(?:-[0-9]+)?)(?: (?:[A-Za-z]+|\\(\\d+\\)))?");

    private McpDataModelExporter() {
    }

    /** The file's text (2-space indentation, as the guide asks) and what it could not hold. */
    public record Result(String json, List<String> leftOut) {
        public Result {
            leftOut = List.copyOf(leftOut);
        }
    }

    /**
     * @param implementation a pattern's command line; an IllegalArgumentException from it leaves the
     *     pattern out, its message the reason
     */
    public static Result write(Model model, Function<AccessPattern, String> implementation) {
        List<String> leftOut = new ArrayList<>();
        ObjectNode root = NODES.objectNode();
        ArrayNode tables = root.putArray("tables");
        ObjectNode items = root.putObject("items");
        for (Table table : model.tables()) {
            tables.add(CliInputExporter.createTableInput(table));
            ArrayNode puts = items.putArray(table.name());
            table.itemStream().forEach(item -> puts.addObject().putObject("PutRequest").set("Item", DynamoJson.toJson(item)));
            if (table.settings().timeToLiveAttribute() != null) {
                leftOut.add("table " + table.name() + ": TTL on " + table.settings().timeToLiveAttribute()
                        + " (CreateTable cannot set it)");
            }
            if (table.settings().pointInTimeRecovery()) {
                leftOut.add("table " + table.name() + ": point-in-time recovery (CreateTable cannot set it)");
            }
            if (table.capacity() != null && (table.capacity().readScaling() != null || table.capacity().writeScaling() != null)) {
                leftOut.add("table " + table.name() + ": auto scaling (not part of CreateTable)");
            }
            if (!table.facets().isEmpty()) {
                leftOut.add("table " + table.name() + ": facets " + String.join(", ", table.facets().stream()
                        .map(f -> f.name()).toList()) + " (the format has items, not entity types; their items are kept)");
            }
            table.indexes().stream().filter(index -> index.shards() != null).forEach(index -> leftOut.add("table "
                    + table.name() + ", index " + index.name() + ": write shards (the format has no shard plan)"));
        }
        ArrayNode patterns = root.putArray("access_patterns");
        for (AccessPattern pattern : model.accessPatterns()) {
            String command;
            try {
                command = implementation.apply(pattern);
            } catch (IllegalArgumentException e) {
                leftOut.add("pattern " + pattern.name() + ": " + e.getMessage());
                continue;
            }
            ObjectNode entry = patterns.addObject();
            Matcher imported = IMPORTED_NAME.matcher(pattern.name());
            entry.put("pattern", imported.matches() ? imported.group(1) : pattern.name());
            entry.put("description", pattern.description());
            entry.put("table", pattern.table());
            if (pattern.index() != null) {
                entry.put("index", pattern.index());
            }
            entry.put("dynamodb_operation", pattern.operation().name());
            entry.put("implementation", command);
            if (pattern.fanOut() != null) {
                leftOut.add("pattern " + pattern.name() + ": its fan-out over " + pattern.fanOut().parameter()
                        + " (the command reads one shard)");
            }
            if (hasLiteralKeyParts(pattern) || pattern.actions().stream().anyMatch(McpDataModelExporter::hasLiteralKeyParts)) {
                leftOut.add("pattern " + pattern.name() + ": its key templates (the command holds their values)");
            }
            for (int i = 0; i < pattern.actions().size(); i++) {
                AccessPattern action = pattern.actions().get(i);
                if (!action.name().equals(McpDataModelImporter.actionName(i + 1, action)) || !action.description().isBlank()) {
                    leftOut.add("pattern " + pattern.name() + ": its actions' names and descriptions (the command"
                            + " holds what each action sends; an import names each by position, kind and table)");
                    break;
                }
            }
        }
        String notes = model.extras().json().get(McpDataModelImporter.NOTES_KEY);
        if (notes != null) {
            try {
                MAPPER.readTree(notes).forEach(patterns::add);
            } catch (JsonProcessingException e) {
                leftOut.add("the notes kept from an MCP import are not JSON any more: " + e.getOriginalMessage());
            }
        }
        try {
            return new Result(PRETTY.writeValueAsString(root) + "\n", leftOut);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether a key template has text beside its parameter ({@code USER#${id}}): the command holds only its value. */
    private static boolean hasLiteralKeyParts(AccessPattern pattern) {
        List<KeyTemplate> templates = new ArrayList<>(pattern.partitionKeys());
        for (SortKeyCondition sort : pattern.sortKeys()) {
            templates.add(sort.value());
            if (sort.upper() != null) {
                templates.add(sort.upper());
            }
        }
        return templates.stream().anyMatch(t -> !t.text().matches("\\$\\{[^}]+}"));
    }
}
