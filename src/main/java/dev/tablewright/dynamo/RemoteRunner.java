package dev.tablewright.dynamo;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.formats.RequestRunner;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteTransactionRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Runs wire-form requests on a connection (embedded DynamoDB Local, an endpoint, a profile)
 * through the SDK's typed client: the JSON body becomes the SDK's request object member by member
 * ({@link SdkJson}), the response and modelled errors (a failed condition's Item, a cancelled
 * transaction's CancellationReasons) become JSON again. DynamoDB's refusals are answers; trouble
 * with the connection itself (unreachable, throttled, credentials) is thrown as a
 * {@link DynamoException} in plain words, since no answer can stand for it.
 */
public final class RemoteRunner implements RequestRunner {
    private record Call(Supplier<? extends SdkPojo> builder, Class<?> type,
                        BiFunction<DynamoDbClient, Object, SdkPojo> send) {
    }

    private static final Map<String, Call> CALLS = Map.ofEntries(
            call("GetItem", GetItemRequest::builder, GetItemRequest.class, (c, r) -> c.getItem((GetItemRequest) r)),
            call("PutItem", PutItemRequest::builder, PutItemRequest.class, (c, r) -> c.putItem((PutItemRequest) r)),
            call("UpdateItem", UpdateItemRequest::builder, UpdateItemRequest.class,
                    (c, r) -> c.updateItem((UpdateItemRequest) r)),
            call("DeleteItem", DeleteItemRequest::builder, DeleteItemRequest.class,
                    (c, r) -> c.deleteItem((DeleteItemRequest) r)),
            call("Query", QueryRequest::builder, QueryRequest.class, (c, r) -> c.query((QueryRequest) r)),
            call("Scan", ScanRequest::builder, ScanRequest.class, (c, r) -> c.scan((ScanRequest) r)),
            call("BatchGetItem", BatchGetItemRequest::builder, BatchGetItemRequest.class,
                    (c, r) -> c.batchGetItem((BatchGetItemRequest) r)),
            call("BatchWriteItem", BatchWriteItemRequest::builder, BatchWriteItemRequest.class,
                    (c, r) -> c.batchWriteItem((BatchWriteItemRequest) r)),
            call("TransactGetItems", TransactGetItemsRequest::builder, TransactGetItemsRequest.class,
                    (c, r) -> c.transactGetItems((TransactGetItemsRequest) r)),
            call("TransactWriteItems", TransactWriteItemsRequest::builder, TransactWriteItemsRequest.class,
                    (c, r) -> c.transactWriteItems((TransactWriteItemsRequest) r)),
            call("ExecuteStatement", ExecuteStatementRequest::builder, ExecuteStatementRequest.class,
                    (c, r) -> c.executeStatement((ExecuteStatementRequest) r)),
            call("BatchExecuteStatement", BatchExecuteStatementRequest::builder, BatchExecuteStatementRequest.class,
                    (c, r) -> c.batchExecuteStatement((BatchExecuteStatementRequest) r)),
            call("ExecuteTransaction", ExecuteTransactionRequest::builder, ExecuteTransactionRequest.class,
                    (c, r) -> c.executeTransaction((ExecuteTransactionRequest) r)));

    private final OpenConnection connection;
    private final boolean owns;

    /** A runner on an open connection; {@code owns} says whether closing the runner closes it. */
    public RemoteRunner(OpenConnection connection, boolean owns) {
        this.connection = connection;
        this.owns = owns;
    }

    /** The operations this runner sends, by name. */
    public static java.util.Set<String> operations() {
        return CALLS.keySet();
    }

    @Override
    public ObjectNode run(String operation, ObjectNode request) {
        return run(operation, request, operation);
    }

    /**
     * Like {@link #run(String, ObjectNode)}; {@code describedAs} ("Query Orders (ByStatus)", say)
     * names the call in the plain words of a thrown {@link DynamoException}.
     */
    public ObjectNode run(String operation, ObjectNode request, String describedAs) {
        Call call = CALLS.get(operation);
        if (call == null) {
            return RequestRunner.unknownOperation(operation);
        }
        Object sdkRequest;
        try {
            sdkRequest = SdkJson.read(request, call.builder(), call.type());
        } catch (IllegalArgumentException e) {
            return RequestRunner.error("SerializationException", e.getMessage());
        }
        try {
            return SdkJson.write(call.send().apply(connection.client(), sdkRequest));
        } catch (DynamoDbException e) {
            if (RemoteRequests.isConnectionTrouble(e)) {
                throw DynamoErrors.translate(e, connection.connection(), describedAs);
            }
            return error(e);
        } catch (SdkException e) {
            throw DynamoErrors.translate(e, connection.connection(), describedAs);
        }
    }

    /** DynamoDB's refusal as an answer: its short code and message, and the members the error models. */
    static ObjectNode error(DynamoDbException e) {
        String code = e.awsErrorDetails() == null || e.awsErrorDetails().errorCode() == null
                ? e.getClass().getSimpleName() : e.awsErrorDetails().errorCode();
        String message = e.awsErrorDetails() == null || e.awsErrorDetails().errorMessage() == null
                ? e.getMessage() : e.awsErrorDetails().errorMessage();
        ObjectNode answer = RequestRunner.error(shortCode(code), message);
        ObjectNode error = (ObjectNode) answer.get("Error");
        List<SdkField<?>> fields = e instanceof software.amazon.awssdk.utils.builder.ToCopyableBuilder<?, ?>
                ? modelled(e) : List.of();
        ObjectNode members = SdkJson.write(fields, e);
        members.remove("message");
        members.remove("Message");
        error.setAll(members);
        return answer;
    }

    private static List<SdkField<?>> modelled(DynamoDbException e) {
        try {
            Object fields = e.getClass().getMethod("sdkFields").invoke(e);
            @SuppressWarnings("unchecked")
            List<SdkField<?>> list = (List<SdkField<?>>) fields;
            return list;
        } catch (ReflectiveOperationException notModelled) {
            return List.of();
        }
    }

    /** "com.amazonaws.dynamodb.v20120810#ValidationException" as "ValidationException". */
    private static String shortCode(String code) {
        int hash = code.lastIndexOf('#');
        return hash < 0 ? code : code.substring(hash + 1);
    }

    @Override
    public void close() {
        if (owns) {
            connection.close();
        }
    }

    private static Map.Entry<String, Call> call(String name, Supplier<? extends SdkPojo> builder, Class<?> type,
                                                BiFunction<DynamoDbClient, Object, SdkPojo> send) {
        return Map.entry(name, new Call(builder, type, send));
    }
}
