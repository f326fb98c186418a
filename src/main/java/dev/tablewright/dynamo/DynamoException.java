package dev.tablewright.dynamo;

/** A DynamoDB call that failed, with a message in plain words (what failed, where, what to do). */
public class DynamoException extends RuntimeException {
    public DynamoException(String message) {
        super(message);
    }

    public DynamoException(String message, Throwable cause) {
        super(message, cause);
    }
}
