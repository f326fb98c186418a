package dev.tablewright.formats;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Runs one DynamoDB data-plane call given in DynamoDB's JSON wire form (the body of an
 * {@code X-Amz-Target: DynamoDB_20120810.<Operation>} call) and answers in the same form: the
 * response's body, or {@code {"Error": {"Code", "Message", ...}}} with the error's short name.
 * The in-memory engine ({@link InMemoryRunner}) and DynamoDB ({@code dynamo/RemoteRunner}) both
 * answer this way, so their answers compare line by line.
 */
public interface RequestRunner extends AutoCloseable {
    /** The answer to {@code operation} (e.g. "PutItem") with this request body; never throws for DynamoDB's refusals. */
    ObjectNode run(String operation, ObjectNode request);

    @Override
    default void close() {
    }

    /** An error answer: {@code {"Error": {"Code": code, "Message": message}}}. */
    static ObjectNode error(String code, String message) {
        ObjectNode answer = JsonNodeFactory.instance.objectNode();
        answer.putObject("Error").put("Code", code).put("Message", message);
        return answer;
    }

    /** The error answer to an operation no target knows. */
    static ObjectNode unknownOperation(String operation) {
        return error("UnknownOperationException", "Tablewright does not run the operation '" + operation + "'");
    }
}
