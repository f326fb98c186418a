package dev.tablewright.formats.export;

import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import dev.tablewright.model.TableSettings.StreamViewType;
import dev.tablewright.model.TableSettings.TableClass;
import dev.tablewright.model.TableSettings.Throughput;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads a table's settings back from an aws_dynamodb_table block parsed by hcl4j, independently of the exporter. */
final class TerraformSettingsReader {
    private TerraformSettingsReader() {
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> table(Map<String, Object> parsed) {
        Map<String, Object> tables = (Map<String, Object>) ((Map<String, Object>) parsed.get("resource")).get("aws_dynamodb_table");
        return (Map<String, Object>) tables.values().iterator().next();
    }

    static TableSettings settings(Map<String, Object> block) {
        Map<String, Object> ttl = one(block.get("ttl"));
        String ttlAttribute = ttl != null && Boolean.TRUE.equals(ttl.get("enabled")) ? (String) ttl.get("attribute_name") : null;
        StreamViewType stream = Boolean.TRUE.equals(block.get("stream_enabled"))
                ? StreamViewType.valueOf((String) block.get("stream_view_type")) : null;
        boolean protection = Boolean.TRUE.equals(block.get("deletion_protection_enabled"));
        TableClass tableClass = block.get("table_class") == null ? null : TableClass.valueOf((String) block.get("table_class"));
        Throughput onDemand = throughput(one(block.get("on_demand_throughput")), "max_read_request_units",
                "max_write_request_units");
        Throughput warm = throughput(one(block.get("warm_throughput")), "read_units_per_second", "write_units_per_second");
        Map<String, Object> pitr = one(block.get("point_in_time_recovery"));
        boolean pitrOn = pitr != null && Boolean.TRUE.equals(pitr.get("enabled"));
        Integer days = pitr == null || pitr.get("recovery_period_in_days") == null ? null
                : ((Number) pitr.get("recovery_period_in_days")).intValue();
        Map<String, Object> sse = one(block.get("server_side_encryption"));
        Encryption encryption = null;
        if (sse != null) {
            String key = (String) sse.get("kms_key_arn");
            encryption = !Boolean.TRUE.equals(sse.get("enabled")) ? new Encryption(Encryption.KeyType.OWNED, null)
                    : key == null ? new Encryption(Encryption.KeyType.AWS_MANAGED, null)
                    : new Encryption(Encryption.KeyType.CUSTOMER_MANAGED, key);
        }
        Map<String, String> tags = new LinkedHashMap<>();
        Map<String, Object> tagBlock = one(block.get("tags"));
        if (tagBlock != null) {
            tagBlock.forEach((k, v) -> tags.put(k, (String) v));
        }
        return new TableSettings(ttlAttribute, stream, protection, tableClass, onDemand, warm, pitrOn, days, encryption,
                tags);
    }

    private static Throughput throughput(Map<String, Object> block, String read, String write) {
        return block == null ? null : new Throughput(units(block.get(read)), units(block.get(write)));
    }

    private static Long units(Object value) {
        return value == null ? null : ((Number) value).longValue();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> one(Object value) {
        if (value instanceof List<?> list) {
            return list.isEmpty() ? null : (Map<String, Object>) list.get(0);
        }
        return (Map<String, Object>) value;
    }
}
