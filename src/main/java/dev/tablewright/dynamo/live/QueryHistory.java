package dev.tablewright.dynamo.live;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.dynamo.AppDirs;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.SortCondition;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyOperator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the Tables workspace ran, per connection, one JSON line an entry in
 * {@code history/<connection>.jsonl} of the config folder. Reads keep their whole request so they
 * can be run again or saved as an access pattern; other entries keep their text. The newest
 * {@value #KEEP} entries are kept.
 */
public final class QueryHistory {
    public static final int KEEP = 500;
    /**
     * Made when a history is first read or written, not with the class: the window makes its history
     * while it composes its first frame, and an ObjectMapper's start took about 5 ms of that.
     */
    private static final class Mapper {
        static final ObjectMapper JSON = new ObjectMapper();
    }

    private final Path folder;

    public QueryHistory(Path configDir) {
        this.folder = configDir.resolve("history");
    }

    public static QueryHistory inConfigDir() {
        return new QueryHistory(AppDirs.configDir());
    }

    /** One entry: when, what kind (Query, Scan, PartiQL, PutItem, ...), its text and, for reads, the request. */
    public record Entry(Instant time, String kind, String text, ReadRequest read) {
    }

    public Path file(String connectionName) {
        String safe = connectionName.replaceAll("[^A-Za-z0-9_.-]+", "_");
        return folder.resolve(safe + ".jsonl");
    }

    /** The entries of {@code connectionName}, oldest first; a line that cannot be read is skipped. */
    public List<Entry> load(String connectionName) throws IOException {
        Path file = file(connectionName);
        if (!Files.exists(file)) {
            return List.of();
        }
        List<Entry> entries = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            try {
                entries.add(fromJson(Mapper.JSON.readTree(line)));
            } catch (IOException | RuntimeException e) {
                // a line written by a newer version or cut by a crash: the others still count
            }
        }
        return entries;
    }

    public synchronized void add(String connectionName, Entry entry) throws IOException {
        Path file = file(connectionName);
        Files.createDirectories(file.getParent());
        String line = Mapper.JSON.writeValueAsString(toJson(entry)) + "\n";
        Files.writeString(file, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        if (lines.size() > KEEP) {
            Path temp = Files.createTempFile(file.getParent(), "history", ".tmp");
            Files.write(temp, lines.subList(lines.size() - KEEP, lines.size()), StandardCharsets.UTF_8);
            Files.move(temp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        }
    }

    static ObjectNode toJson(Entry entry) {
        ObjectNode node = Mapper.JSON.createObjectNode();
        node.put("Time", entry.time().toString());
        node.put("Kind", entry.kind());
        node.put("Text", entry.text());
        ReadRequest r = entry.read();
        if (r != null) {
            ObjectNode read = node.putObject("Read");
            read.put("TableName", r.table());
            read.put("IndexName", r.index());
            if (r.isQuery()) {
                var partition = read.putArray("PartitionKeys");
                r.key().partitionKeys().forEach(e -> partition.addObject().put("AttributeName", e.attributeName())
                        .set("Value", DynamoJson.toJson(e.value())));
                var sort = read.putArray("SortKeys");
                for (SortCondition c : r.key().sortConditions()) {
                    ObjectNode condition = sort.addObject().put("AttributeName", c.attributeName())
                            .put("Operator", c.operator().name());
                    condition.set("Value", DynamoJson.toJson(c.value()));
                    if (c.upper() != null) {
                        condition.set("Upper", DynamoJson.toJson(c.upper()));
                    }
                }
            }
            read.put("FilterExpression", r.filter());
            read.put("ProjectionExpression", r.projection());
            ObjectNode values = read.putObject("ExpressionAttributeValues");
            r.values().forEach((k, v) -> values.set(k, DynamoJson.toJson(v)));
            read.put("ConsistentRead", r.consistentRead());
            read.put("ScanIndexForward", r.forward());
            read.put("Limit", r.pageSize());
        }
        return node;
    }

    static Entry fromJson(JsonNode node) {
        JsonNode read = node.get("Read");
        ReadRequest request = null;
        if (read != null && read.isObject()) {
            Map<String, AttributeValue> values = new LinkedHashMap<>();
            read.path("ExpressionAttributeValues").fields().forEachRemaining(e -> values.put(e.getKey(),
                    DynamoJson.fromJson(e.getValue())));
            request = new ReadRequest(read.path("TableName").asText(), text(read, "IndexName"), key(read),
                    text(read, "FilterExpression"), text(read, "ProjectionExpression"), values,
                    read.path("ConsistentRead").asBoolean(false), read.path("ScanIndexForward").asBoolean(true),
                    read.path("Limit").asInt(100));
        }
        return new Entry(Instant.parse(node.path("Time").asText()), node.path("Kind").asText(),
                node.path("Text").asText(), request);
    }

    /**
     * The key condition of a saved read (null: a Scan): {@code PartitionKeys} and {@code SortKeys},
     * or the one-attribute fields lines written before multi-attribute keys have.
     */
    private static KeyCondition key(JsonNode read) {
        List<KeyCondition.Equality> partition = new ArrayList<>();
        List<SortCondition> sort = new ArrayList<>();
        if (read.has("PartitionKeys")) {
            read.path("PartitionKeys").forEach(e -> partition.add(new KeyCondition.Equality(
                    e.path("AttributeName").asText(), DynamoJson.fromJson(e.get("Value")))));
            read.path("SortKeys").forEach(c -> sort.add(new SortCondition(c.path("AttributeName").asText(),
                    KeyOperator.valueOf(c.path("Operator").asText()), DynamoJson.fromJson(c.get("Value")),
                    c.hasNonNull("Upper") ? DynamoJson.fromJson(c.get("Upper")) : null)));
        } else if (read.hasNonNull("PartitionKey")) {
            partition.add(new KeyCondition.Equality(text(read, "PartitionKeyName"),
                    DynamoJson.fromJson(read.get("PartitionKey"))));
            if (read.hasNonNull("SortOperator")) {
                List<AttributeValue> values = new ArrayList<>();
                read.path("SortValues").forEach(v -> values.add(DynamoJson.fromJson(v)));
                sort.add(new SortCondition(text(read, "SortKeyName"), KeyOperator.valueOf(read.get("SortOperator")
                        .asText()), values.get(0), values.size() > 1 ? values.get(1) : null));
            }
        }
        return partition.isEmpty() ? null : new KeyCondition(partition, sort);
    }

    private static String text(JsonNode node, String key) {
        return node.hasNonNull(key) ? node.get(key).asText() : null;
    }
}
