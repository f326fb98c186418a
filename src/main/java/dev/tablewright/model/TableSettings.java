package dev.tablewright.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The settings of a table that are part of its design and its bill, beyond keys, indexes and
 * billing mode. Every part is optional: null (or false, or empty) means the file does not set it
 * and DynamoDB's default holds (no TTL, no stream, deletion protection off, the Standard table
 * class, no on-demand maximum, no warm throughput asked, point-in-time recovery off, encryption with
 * an AWS owned key, no tags).
 *
 * @param timeToLiveAttribute the attribute holding each item's expiry time (epoch seconds), or null
 * @param stream the stream's view type, or null for no stream
 * @param deletionProtection whether DeleteTable is refused until it is turned off
 * @param tableClass Standard or Standard-Infrequent-Access (priced differently), or null for Standard
 * @param onDemandThroughput the most read and write request units per second on demand, or null
 * @param warmThroughput the read and write units per second the table is pre-warmed for, or null
 * @param pointInTimeRecovery whether continuous backups are on (priced per GB-month)
 * @param recoveryPeriodDays how many days PITR keeps (1 to 35), or null for DynamoDB's 35
 * @param encryption which key encrypts the table at rest, or null for an AWS owned key
 * @param tags the table's tags, in order
 * @param indexThroughput each global secondary index's own on-demand maximum and warm throughput,
 *                        by index name, in order (an index not named has neither)
 */
public record TableSettings(String timeToLiveAttribute, StreamViewType stream, boolean deletionProtection,
                            TableClass tableClass, Throughput onDemandThroughput, Throughput warmThroughput,
                            boolean pointInTimeRecovery, Integer recoveryPeriodDays, Encryption encryption,
                            Map<String, String> tags, Map<String, IndexThroughput> indexThroughput) {
    private static final TableSettings NONE = new TableSettings(null, null, false, null, null, null, false, null,
            null, Map.of(), Map.of());

    public TableSettings {
        tags = tags == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        indexThroughput = indexThroughput == null ? Map.of()
                : Collections.unmodifiableMap(new LinkedHashMap<>(indexThroughput));
    }

    /** The settings of a table whose indexes have no throughput of their own. */
    public TableSettings(String timeToLiveAttribute, StreamViewType stream, boolean deletionProtection,
                         TableClass tableClass, Throughput onDemandThroughput, Throughput warmThroughput,
                         boolean pointInTimeRecovery, Integer recoveryPeriodDays, Encryption encryption,
                         Map<String, String> tags) {
        this(timeToLiveAttribute, stream, deletionProtection, tableClass, onDemandThroughput, warmThroughput,
                pointInTimeRecovery, recoveryPeriodDays, encryption, tags, Map.of());
    }

    /** These settings with each index's own throughput replaced by {@code byIndex}. */
    public TableSettings withIndexThroughput(Map<String, IndexThroughput> byIndex) {
        return new TableSettings(timeToLiveAttribute, stream, deletionProtection, tableClass, onDemandThroughput,
                warmThroughput, pointInTimeRecovery, recoveryPeriodDays, encryption, tags, byIndex);
    }

    /** The index's own throughput settings, or null when it has none. */
    public IndexThroughput indexThroughput(String indexName) {
        return indexThroughput.get(indexName);
    }

    /** No setting given: DynamoDB's defaults throughout. */
    public static TableSettings none() {
        return NONE;
    }

    /** Whether the file sets nothing here. */
    public boolean isEmpty() {
        return equals(NONE);
    }

    /** The table class in force: Standard unless the model says otherwise. */
    public TableClass effectiveTableClass() {
        return tableClass == null ? TableClass.STANDARD : tableClass;
    }

    /** What a stream carries of each changed item. */
    public enum StreamViewType {
        KEYS_ONLY, NEW_IMAGE, OLD_IMAGE, NEW_AND_OLD_IMAGES
    }

    /** The storage class of a table, which sets its price per GB and per request. */
    public enum TableClass {
        STANDARD, STANDARD_INFREQUENT_ACCESS
    }

    /** Read and write units per second; either may be null when only the other is given. */
    public record Throughput(Long readUnitsPerSecond, Long writeUnitsPerSecond) {
    }

    /**
     * A global secondary index's own settings: the most request units per second it takes on demand
     * ({@code OnDemandThroughput}) and the units it is pre-warmed for ({@code WarmThroughput}); either
     * may be null.
     */
    public record IndexThroughput(Throughput onDemandThroughput, Throughput warmThroughput) {
        public boolean isEmpty() {
            return onDemandThroughput == null && warmThroughput == null;
        }
    }

    /**
     * Encryption at rest: an AWS owned key (DynamoDB's default, {@code OWNED}), the AWS managed KMS
     * key ({@code AWS_MANAGED}), or a customer managed KMS key ({@code CUSTOMER_MANAGED}, with its id
     * or ARN).
     */
    public record Encryption(KeyType keyType, String kmsKeyId) {
        public Encryption {
            Objects.requireNonNull(keyType, "keyType");
        }

        public enum KeyType {
            OWNED, AWS_MANAGED, CUSTOMER_MANAGED
        }
    }
}
