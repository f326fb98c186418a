package dev.tablewright.model.query.expr;

import dev.tablewright.model.query.RequestException;

/** An expression DynamoDB would reject, with its message (a ValidationException). */
public final class ExpressionException extends RequestException {
    public ExpressionException(String message) {
        super("ValidationException", message);
    }
}
