package dev.tablewright.dynamo;

import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsDescription;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.Tag;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;

/**
 * The settings CreateTable cannot take, applied once a table is ACTIVE (UpdateTimeToLive,
 * UpdateContinuousBackups, TagResource), and read back for import-table. Where the target lacks a
 * feature (DynamoDB Local 3.3.1: continuous backups and tagging are refused or unknown; table class, warm
 * throughput and KMS encryption are accepted and ignored), deploy says in one line that it skipped
 * it and goes on.
 */
final class SettingsDeployer {
    private final OpenConnection connection;
    private final DynamoDbClient client;

    SettingsDeployer(OpenConnection connection) {
        this.connection = connection;
        this.client = connection.client();
    }

    /** Applies TTL, PITR and tags to the ACTIVE table and reports what the target did not take. */
    void apply(Table table, TableDescription active, DeployListener listener) {
        String name = table.name();
        TableSettings s = table.settings();
        List<String> ignored = new ArrayList<>();
        if (s.tableClass() != null && active.tableClassSummary() == null) {
            ignored.add("table class");
        }
        if (s.warmThroughput() != null && active.warmThroughput() == null) {
            ignored.add("warm throughput");
        }
        active.globalSecondaryIndexes().forEach(gsi -> {
            TableSettings.IndexThroughput own = s.indexThroughput(gsi.indexName());
            if (own != null && own.warmThroughput() != null && gsi.warmThroughput() == null) {
                ignored.add("warm throughput of index " + gsi.indexName());
            }
        });
        if (s.encryption() != null && s.encryption().keyType() != Encryption.KeyType.OWNED
                && active.sseDescription() == null) {
            ignored.add("KMS encryption");
        }
        ignored.forEach(what -> skipped(listener, name, what, "accepted the setting but does not keep it"));
        if (s.timeToLiveAttribute() != null) {
            listener.onStep("turning on TTL (" + s.timeToLiveAttribute() + ") for table " + name);
            call("UpdateTimeToLive", () -> client.updateTimeToLive(b -> b.tableName(name)
                    .timeToLiveSpecification(t -> t.enabled(true).attributeName(s.timeToLiveAttribute()))));
        }
        if (s.pointInTimeRecovery()) {
            optional(listener, name, "point-in-time recovery", "UpdateContinuousBackups",
                    () -> client.updateContinuousBackups(b -> b.tableName(name).pointInTimeRecoverySpecification(
                            p -> p.pointInTimeRecoveryEnabled(true).recoveryPeriodInDays(s.recoveryPeriodDays()))));
        }
        if (!s.tags().isEmpty()) {
            List<Tag> tags = s.tags().entrySet().stream()
                    .map(e -> Tag.builder().key(e.getKey()).value(e.getValue()).build()).toList();
            optional(listener, name, "tags", "TagResource",
                    () -> client.tagResource(b -> b.resourceArn(active.tableArn()).tags(tags)));
        }
    }

    /** The live table's settings; parts the target cannot answer are left at DynamoDB's defaults. */
    TableSettings read(TableDescription description) {
        String name = description.tableName();
        TimeToLiveDescription ttl = call("DescribeTimeToLive",
                () -> client.describeTimeToLive(b -> b.tableName(name)).timeToLiveDescription());
        ContinuousBackupsDescription backups = unlessUnsupported("DescribeContinuousBackups",
                () -> client.describeContinuousBackups(b -> b.tableName(name)).continuousBackupsDescription());
        Map<String, String> tags = unlessUnsupported("ListTagsOfResource", () -> tags(description.tableArn()));
        return SettingsMapping.fromLive(description, ttl, backups, tags == null ? Map.of() : tags);
    }

    private Map<String, String> tags(String arn) {
        Map<String, String> tags = new LinkedHashMap<>();
        String next = null;
        do {
            String from = next;
            ListTagsOfResourceResponse page = client.listTagsOfResource(b -> b.resourceArn(arn).nextToken(from));
            page.tags().forEach(t -> tags.put(t.key(), t.value()));
            next = page.nextToken();
        } while (next != null);
        return tags;
    }

    private void optional(DeployListener listener, String table, String what, String operation, Runnable request) {
        listener.onStep("setting " + what + " of table " + table);
        if (unlessUnsupported(operation, () -> {
            request.run();
            return Boolean.TRUE;
        }) == null) {
            skipped(listener, table, what, "does not support it");
        }
    }

    private void skipped(DeployListener listener, String table, String what, String why) {
        listener.onStep("table " + table + ": " + what + " skipped: " + connection.describe() + " " + why);
    }

    /** The answer, or null when the target says it does not support the operation (as DynamoDB Local does). */
    private <T> T unlessUnsupported(String operation, Supplier<T> request) {
        try {
            return request.get();
        } catch (DynamoDbException e) {
            if (isUnsupported(e)) {
                return null;
            }
            throw DynamoErrors.translate(e, connection.connection(), operation);
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), operation);
        }
    }

    /**
     * DynamoDB Local's refusal of a feature it lacks: in-process it says "... not currently supported
     * in DynamoDB Local"; as a server, some operations (DescribeContinuousBackups) are an
     * UnknownOperationException.
     */
    static boolean isUnsupported(DynamoDbException e) {
        if (e.awsErrorDetails() != null && "UnknownOperationException".equals(e.awsErrorDetails().errorCode())) {
            return true;
        }
        String message = e.awsErrorDetails() == null ? e.getMessage() : e.awsErrorDetails().errorMessage();
        return message != null && (message.contains("not currently supported") || message.contains("currently not supported"));
    }

    private <T> T call(String operation, Supplier<T> request) {
        try {
            return request.get();
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), operation);
        }
    }
}
