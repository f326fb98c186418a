package dev.tablewright.engine.request;

import dev.tablewright.model.Item;

/**
 * A write's condition was not met: DynamoDB's {@code ConditionalCheckFailedException}, with the
 * item as it was when ReturnValuesOnConditionCheckFailure is ALL_OLD and there was one (else null).
 */
public final class ConditionFailedException extends RequestException {
    public static final String CODE = "ConditionalCheckFailedException";
    private final transient Item item;

    public ConditionFailedException(Item item) {
        super(CODE, "The conditional request failed");
        this.item = item;
    }

    public Item item() {
        return item;
    }
}
