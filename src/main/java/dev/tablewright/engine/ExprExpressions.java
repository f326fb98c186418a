package dev.tablewright.engine;

import dev.tablewright.engine.expr.RequestExpressions;
import dev.tablewright.engine.request.RequestException;

/**
 * The engine's expressions from the expression package: key conditions, filters, conditions,
 * updates and projections parsed and checked as DynamoDB does.
 */
final class ExprExpressions {
    private ExprExpressions() {
    }

    /**
     * Turns a request's expression texts into runnable parts.
     *
     * @throws RequestException with DynamoDB's message for what DynamoDB rejects
     */
    static PreparedExpressions prepare(ExpressionInput in) {
        RequestExpressions re = RequestExpressions.prepare(new RequestExpressions.Spec(in.query(), in.tableKeys(),
                in.queriedKeys(), in.keyConditionExpression(), in.filterExpression(), in.conditionExpression(),
                in.updateExpression(), in.projectionExpression(), in.names(), in.values()));
        return new PreparedExpressions(re.keyCondition().orElse(null),
                re.hasFilter() ? re::filter : null,
                re.hasProjection() ? re::project : null,
                re.filterAttributes(), re.projectionAttributes(),
                re.hasFilter() ? item -> {
                    String why = re.explainFilter(item);
                    return why == null ? "the filter keeps it" : why;
                } : null,
                in.conditionExpression() == null ? null : re::condition,
                re.hasUpdate() ? re::update : null,
                re.hasUpdate() ? re::projectUpdated : null);
    }
}
