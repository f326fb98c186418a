package dev.tablewright.formats.imports;

import com.bertramlabs.plugins.hcl4j.HCLParser;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.Model;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Optional;

/**
 * Reads the {@code aws_dynamodb_table} resources of Terraform configuration (HCL, parsed by hcl4j)
 * into a model, each block's arguments as the AWS provider documents them: {@code name},
 * {@code billing_mode} (PROVISIONED when absent, as the provider has it), {@code read_capacity}/
 * {@code write_capacity}, {@code hash_key}/{@code range_key}, {@code attribute},
 * {@code global_secondary_index} (with {@code key_schema} blocks for a multi-attribute key),
 * {@code local_secondary_index}, {@code ttl}, {@code stream_enabled}/{@code stream_view_type},
 * {@code point_in_time_recovery}, {@code server_side_encryption}, {@code tags},
 * {@code deletion_protection_enabled}, {@code table_class}, {@code on_demand_throughput} and
 * {@code warm_throughput}. The arguments become a CloudFormation table's properties, read by
 * {@link CloudFormationImporter}, so both formats keep one set of rules. Variables take their
 * {@code default} and locals their value (hcl4j resolves them); an argument whose variable or
 * reference cannot be resolved is named, one line each, and left at its default.
 */
public final class TerraformImporter {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final Path file;
    /** The aws_dynamodb_table arguments read into the model. */
    private static final Set<String> READ = Set.of("name", "billing_mode", "read_capacity", "write_capacity", "hash_key",
            "range_key", "attribute", "global_secondary_index", "local_secondary_index", "ttl", "stream_enabled",
            "stream_view_type", "point_in_time_recovery", "server_side_encryption", "tags", "table_class",
            "deletion_protection_enabled", "on_demand_throughput", "warm_throughput");
    /** Arguments that change nothing a model holds: where Terraform keeps state, and its own ordering. */
    private static final Set<String> IGNORED = Set.of("lifecycle", "depends_on", "provider", "timeouts", "region");
    private final List<String> leftOut = new ArrayList<>();

    private TerraformImporter(Path file) {
        this.file = file;
    }

    public static ImportedModel read(String text, Path file) throws ImportException {
        TerraformImporter importer = new TerraformImporter(file);
        Map<String, Object> parsed;
        try {
            parsed = new HCLParser().parse(text);
        } catch (Exception e) {
            String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
            throw new ImportException(file, 0, "not valid HCL: " + message);
        }
        Model model = importer.model(parsed);
        return new ImportedModel(model, ImportFormat.TERRAFORM, importer.leftOut);
    }

    private Model model(Map<String, Object> parsed) throws ImportException {
        for (Map.Entry<String, Object> variable : map(parsed.get("variable")).entrySet()) {
            if (!map(variable.getValue()).containsKey("default")) {
                leftOut.add("variable " + variable.getKey() + " has no default: what it sets is left at its default");
            }
        }
        for (String scaling : List.of("aws_appautoscaling_target", "aws_appautoscaling_policy")) {
            map(map(parsed.get("resource")).get(scaling)).keySet().forEach(id -> leftOut.add(scaling + "." + id
                    + ": auto scaling is not read from Terraform (import-cfn reads it from a template)"));
        }
        Map<String, Object> tables = map(map(parsed.get("resource")).get("aws_dynamodb_table"));
        if (tables.isEmpty()) {
            throw new ImportException(file, 0, "the configuration has no aws_dynamodb_table resource");
        }
        ObjectNode resources = NODES.objectNode();
        for (Map.Entry<String, Object> e : tables.entrySet()) {
            String id = e.getKey();
            Map<String, Object> block = map(e.getValue());
            ObjectNode p = NODES.objectNode();
            String where = "aws_dynamodb_table." + id;
            notHeld(block, where);
            text(block, "name", where).ifPresent(v -> p.put("TableName", v));
            text(block, "billing_mode", where).ifPresent(v -> p.put("BillingMode", v));
            throughput(block, where, p);
            ArrayNode keys = p.putArray("KeySchema");
            text(block, "hash_key", where).ifPresent(v -> keys.addObject().put("AttributeName", v).put("KeyType", "HASH"));
            text(block, "range_key", where).ifPresent(v -> keys.addObject().put("AttributeName", v).put("KeyType", "RANGE"));
            ArrayNode definitions = p.putArray("AttributeDefinitions");
            for (Map<String, Object> attribute : blocks(block.get("attribute"))) {
                definitions.addObject().put("AttributeName", String.valueOf(attribute.get("name")))
                        .put("AttributeType", String.valueOf(attribute.get("type")));
            }
            ArrayNode gsis = p.putArray("GlobalSecondaryIndexes");
            for (Map<String, Object> index : blocks(block.get("global_secondary_index"))) {
                gsis.add(index(index, where + ".global_secondary_index", false));
            }
            ArrayNode lsis = p.putArray("LocalSecondaryIndexes");
            for (Map<String, Object> index : blocks(block.get("local_secondary_index"))) {
                ObjectNode lsi = index(index, where + ".local_secondary_index", true);
                ArrayNode lsiKeys = NODES.arrayNode();
                keys.forEach(k -> {
                    if (k.get("KeyType").asText().equals("HASH")) {
                        lsiKeys.add(k.deepCopy());
                    }
                });
                lsi.get("KeySchema").forEach(lsiKeys::add);
                lsi.set("KeySchema", lsiKeys);
                lsis.add(lsi);
            }
            settings(block, where, p);
            resources.putObject(id).put("Type", CloudFormationImporter.TABLE_TYPE).set("Properties", p);
        }
        ObjectNode template = NODES.objectNode();
        template.set("Resources", resources);
        Model model = CloudFormationImporter.read(PositionedTree.parseJson(file, "{}").withRoot(template));
        Path name = file.getFileName();
        String text = name == null ? "terraform" : name.toString();
        return new Model(text.contains(".") ? text.substring(0, text.indexOf('.')) : text, model.metadata(),
                model.tables(), List.of(), model.extras());
    }

    /**
     * Names each argument of the resource that a model does not hold (replicas, an import or a restore
     * source, count and for_each, ...), one line each, instead of dropping it silently.
     */
    private void notHeld(Map<String, Object> block, String where) {
        for (String argument : block.keySet()) {
            if (!READ.contains(argument) && !IGNORED.contains(argument)) {
                leftOut.add(where + "." + argument + " is not held by a model");
            }
        }
    }

    private ObjectNode index(Map<String, Object> index, String where, boolean local) {
        ObjectNode node = NODES.objectNode();
        text(index, "name", where).ifPresent(v -> node.put("IndexName", v));
        ArrayNode keys = node.putArray("KeySchema");
        if (!local) {
            text(index, "hash_key", where).ifPresent(v -> keys.addObject().put("AttributeName", v).put("KeyType", "HASH"));
        }
        text(index, "range_key", where).ifPresent(v -> keys.addObject().put("AttributeName", v).put("KeyType", "RANGE"));
        for (Map<String, Object> element : blocks(index.get("key_schema"))) {
            keys.addObject().put("AttributeName", String.valueOf(element.get("attribute_name")))
                    .put("KeyType", String.valueOf(element.get("key_type")));
        }
        ObjectNode projection = node.putObject("Projection");
        projection.put("ProjectionType", text(index, "projection_type", where).orElse("ALL"));
        if (index.get("non_key_attributes") instanceof List<?> names) {
            ArrayNode list = projection.putArray("NonKeyAttributes");
            names.forEach(n -> list.add(String.valueOf(n)));
        }
        Long read = number(index, "read_capacity", where);
        Long write = number(index, "write_capacity", where);
        if (read != null && write != null) {
            node.putObject("ProvisionedThroughput").put("ReadCapacityUnits", read).put("WriteCapacityUnits", write);
        }
        maxima(index, where + " " + index.get("name"), node);
        return node;
    }

    /** A table's or a GSI's on_demand_throughput and warm_throughput blocks, as CloudFormation names them. */
    private void maxima(Map<String, Object> block, String where, ObjectNode p) {
        blocks(block.get("on_demand_throughput")).stream().findFirst().ifPresent(t -> {
            ObjectNode node = p.putObject("OnDemandThroughput");
            putNumber(node, "MaxReadRequestUnits", number(t, "max_read_request_units", where + ".on_demand_throughput"));
            putNumber(node, "MaxWriteRequestUnits", number(t, "max_write_request_units", where + ".on_demand_throughput"));
        });
        blocks(block.get("warm_throughput")).stream().findFirst().ifPresent(t -> {
            ObjectNode node = p.putObject("WarmThroughput");
            putNumber(node, "ReadUnitsPerSecond", number(t, "read_units_per_second", where + ".warm_throughput"));
            putNumber(node, "WriteUnitsPerSecond", number(t, "write_units_per_second", where + ".warm_throughput"));
        });
    }

    private void throughput(Map<String, Object> block, String where, ObjectNode p) {
        Long read = number(block, "read_capacity", where);
        Long write = number(block, "write_capacity", where);
        if (read != null || write != null) {
            p.putObject("ProvisionedThroughput").put("ReadCapacityUnits", read == null ? 0 : read)
                    .put("WriteCapacityUnits", write == null ? 0 : write);
        }
    }

    private void settings(Map<String, Object> block, String where, ObjectNode p) {
        blocks(block.get("ttl")).stream().findFirst().ifPresent(ttl -> {
            if (Boolean.TRUE.equals(ttl.get("enabled")) || ttl.get("enabled") == null && ttl.get("attribute_name") != null) {
                p.putObject("TimeToLiveSpecification").put("AttributeName", String.valueOf(ttl.get("attribute_name")))
                        .put("Enabled", true);
            }
        });
        if (Boolean.TRUE.equals(block.get("stream_enabled"))) {
            text(block, "stream_view_type", where).ifPresent(v -> p.putObject("StreamSpecification").put("StreamViewType", v));
        }
        if (Boolean.TRUE.equals(block.get("deletion_protection_enabled"))) {
            p.put("DeletionProtectionEnabled", true);
        }
        text(block, "table_class", where).ifPresent(v -> p.put("TableClass", v));
        blocks(block.get("point_in_time_recovery")).stream().findFirst().ifPresent(pitr -> {
            ObjectNode spec = p.putObject("PointInTimeRecoverySpecification")
                    .put("PointInTimeRecoveryEnabled", Boolean.TRUE.equals(pitr.get("enabled")));
            Long days = number(pitr, "recovery_period_in_days", where + ".point_in_time_recovery");
            if (days != null) {
                spec.put("RecoveryPeriodInDays", days);
            }
        });
        blocks(block.get("server_side_encryption")).stream().findFirst().ifPresent(sse -> {
            ObjectNode spec = p.putObject("SSESpecification").put("SSEEnabled", Boolean.TRUE.equals(sse.get("enabled")));
            if (Boolean.TRUE.equals(sse.get("enabled"))) {
                spec.put("SSEType", "KMS");
                if (sse.get("kms_key_arn") != null) {
                    spec.put("KMSMasterKeyId", String.valueOf(sse.get("kms_key_arn")));
                } else if (sse.containsKey("kms_key_arn")) {
                    leftOut.add(where + ".server_side_encryption: kms_key_arn is a variable or reference that cannot be "
                            + "resolved; left at the AWS managed key");
                }
            }
        });
        maxima(block, where, p);
        if (block.get("tags") instanceof Map<?, ?> tags && !tags.isEmpty()) {
            ArrayNode list = p.putArray("Tags");
            tags.forEach((k, v) -> {
                if (v == null) {
                    leftOut.add(where + ".tags." + k + " is a variable or reference that cannot be resolved; left out");
                } else {
                    list.addObject().put("Key", String.valueOf(k)).put("Value", String.valueOf(v));
                }
            });
        }
    }

    private static void putNumber(ObjectNode node, String field, Long value) {
        if (value != null) {
            node.put(field, value);
        }
    }

    /** A text argument; one set to what cannot be resolved (hcl4j gives null) is named and left out. */
    private Optional<String> text(Map<String, Object> block, String field, String where) {
        if (!block.containsKey(field)) {
            return Optional.empty();
        }
        Object value = block.get(field);
        if (value == null) {
            leftOut.add(where + "." + field + " is a variable or reference that cannot be resolved; left at its default");
            return Optional.empty();
        }
        return Optional.of(String.valueOf(value));
    }

    private Long number(Map<String, Object> block, String field, String where) {
        if (!block.containsKey(field)) {
            return null;
        }
        Object value = block.get(field);
        if (value instanceof Number n) {
            return n.longValue();
        }
        if (value instanceof String s && s.matches("[0-9]+")) {
            return Long.parseLong(s);
        }
        leftOut.add(where + "." + field + " is a variable or reference that cannot be resolved; left at its default");
        return null;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object value) {
        return value instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
    }

    /** A block given once (a map) or several times (a list of maps), as hcl4j reads them. */
    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> blocks(Object value) {
        if (value instanceof Map<?, ?> m) {
            return List.of((Map<String, Object>) m);
        }
        if (value instanceof List<?> list) {
            return list.stream().filter(Map.class::isInstance).map(v -> (Map<String, Object>) v).toList();
        }
        return List.of();
    }
}
