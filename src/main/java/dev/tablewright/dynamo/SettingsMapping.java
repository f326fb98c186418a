package dev.tablewright.dynamo;

import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import dev.tablewright.model.TableSettings.StreamViewType;
import dev.tablewright.model.TableSettings.TableClass;
import dev.tablewright.model.TableSettings.Throughput;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsDescription;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryDescription;
import software.amazon.awssdk.services.dynamodb.model.SSESpecification;
import software.amazon.awssdk.services.dynamodb.model.SSEType;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.WarmThroughput;

/**
 * A table's settings and the SDK: what a CreateTable request carries of them (stream, deletion
 * protection, table class, on-demand maximum, warm throughput, encryption), and the settings of a
 * live table from DescribeTable, DescribeTimeToLive, DescribeContinuousBackups and
 * ListTagsOfResource. TTL, PITR and tags are set after CreateTable ({@link SettingsDeployer}).
 */
final class SettingsMapping {
    private SettingsMapping() {
    }

    static void addToCreateTable(TableSettings s, CreateTableRequest.Builder request) {
        if (s.stream() != null) {
            request.streamSpecification(StreamSpecification.builder().streamEnabled(true)
                    .streamViewType(s.stream().name()).build());
        }
        if (s.deletionProtection()) {
            request.deletionProtectionEnabled(true);
        }
        if (s.tableClass() != null) {
            request.tableClass(s.tableClass().name());
        }
        if (s.onDemandThroughput() != null) {
            request.onDemandThroughput(onDemand(s.onDemandThroughput()));
        }
        if (s.warmThroughput() != null) {
            request.warmThroughput(warm(s.warmThroughput()));
        }
        Encryption e = s.encryption();
        if (e != null && e.keyType() != Encryption.KeyType.OWNED) {
            SSESpecification.Builder sse = SSESpecification.builder().enabled(true).sseType(SSEType.KMS);
            if (e.keyType() == Encryption.KeyType.CUSTOMER_MANAGED) {
                sse.kmsMasterKeyId(e.kmsKeyId());
            }
            request.sseSpecification(sse.build());
        }
    }

    /** Adds a global secondary index's own on-demand maximum and warm throughput to its CreateTable entry. */
    static void addToIndex(TableSettings.IndexThroughput t, GlobalSecondaryIndex.Builder gsi) {
        if (t == null) {
            return;
        }
        if (t.onDemandThroughput() != null) {
            // an index's maximum given for reads or writes only: the other side is -1, no maximum (as
            // DynamoDB reads an absent one); DynamoDB Local refuses a null side on an index
            Throughput max = t.onDemandThroughput();
            gsi.onDemandThroughput(onDemand(new Throughput(max.readUnitsPerSecond() == null ? NO_MAXIMUM
                    : max.readUnitsPerSecond(), max.writeUnitsPerSecond() == null ? NO_MAXIMUM
                    : max.writeUnitsPerSecond())));
        }
        if (t.warmThroughput() != null) {
            gsi.warmThroughput(WarmThroughput.builder().readUnitsPerSecond(t.warmThroughput().readUnitsPerSecond())
                    .writeUnitsPerSecond(t.warmThroughput().writeUnitsPerSecond()).build());
        }
    }

    /** On demand, -1 asks for no maximum. */
    private static final long NO_MAXIMUM = -1;

    private static OnDemandThroughput onDemand(Throughput t) {
        return OnDemandThroughput.builder().maxReadRequestUnits(t.readUnitsPerSecond())
                .maxWriteRequestUnits(t.writeUnitsPerSecond()).build();
    }

    private static WarmThroughput warm(Throughput t) {
        return WarmThroughput.builder().readUnitsPerSecond(t.readUnitsPerSecond())
                .writeUnitsPerSecond(t.writeUnitsPerSecond()).build();
    }

    /**
     * The settings of a live table. {@code ttl}, {@code backups} and {@code tags} may be null when
     * the target cannot answer (DynamoDB Local has no continuous backups and no tagging). A KMS key
     * comes back as a customer managed key with its ARN: DynamoDB does not say whether AWS manages it.
     */
    static TableSettings fromLive(TableDescription d, TimeToLiveDescription ttl, ContinuousBackupsDescription backups,
                                  Map<String, String> tags) {
        String ttlAttribute = ttl != null && ("ENABLED".equals(ttl.timeToLiveStatusAsString())
                || "ENABLING".equals(ttl.timeToLiveStatusAsString())) ? ttl.attributeName() : null;
        StreamViewType stream = d.streamSpecification() != null && Boolean.TRUE.equals(d.streamSpecification().streamEnabled())
                ? StreamViewType.valueOf(d.streamSpecification().streamViewTypeAsString()) : null;
        TableClass tableClass = d.tableClassSummary() == null || d.tableClassSummary().tableClass() == null ? null
                : TableClass.valueOf(d.tableClassSummary().tableClassAsString());
        Throughput onDemand = d.onDemandThroughput() == null ? null
                : throughput(d.onDemandThroughput().maxReadRequestUnits(), d.onDemandThroughput().maxWriteRequestUnits());
        Throughput warm = d.warmThroughput() == null ? null
                : throughput(d.warmThroughput().readUnitsPerSecond(), d.warmThroughput().writeUnitsPerSecond());
        Encryption encryption = null;
        if (d.sseDescription() != null && d.sseDescription().kmsMasterKeyArn() != null) {
            encryption = new Encryption(Encryption.KeyType.CUSTOMER_MANAGED, d.sseDescription().kmsMasterKeyArn());
        } else if (d.sseDescription() != null && "KMS".equals(d.sseDescription().sseTypeAsString())) {
            encryption = new Encryption(Encryption.KeyType.AWS_MANAGED, null);
        }
        PointInTimeRecoveryDescription pitr = backups == null ? null : backups.pointInTimeRecoveryDescription();
        boolean pitrOn = pitr != null && "ENABLED".equals(pitr.pointInTimeRecoveryStatusAsString());
        Integer days = pitrOn ? pitr.recoveryPeriodInDays() : null;
        Map<String, TableSettings.IndexThroughput> indexes = new LinkedHashMap<>();
        for (GlobalSecondaryIndexDescription gsi : d.globalSecondaryIndexes()) {
            Throughput indexOnDemand = gsi.onDemandThroughput() == null ? null : throughput(
                    gsi.onDemandThroughput().maxReadRequestUnits(), gsi.onDemandThroughput().maxWriteRequestUnits());
            Throughput indexWarm = gsi.warmThroughput() == null ? null : throughput(
                    gsi.warmThroughput().readUnitsPerSecond(), gsi.warmThroughput().writeUnitsPerSecond());
            if (indexOnDemand != null || indexWarm != null) {
                indexes.put(gsi.indexName(), new TableSettings.IndexThroughput(indexOnDemand, indexWarm));
            }
        }
        return new TableSettings(ttlAttribute, stream, Boolean.TRUE.equals(d.deletionProtectionEnabled()), tableClass,
                onDemand, warm, pitrOn, days, encryption, tags, indexes);
    }

    /** Read and write units, each null when DynamoDB reports none (-1 or 0 means no limit); null when neither. */
    private static Throughput throughput(Long read, Long write) {
        Long r = read == null || read <= 0 ? null : read;
        Long w = write == null || write <= 0 ? null : write;
        return r == null && w == null ? null : new Throughput(r, w);
    }
}
