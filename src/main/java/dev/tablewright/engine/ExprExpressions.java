package dev.tablewright.engine;

import dev.tablewright.engine.expr.RequestExpressions;


import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The engine's expressions from the expression package: key conditions, filters, conditions and
 * projections parsed and checked as DynamoDB does. Update expressions (not in that package yet)
 * come from {@link BasicExpressions}: {@code SET a = :v, ... REMOVE b, ...} on top-level attributes.
 */
public final class ExprExpressions implements ExpressionSupport {
    private final BasicExpressions updates = new BasicExpressions();

    @Override
    public PreparedExpressions prepare(ExpressionInput in) {
        RequestExpressions re = RequestExpressions.prepare(new RequestExpressions.Spec(in.query(), in.tableKeys(),
                in.queriedKeys(), in.keyConditionExpression(), in.filterExpression(), in.conditionExpression(),
                in.projectionExpression(),
                in.updateExpression() == null ? in.names() : usedIn(in.conditionExpression(), in.names()),
                in.updateExpression() == null ? in.values() : usedIn(in.conditionExpression(), in.values())));
        PreparedExpressions update = in.updateExpression() == null ? null
                : updates.prepare(new ExpressionInput(null, null, null, null, in.updateExpression(), in.names(),
                in.values(), false, in.tableKeys(), in.queriedKeys()));
        return new PreparedExpressions(re.keyCondition().orElse(null), null,
                re.hasFilter() ? re::filter : null,
                re.hasProjection() ? re::project : null,
                re.filterAttributes(), re.projectionAttributes(),
                re.hasFilter() ? item -> {
                    String why = re.explainFilter(item);
                    return why == null ? "the filter keeps it" : why;
                } : null,
                in.conditionExpression() == null ? null : re::condition,
                update == null ? null : update.update());
    }

    /**
     * With an update expression, the placeholders it uses are not the condition's: check only those
     * the condition names, so the condition is not told they are unused.
     */
    private static <V> Map<String, V> usedIn(String condition, Map<String, V> placeholders) {
        Map<String, V> used = new LinkedHashMap<>();
        String text = condition == null ? "" : condition;
        placeholders.forEach((k, v) -> {
            if (Pattern.compile(Pattern.quote(k) + "(?![A-Za-z0-9_])").matcher(text).find()) {
                used.put(k, v);
            }
        });
        return used;
    }
}
