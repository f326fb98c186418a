package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import dev.tablewright.model.TableSettings.StreamViewType;
import dev.tablewright.model.TableSettings.TableClass;
import dev.tablewright.model.TableSettings.Throughput;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The settings of a CloudFormation {@code AWS::DynamoDB::Table}: TimeToLiveSpecification,
 * StreamSpecification, DeletionProtectionEnabled, TableClass, OnDemandThroughput, WarmThroughput,
 * PointInTimeRecoverySpecification, SSESpecification and Tags. A value that cannot be known
 * without deploying (a tag value from {@code !GetAtt}) is an error naming its line.
 */
final class TableSettingsReader {
    private final TemplateValues values;

    TableSettingsReader(TemplateValues values) {
        this.values = values;
    }

    TableSettings read(String where, JsonNode p) throws ImportException {
        String ttl = null;
        JsonNode ttlSpec = p.get("TimeToLiveSpecification");
        if (ttlSpec != null && values.optionalBoolean(ttlSpec, "Enabled", where + ".TimeToLiveSpecification", false)) {
            ttl = values.requiredText(ttlSpec, "AttributeName", where + ".TimeToLiveSpecification");
        }
        StreamViewType stream = null;
        JsonNode streamSpec = p.get("StreamSpecification");
        if (streamSpec != null) {
            stream = choice(StreamViewType.class, streamSpec, "StreamViewType", where + ".StreamSpecification");
        }
        boolean protection = values.optionalBoolean(p, "DeletionProtectionEnabled", where, false);
        TableClass tableClass = p.has("TableClass") ? choice(TableClass.class, p, "TableClass", where) : null;
        Throughput onDemand = throughput(p.get("OnDemandThroughput"), "MaxReadRequestUnits", "MaxWriteRequestUnits",
                where + ".OnDemandThroughput");
        Throughput warm = throughput(p.get("WarmThroughput"), "ReadUnitsPerSecond", "WriteUnitsPerSecond",
                where + ".WarmThroughput");
        boolean pitr = false;
        Integer days = null;
        JsonNode pitrSpec = p.get("PointInTimeRecoverySpecification");
        if (pitrSpec != null) {
            String at = where + ".PointInTimeRecoverySpecification";
            pitr = values.optionalBoolean(pitrSpec, "PointInTimeRecoveryEnabled", at, false);
            Long period = values.optionalLong(pitrSpec, "RecoveryPeriodInDays", at);
            if (period != null && (period < 1 || period > 35)) {
                throw values.error(pitrSpec.get("RecoveryPeriodInDays"), at + ": RecoveryPeriodInDays " + period
                        + " is not between 1 and 35");
            }
            days = pitr && period != null ? period.intValue() : null;
        }
        Encryption encryption = encryption(p.get("SSESpecification"), where + ".SSESpecification");
        return new TableSettings(ttl, stream, protection, tableClass, onDemand, warm, pitr, days, encryption,
                tags(p, where));
    }

    /** A GlobalSecondaryIndexes entry's own OnDemandThroughput and WarmThroughput, or null when it has neither. */
    TableSettings.IndexThroughput indexThroughput(String where, JsonNode index) throws ImportException {
        Throughput onDemand = throughput(index.get("OnDemandThroughput"), "MaxReadRequestUnits",
                "MaxWriteRequestUnits", where + ".OnDemandThroughput");
        Throughput warm = throughput(index.get("WarmThroughput"), "ReadUnitsPerSecond", "WriteUnitsPerSecond",
                where + ".WarmThroughput");
        return onDemand == null && warm == null ? null : new TableSettings.IndexThroughput(onDemand, warm);
    }

    private Throughput throughput(JsonNode node, String read, String write, String where) throws ImportException {
        if (node == null) {
            return null;
        }
        return new Throughput(values.optionalLong(node, read, where), values.optionalLong(node, write, where));
    }

    private Encryption encryption(JsonNode sse, String where) throws ImportException {
        if (sse == null) {
            return null;
        }
        if (!values.optionalBoolean(sse, "SSEEnabled", where, false)) {
            return new Encryption(Encryption.KeyType.OWNED, null);
        }
        String type = sse.has("SSEType") ? values.requiredText(sse, "SSEType", where) : "KMS";
        if (!type.equals("KMS")) {
            throw values.error(sse.get("SSEType"), where + ": SSEType '" + type + "' is not KMS");
        }
        String key = sse.has("KMSMasterKeyId") ? values.requiredText(sse, "KMSMasterKeyId", where) : null;
        return key == null ? new Encryption(Encryption.KeyType.AWS_MANAGED, null)
                : new Encryption(Encryption.KeyType.CUSTOMER_MANAGED, key);
    }

    private Map<String, String> tags(JsonNode p, String where) throws ImportException {
        Map<String, String> tags = new LinkedHashMap<>();
        for (JsonNode tag : values.array(p, "Tags", where)) {
            tags.put(values.requiredText(tag, "Key", where + ".Tags"), values.requiredText(tag, "Value", where + ".Tags"));
        }
        return tags;
    }

    private <E extends Enum<E>> E choice(Class<E> type, JsonNode owner, String field, String where)
            throws ImportException {
        String text = values.requiredText(owner, field, where);
        for (E constant : type.getEnumConstants()) {
            if (constant.name().equals(text)) {
                return constant;
            }
        }
        throw values.error(owner.get(field), where + ": " + field + " '" + text + "' is not one of "
                + String.join(", ", Arrays.stream(type.getEnumConstants()).map(Enum::name).toList()));
    }
}
