package dev.tablewright.dynamo;

import dev.tablewright.migrate.ItemChecksum;
import dev.tablewright.migrate.ItemTransform;
import dev.tablewright.migrate.MigrationStep;
import dev.tablewright.model.Item;
import dev.tablewright.model.Table;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * A replace-table's copy and its check. The copy scans the old table a page at a time, makes each
 * item the new table's ({@link ItemTransform}), writes the page in batches of 25 (retrying what
 * DynamoDB leaves unprocessed), then saves the Scan's position in the checkpoint: a run killed
 * mid-page writes that page again, and a put of the same item twice leaves one item. The check
 * scans both tables and compares the count and checksum of the old items as copied with the new
 * table's.
 */
final class TableCopier {
    private static final int BATCH = 25;

    private final OpenConnection connection;
    private final DynamoDbClient client;
    private final int pageSize;

    TableCopier(OpenConnection connection, int pageSize) {
        this.connection = connection;
        this.client = connection.client();
        this.pageSize = pageSize;
    }

    long copy(MigrationStep step, Table target, MigrationCheckpoint checkpoint, DeployListener listener,
              CancelToken cancel) throws IOException {
        ItemTransform transform = new ItemTransform(target);
        long copied = checkpoint.copied(step.number());
        Map<String, AttributeValue> from = checkpoint.lastKey(step.number());
        if (from != null) {
            listener.onStep("resuming the copy after " + copied + " items");
        }
        long total = Math.max(copied, count(step.source()));
        long start = System.nanoTime();
        long startCount = copied;
        do {
            if (cancel.isCancelled()) {
                throw new MigrationException("cancelled during the copy into " + target.name() + " after " + copied
                        + " items; run the same command again to resume from the checkpoint", true);
            }
            Map<String, AttributeValue> startKey = from;
            ScanResponse page = call("Scan", () -> client.scan(b -> b.tableName(step.source()).limit(pageSize)
                    .exclusiveStartKey(startKey)));
            List<WriteRequest> writes = new ArrayList<>(page.count());
            for (Map<String, AttributeValue> raw : page.items()) {
                Item item = AttributeValues.fromSdkItem(raw);
                Item moved = transform.apply(item);
                if (moved == null) {
                    throw MigrationException.refused("an item of " + step.source() + " lacks the new key of "
                            + target.name() + " (" + String.join(", ", target.keySchema().attributeNames())
                            + ") and no facet's key templates make it: " + keyOf(raw) + "; " + copied
                            + " items were copied, the old table is untouched");
                }
                writes.add(WriteRequest.builder().putRequest(PutRequest.builder()
                        .item(AttributeValues.toSdk(moved)).build()).build());
            }
            write(target.name(), writes, cancel);
            copied += writes.size();
            from = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
            checkpoint.copyProgress(step.number(), copied, from);
            double seconds = Math.max(1e-9, (System.nanoTime() - start) / 1e9);
            listener.onProgress(new DeployProgress(target.name(), copied, Math.max(total, copied),
                    (copied - startCount) / seconds));
        } while (from != null);
        return copied;
    }

    private String keyOf(Map<String, AttributeValue> raw) {
        return raw.keySet().stream().limit(3).map(k -> k + "=" + AttributeValues.fromSdk(raw.get(k))).toList().toString();
    }

    private void write(String table, List<WriteRequest> writes, CancelToken cancel) {
        for (int at = 0; at < writes.size(); at += BATCH) {
            List<WriteRequest> batch = writes.subList(at, Math.min(writes.size(), at + BATCH));
            Duration backoff = Duration.ofMillis(50);
            while (!batch.isEmpty()) {
                List<WriteRequest> sending = batch;
                BatchWriteItemResponse response = call("BatchWriteItem",
                        () -> client.batchWriteItem(b -> b.requestItems(Map.of(table, sending))));
                List<WriteRequest> left = response.unprocessedItems().getOrDefault(table, List.of());
                batch = left;
                if (!left.isEmpty()) {
                    try {
                        if (cancel.sleep(backoff)) {
                            throw stopped(table);
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw stopped(table);
                    }
                    backoff = backoff.multipliedBy(2).compareTo(Duration.ofSeconds(5)) > 0 ? Duration.ofSeconds(5)
                            : backoff.multipliedBy(2);
                }
            }
        }
    }

    /** The page is not saved as done: the run that resumes writes it again. */
    private static MigrationException stopped(String table) {
        return new MigrationException("cancelled during the copy into " + table
                + "; run the same command again to resume from the checkpoint", true);
    }

    /** The count and checksum of a table's items, each as {@code transform} makes it (null: as it is). */
    ItemChecksum checksum(String table, ItemTransform transform, CancelToken cancel) {
        ItemChecksum sum = new ItemChecksum();
        Map<String, AttributeValue> from = null;
        do {
            if (cancel.isCancelled()) {
                throw new MigrationException("cancelled while counting the items of " + table
                        + "; run the same command again to resume", true);
            }
            Map<String, AttributeValue> startKey = from;
            ScanResponse page = call("Scan", () -> client.scan(b -> b.tableName(table).exclusiveStartKey(startKey)));
            for (Map<String, AttributeValue> raw : page.items()) {
                Item item = AttributeValues.fromSdkItem(raw);
                Item counted = transform == null ? item : transform.apply(item);
                sum.add(counted == null ? item : counted);
            }
            from = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (from != null);
        return sum;
    }

    private long count(String table) {
        Long count = call("DescribeTable", () -> client.describeTable(b -> b.tableName(table)).table().itemCount());
        return count == null ? 0 : count;
    }

    private <T> T call(String operation, java.util.function.Supplier<T> request) {
        try {
            return request.get();
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), operation);
        }
    }
}
