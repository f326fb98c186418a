package dev.tablewright.dynamo;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.engine.request.Capacity;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.GetItemResult;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.Response;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.engine.request.DeleteItemRequest;
import dev.tablewright.engine.request.PutItemRequest;
import dev.tablewright.engine.request.TransactGetItemsRequest;
import dev.tablewright.engine.request.TransactGetItemsResult;
import dev.tablewright.engine.request.TransactWriteItemsRequest;
import dev.tablewright.engine.request.TransactWriteItemsResult;
import dev.tablewright.engine.request.UpdateItemRequest;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Sends the in-memory engine's requests (GetItem, Query, Scan) to DynamoDB and maps the answers
 * back to the same response types, so both can be shown side by side. Values always travel as
 * ExpressionAttributeValues, never pasted into expression text.
 *
 * <p>The engine's QueryRequest, ScanRequest, ConsumedCapacity and the model's AttributeValue meet
 * the SDK's classes of the same names here: ours are imported, the SDK's written out in full.
 */
public final class RemoteRequests {
    private RemoteRequests() {
    }

    /**
     * One call on a connection: DynamoDB's refusals of the request come back as RequestException
     * with its error code and message; trouble with the connection itself (unreachable, too slow,
     * throttled, credentials expired or rejected) as a DynamoException in plain words.
     */
    public static Response execute(OpenConnection connection, Request request) {
        try {
            return execute(connection.client(), request);
        } catch (SdkException e) {
            throw DynamoErrors.translate(e, connection.connection(), operationName(request));
        }
    }

    /**
     * One call; DynamoDB's refusals of the request come back as RequestException with its error code
     * and message, other failures (network, throttling, credentials) as the SDK's exceptions.
     */
    public static Response execute(DynamoDbClient client, Request request) {
        try {
            if (request instanceof QueryRequest q) {
                return fromSdk(client.query(toSdk(q)));
            }
            if (request instanceof ScanRequest s) {
                return fromSdk(client.scan(toSdk(s)));
            }
            if (request instanceof GetItemRequest g) {
                var r = client.getItem(b -> b.tableName(g.tableName()).key(AttributeValues.toSdk(g.key()))
                        .projectionExpression(g.projectionExpression())
                        .expressionAttributeNames(names(g.expressionAttributeNames()))
                        .consistentRead(g.consistentRead()).returnConsumedCapacity(rcc(g.returnConsumedCapacity())));
                return new GetItemResult(r.hasItem() && !r.item().isEmpty() ? AttributeValues.fromSdkItem(r.item()) : null,
                        capacity(r.consumedCapacity()));
            }
            if (request instanceof PutItemRequest p) {
                return RemoteWrites.put(client, p);
            }
            if (request instanceof UpdateItemRequest u) {
                return RemoteWrites.update(client, u);
            }
            if (request instanceof DeleteItemRequest d) {
                return RemoteWrites.delete(client, d);
            }
        } catch (DynamoDbException e) {
            if (isConnectionTrouble(e)) {
                throw e;
            }
            throw refusal(e);
        }
        throw new IllegalArgumentException(request.operation() + " does not run against a connection here");
    }

    /**
     * A transaction pattern's TransactWriteItems on a connection; a refusal (a cancelled
     * transaction, with its reasons) as RequestException, as {@link #execute(OpenConnection, Request)}.
     */
    public static TransactWriteItemsResult transactWrite(OpenConnection connection, TransactWriteItemsRequest request) {
        return call(connection, "TransactWriteItems", client -> RemoteWrites.transactWrite(client, request));
    }

    /** A transaction pattern's TransactGetItems on a connection, as {@link #transactWrite}. */
    public static TransactGetItemsResult transactGet(OpenConnection connection, TransactGetItemsRequest request) {
        return call(connection, "TransactGetItems", client -> RemoteWrites.transactGet(client, request));
    }

    private static <T> T call(OpenConnection connection, String operation, java.util.function.Function<DynamoDbClient, T> send) {
        try {
            return send.apply(connection.client());
        } catch (DynamoDbException e) {
            if (isConnectionTrouble(e)) {
                throw DynamoErrors.translate(e, connection.connection(), operation);
            }
            throw refusal(e);
        } catch (SdkException e) {
            throw DynamoErrors.translate(e, connection.connection(), operation);
        }
    }

    /** DynamoDB's refusal of a request as the engine's RequestException. */
    private static RequestException refusal(DynamoDbException e) {
        if (e instanceof software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException cancelled
                && cancelled.hasCancellationReasons()) { // its reasons, one per action, as the engine gives them
            List<dev.tablewright.engine.request.CancellationReason> reasons = cancelled.cancellationReasons().stream()
                    .map(r -> new dev.tablewright.engine.request.CancellationReason(r.code(), r.message(),
                            r.hasItem() && !r.item().isEmpty() ? AttributeValues.fromSdkItem(r.item()) : null))
                    .toList();
            String message = e.awsErrorDetails() == null ? e.getMessage() : e.awsErrorDetails().errorMessage();
            return new dev.tablewright.engine.request.TransactionCanceledException(message, reasons);
        }
        String code = e.awsErrorDetails() == null ? "DynamoDbException" : e.awsErrorDetails().errorCode();
        String message = e.awsErrorDetails() == null ? e.getMessage() : e.awsErrorDetails().errorMessage();
        if (e instanceof software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException t
                && t.hasCancellationReasons()) {
            // the reasons, one per action, as the engine gives them: the window names the action refused
            return new dev.tablewright.engine.request.TransactionCanceledException(message, t.cancellationReasons()
                    .stream().map(r -> new dev.tablewright.engine.request.CancellationReason(r.code(), r.message(),
                            r.hasItem() ? AttributeValues.fromSdkItem(r.item()) : null)).toList());
        }
        return new RequestException(code, message);
    }

    private static final Set<String> CREDENTIAL_ERRORS = Set.of("ExpiredTokenException",
            "ExpiredToken", "UnrecognizedClientException", "InvalidSignatureException", "InvalidClientTokenId",
            "MissingAuthenticationToken", "IncompleteSignatureException", "AccessDeniedException");

    /** Errors about the service or the credentials rather than the request: not the request's fault. */
    static boolean isConnectionTrouble(DynamoDbException e) {
        String code = e.awsErrorDetails() == null ? "" : String.valueOf(e.awsErrorDetails().errorCode());
        return BatchLoader.isThrottling(e) || e.statusCode() >= 500 || CREDENTIAL_ERRORS.contains(code);
    }

    private static String operationName(Request request) {
        return request.operation().name();
    }

    static software.amazon.awssdk.services.dynamodb.model.QueryRequest toSdk(QueryRequest q) {
        if (q.keyConditionExpression() == null) {
            throw new IllegalArgumentException("a Query sent to DynamoDB needs its key condition as an expression");
        }
        return software.amazon.awssdk.services.dynamodb.model.QueryRequest.builder().tableName(q.tableName())
                .indexName(q.indexName()).keyConditionExpression(q.keyConditionExpression())
                .filterExpression(q.filterExpression()).projectionExpression(q.projectionExpression())
                .expressionAttributeNames(names(q.expressionAttributeNames()))
                .expressionAttributeValues(values(q.expressionAttributeValues()))
                .scanIndexForward(q.scanIndexForward()).limit(q.limit())
                .exclusiveStartKey(q.exclusiveStartKey() == null ? null : AttributeValues.toSdk(q.exclusiveStartKey()))
                .select(q.select() == null ? null : q.select().name()).consistentRead(q.consistentRead())
                .returnConsumedCapacity(rcc(q.returnConsumedCapacity())).build();
    }

    static software.amazon.awssdk.services.dynamodb.model.ScanRequest toSdk(ScanRequest s) {
        return software.amazon.awssdk.services.dynamodb.model.ScanRequest.builder().tableName(s.tableName())
                .indexName(s.indexName()).filterExpression(s.filterExpression())
                .projectionExpression(s.projectionExpression())
                .expressionAttributeNames(names(s.expressionAttributeNames()))
                .expressionAttributeValues(values(s.expressionAttributeValues())).limit(s.limit())
                .exclusiveStartKey(s.exclusiveStartKey() == null ? null : AttributeValues.toSdk(s.exclusiveStartKey()))
                .select(s.select() == null ? null : s.select().name()).consistentRead(s.consistentRead())
                .segment(s.segment()).totalSegments(s.totalSegments())
                .returnConsumedCapacity(rcc(s.returnConsumedCapacity())).build();
    }

    private static Map<String, String> names(Map<String, String> names) {
        return names == null || names.isEmpty() ? null : names;
    }

    private static Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> values(
            Map<String, AttributeValue> values) {
        return values.isEmpty() ? null : AttributeValues.toSdk(values);
    }

    private static String rcc(ReturnConsumedCapacity rcc) {
        return rcc == null ? null : rcc.name();
    }

    private static ReadResult fromSdk(QueryResponse r) {
        return read(r.hasItems() ? r.items() : null, r.count(), r.scannedCount(),
                r.hasLastEvaluatedKey() ? r.lastEvaluatedKey() : null, r.consumedCapacity());
    }

    private static ReadResult fromSdk(ScanResponse r) {
        return read(r.hasItems() ? r.items() : null, r.count(), r.scannedCount(),
                r.hasLastEvaluatedKey() ? r.lastEvaluatedKey() : null, r.consumedCapacity());
    }

    private static ReadResult read(List<Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue>> items,
                                   int count, int scanned,
                                   Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> last,
                                   software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity capacity) {
        return new ReadResult(items == null ? null : items.stream().map(AttributeValues::fromSdkItem).toList(), count,
                scanned, last == null || last.isEmpty() ? null : AttributeValues.fromSdkItem(last), capacity(capacity));
    }

    /** The SDK's ConsumedCapacity as the engine's type (null stays null). */
    public static ConsumedCapacity capacity(software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity c) {
        if (c == null) {
            return null;
        }
        Map<String, Capacity> lsis = new LinkedHashMap<>();
        c.localSecondaryIndexes().forEach((k, v) -> lsis.put(k, Capacity.of(v.capacityUnits())));
        Map<String, Capacity> gsis = new LinkedHashMap<>();
        c.globalSecondaryIndexes().forEach((k, v) -> gsis.put(k, Capacity.of(v.capacityUnits())));
        return new ConsumedCapacity(c.tableName(), c.capacityUnits() == null ? 0 : c.capacityUnits(),
                c.table() == null ? null : Capacity.of(c.table().capacityUnits()), lsis, gsis);
    }

}
