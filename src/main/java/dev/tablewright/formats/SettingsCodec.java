package dev.tablewright.formats;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import dev.tablewright.model.TableSettings.IndexThroughput;
import dev.tablewright.model.TableSettings.StreamViewType;
import dev.tablewright.model.TableSettings.TableClass;
import dev.tablewright.model.TableSettings.Throughput;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * A table's {@code "Settings"} in the extension block (NoSQL Workbench has no place for them):
 * TTL, stream, deletion protection, table class, on-demand maximum and warm throughput (the table's,
 * and each global secondary index's under {@code "Indexes"}), PITR, encryption and tags. A writer leaves out what holds DynamoDB's default. Ranges (recovery days,
 * positive throughput, tag lengths) are validation's concern, so a file with a wrong value still
 * opens and the finding says what to fix.
 */
final class SettingsCodec {
    static final String KEY = "Settings";
    /** Each global secondary index's own on-demand maximum and warm throughput, by index name. */
    static final String INDEXES = "Indexes";
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private SettingsCodec() {
    }

    static TableSettings read(JsonCursor s) {
        s.requireObject("\"" + KEY + "\"");
        StreamViewType stream = s.has("StreamViewType") ? s.code("StreamViewType", named(StreamViewType.values()),
                "KEYS_ONLY, NEW_IMAGE, OLD_IMAGE, NEW_AND_OLD_IMAGES") : null;
        TableClass tableClass = s.has("TableClass") ? s.code("TableClass", named(TableClass.values()),
                "STANDARD, STANDARD_INFREQUENT_ACCESS") : null;
        Throughput onDemand = s.has("OnDemandThroughput")
                ? throughput(s.child("OnDemandThroughput"), "MaxReadRequestUnits", "MaxWriteRequestUnits") : null;
        Throughput warm = s.has("WarmThroughput")
                ? throughput(s.child("WarmThroughput"), "ReadUnitsPerSecond", "WriteUnitsPerSecond") : null;
        Integer recoveryDays = s.has("RecoveryPeriodInDays") ? s.intValue("RecoveryPeriodInDays") : null;
        Encryption encryption = s.has("Encryption") ? encryption(s.child("Encryption")) : null;
        Map<String, String> tags = new LinkedHashMap<>();
        s.fields("Tags").forEach((key, v) -> {
            if (!v.node().isTextual()) {
                throw new JsonCursor.ReadError(v.path(), "expected a tag value string");
            }
            tags.put(key, v.node().textValue());
        });
        Map<String, IndexThroughput> indexes = new LinkedHashMap<>();
        s.fields(INDEXES).forEach((name, index) -> {
            index.requireObject("an index's settings");
            indexes.put(name, new IndexThroughput(index.has("OnDemandThroughput")
                    ? throughput(index.child("OnDemandThroughput"), "MaxReadRequestUnits", "MaxWriteRequestUnits") : null,
                    index.has("WarmThroughput")
                            ? throughput(index.child("WarmThroughput"), "ReadUnitsPerSecond", "WriteUnitsPerSecond")
                            : null));
        });
        return new TableSettings(s.optionalText("TimeToLiveAttribute"), stream,
                s.booleanValue("DeletionProtection", false), tableClass, onDemand, warm,
                s.booleanValue("PointInTimeRecovery", false), recoveryDays, encryption, tags, indexes);
    }

    private static Throughput throughput(JsonCursor t, String read, String write) {
        t.requireObject("a throughput setting");
        return new Throughput(t.has(read) ? t.longValue(read) : null, t.has(write) ? t.longValue(write) : null);
    }

    private static Encryption encryption(JsonCursor e) {
        e.requireObject("\"Encryption\"");
        Encryption.KeyType type = e.code("KeyType", named(Encryption.KeyType.values()),
                "OWNED, AWS_MANAGED, CUSTOMER_MANAGED");
        return new Encryption(type, e.optionalText("KmsKeyId"));
    }

    private static <E extends Enum<E>> Function<String, E> named(E[] values) {
        return code -> {
            for (E value : values) {
                if (value.name().equals(code)) {
                    return value;
                }
            }
            return null;
        };
    }

    /** The settings' JSON, or null when they all hold DynamoDB's defaults. */
    static ObjectNode write(TableSettings settings) {
        if (settings.isEmpty()) {
            return null;
        }
        ObjectNode n = NODES.objectNode();
        if (settings.timeToLiveAttribute() != null) {
            n.put("TimeToLiveAttribute", settings.timeToLiveAttribute());
        }
        if (settings.stream() != null) {
            n.put("StreamViewType", settings.stream().name());
        }
        if (settings.deletionProtection()) {
            n.put("DeletionProtection", true);
        }
        if (settings.tableClass() != null) {
            n.put("TableClass", settings.tableClass().name());
        }
        putThroughput(n, "OnDemandThroughput", settings.onDemandThroughput(), "MaxReadRequestUnits",
                "MaxWriteRequestUnits");
        putThroughput(n, "WarmThroughput", settings.warmThroughput(), "ReadUnitsPerSecond", "WriteUnitsPerSecond");
        if (settings.pointInTimeRecovery()) {
            n.put("PointInTimeRecovery", true);
        }
        if (settings.recoveryPeriodDays() != null) {
            n.put("RecoveryPeriodInDays", settings.recoveryPeriodDays());
        }
        if (settings.encryption() != null) {
            ObjectNode e = n.putObject("Encryption");
            e.put("KeyType", settings.encryption().keyType().name());
            if (settings.encryption().kmsKeyId() != null) {
                e.put("KmsKeyId", settings.encryption().kmsKeyId());
            }
        }
        if (!settings.tags().isEmpty()) {
            ObjectNode tags = n.putObject("Tags");
            settings.tags().forEach(tags::put);
        }
        ObjectNode indexes = NODES.objectNode();
        settings.indexThroughput().forEach((name, t) -> {
            if (!t.isEmpty()) {
                ObjectNode index = indexes.putObject(name);
                putThroughput(index, "OnDemandThroughput", t.onDemandThroughput(), "MaxReadRequestUnits",
                        "MaxWriteRequestUnits");
                putThroughput(index, "WarmThroughput", t.warmThroughput(), "ReadUnitsPerSecond",
                        "WriteUnitsPerSecond");
            }
        });
        if (!indexes.isEmpty()) {
            n.set(INDEXES, indexes);
        }
        return n;
    }

    private static void putThroughput(ObjectNode n, String field, Throughput t, String read, String write) {
        if (t == null) {
            return;
        }
        ObjectNode out = n.putObject(field);
        if (t.readUnitsPerSecond() != null) {
            out.put(read, t.readUnitsPerSecond());
        }
        if (t.writeUnitsPerSecond() != null) {
            out.put(write, t.writeUnitsPerSecond());
        }
    }
}
