package dev.tablewright.formats.export;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import dev.tablewright.model.TableSettings.Throughput;
import java.util.ArrayList;
import java.util.List;

/**
 * A table's settings (TTL, stream, deletion protection, table class, on-demand maximum, warm
 * throughput, PITR, encryption, tags) in the two JSON forms: the Properties of a CloudFormation
 * {@code AWS::DynamoDB::Table}, and a CreateTable request. CreateTable cannot take TTL or PITR;
 * {@link #followUpCommands} gives the AWS CLI commands that set them once the table exists.
 */
public final class SettingsExport {
    private SettingsExport() {
    }

    /** Adds the settings to a CloudFormation table's Properties; DynamoDB's defaults are left out. */
    static void cloudFormation(TableSettings s, ObjectNode properties) {
        if (s.timeToLiveAttribute() != null) {
            properties.putObject("TimeToLiveSpecification")
                    .put("AttributeName", s.timeToLiveAttribute()).put("Enabled", true);
        }
        if (s.stream() != null) {
            properties.putObject("StreamSpecification").put("StreamViewType", s.stream().name());
        }
        if (s.deletionProtection()) {
            properties.put("DeletionProtectionEnabled", true);
        }
        if (s.tableClass() != null) {
            properties.put("TableClass", s.tableClass().name());
        }
        onDemand(s.onDemandThroughput(), properties);
        warm(s.warmThroughput(), properties);
        if (s.pointInTimeRecovery()) {
            ObjectNode pitr = properties.putObject("PointInTimeRecoverySpecification")
                    .put("PointInTimeRecoveryEnabled", true);
            if (s.recoveryPeriodDays() != null) {
                pitr.put("RecoveryPeriodInDays", s.recoveryPeriodDays());
            }
        }
        if (s.encryption() != null) {
            encryption(s.encryption(), properties.putObject("SSESpecification"), "SSEEnabled");
        }
        tags(s, properties);
    }

    /** Adds what CreateTable takes of the settings to its request (TTL and PITR are not among them). */
    static void createTable(TableSettings s, ObjectNode input) {
        if (s.stream() != null) {
            input.putObject("StreamSpecification").put("StreamEnabled", true).put("StreamViewType", s.stream().name());
        }
        if (s.deletionProtection()) {
            input.put("DeletionProtectionEnabled", true);
        }
        if (s.tableClass() != null) {
            input.put("TableClass", s.tableClass().name());
        }
        onDemand(s.onDemandThroughput(), input);
        warm(s.warmThroughput(), input);
        if (s.encryption() != null) {
            encryption(s.encryption(), input.putObject("SSESpecification"), "Enabled");
        }
        tags(s, input);
    }

    /**
     * The AWS CLI commands that apply what CreateTable cannot take (TTL, point-in-time recovery),
     * to run once the table is ACTIVE; empty when the table has neither.
     */
    public static List<String> followUpCommands(Table table) {
        TableSettings s = table.settings();
        List<String> commands = new ArrayList<>();
        String name = shellWord(table.name());
        if (s.timeToLiveAttribute() != null) {
            commands.add("aws dynamodb update-time-to-live --table-name " + name
                    + " --time-to-live-specification " + shellWord("Enabled=true,AttributeName=" + s.timeToLiveAttribute()));
        }
        if (s.pointInTimeRecovery()) {
            commands.add("aws dynamodb update-continuous-backups --table-name " + name
                    + " --point-in-time-recovery-specification PointInTimeRecoveryEnabled=true"
                    + (s.recoveryPeriodDays() == null ? "" : ",RecoveryPeriodInDays=" + s.recoveryPeriodDays()));
        }
        return commands;
    }

    /** Adds a global secondary index's own OnDemandThroughput and WarmThroughput to its entry (CreateTable's and CloudFormation's shape). */
    static void indexThroughput(TableSettings.IndexThroughput t, ObjectNode gsi) {
        if (t != null) {
            onDemand(t.onDemandThroughput(), gsi);
            warm(t.warmThroughput(), gsi);
        }
    }

    private static void onDemand(Throughput t, ObjectNode owner) {
        if (t != null) {
            ObjectNode node = owner.putObject("OnDemandThroughput");
            putUnits(node, "MaxReadRequestUnits", t.readUnitsPerSecond());
            putUnits(node, "MaxWriteRequestUnits", t.writeUnitsPerSecond());
        }
    }

    private static void warm(Throughput t, ObjectNode owner) {
        if (t != null) {
            ObjectNode node = owner.putObject("WarmThroughput");
            putUnits(node, "ReadUnitsPerSecond", t.readUnitsPerSecond());
            putUnits(node, "WriteUnitsPerSecond", t.writeUnitsPerSecond());
        }
    }

    private static void putUnits(ObjectNode node, String field, Long units) {
        if (units != null) {
            node.put(field, units);
        }
    }

    /** AWS owned: encryption "off" (DynamoDB's default); AWS managed: KMS without a key; customer managed: KMS with it. */
    private static void encryption(Encryption e, ObjectNode sse, String enabledField) {
        sse.put(enabledField, e.keyType() != Encryption.KeyType.OWNED);
        if (e.keyType() != Encryption.KeyType.OWNED) {
            sse.put("SSEType", "KMS");
        }
        if (e.keyType() == Encryption.KeyType.CUSTOMER_MANAGED && e.kmsKeyId() != null) {
            sse.put("KMSMasterKeyId", e.kmsKeyId());
        }
    }

    private static void tags(TableSettings s, ObjectNode owner) {
        if (!s.tags().isEmpty()) {
            ArrayNode tags = owner.putArray("Tags");
            s.tags().forEach((key, value) -> tags.addObject().put("Key", key).put("Value", value));
        }
    }

    /** A word for a POSIX shell: quoted unless it is plain. */
    static String shellWord(String text) {
        return text.matches("[A-Za-z0-9_.,=/:+-]+") ? text : "'" + text.replace("'", "'\\''") + "'";
    }
}
