package dev.tablewright.dynamo;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * A client that behaves like a busy DynamoDB: every {@code throttleEvery}-th BatchWriteItem fails
 * with ProvisionedThroughputExceededException (or every one, when {@code alwaysThrottle}); the
 * others write only the first half of the request and hand the rest back as UnprocessedItems.
 */
final class FlakyDynamoDbClient implements DynamoDbClient {
    private final DynamoDbClient delegate;
    private final int throttleEvery;
    private final boolean alwaysThrottle;
    final AtomicInteger calls = new AtomicInteger();
    final AtomicInteger throttled = new AtomicInteger();
    final AtomicInteger unprocessedReturned = new AtomicInteger();

    FlakyDynamoDbClient(DynamoDbClient delegate, int throttleEvery, boolean alwaysThrottle) {
        this.delegate = delegate;
        this.throttleEvery = throttleEvery;
        this.alwaysThrottle = alwaysThrottle;
    }

    @Override
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        int call = calls.incrementAndGet();
        if (alwaysThrottle || call % throttleEvery == 0) {
            throttled.incrementAndGet();
            throw ProvisionedThroughputExceededException.builder()
                    .awsErrorDetails(AwsErrorDetails.builder().errorCode("ProvisionedThroughputExceededException")
                            .errorMessage("The level of configured provisioned throughput for the table was exceeded")
                            .build())
                    .statusCode(400).build();
        }
        Map.Entry<String, List<WriteRequest>> entry = request.requestItems().entrySet().iterator().next();
        List<WriteRequest> all = entry.getValue();
        int keep = all.size() == 1 ? 1 : all.size() / 2;
        delegate.batchWriteItem(b -> b.requestItems(Map.of(entry.getKey(), all.subList(0, keep))));
        List<WriteRequest> rest = new ArrayList<>(all.subList(keep, all.size()));
        unprocessedReturned.addAndGet(rest.size());
        return BatchWriteItemResponse.builder()
                .unprocessedItems(rest.isEmpty() ? Map.of() : Map.of(entry.getKey(), rest)).build();
    }

    @Override
    public DescribeTableResponse describeTable(DescribeTableRequest request) {
        return delegate.describeTable(request);
    }

    @Override
    public CreateTableResponse createTable(CreateTableRequest request) {
        return delegate.createTable(request);
    }

    @Override
    public DeleteTableResponse deleteTable(DeleteTableRequest request) {
        return delegate.deleteTable(request);
    }

    @Override
    public String serviceName() {
        return delegate.serviceName();
    }

    @Override
    public void close() {
        // the delegate belongs to the test class
    }
}
