package dev.tablewright.engine.expr;

import dev.tablewright.engine.request.RequestException;

/** An expression DynamoDB would reject, with its message (a ValidationException). */
public final class ExpressionException extends RequestException {
    public ExpressionException(String message) {
        super("ValidationException", message);
    }
}
