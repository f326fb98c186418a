package dev.tablewright.engine;

import dev.tablewright.engine.request.RequestException;

/**
 * Turns a request's expression texts into runnable parts; the engine's seam to the expression
 * package. Throws {@link RequestException} with DynamoDB's message for what DynamoDB rejects.
 */
@FunctionalInterface
public interface ExpressionSupport {
    PreparedExpressions prepare(ExpressionInput input);
}
