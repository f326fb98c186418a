package dev.tablewright.engine.request;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyOperator;
import java.util.Objects;

/** A bound sort key condition: attribute, operator, value, and an upper value for BETWEEN (else null). */
public record SortCondition(String attributeName, KeyOperator operator, AttributeValue value, AttributeValue upper) {
    public SortCondition {
        Objects.requireNonNull(attributeName, "attributeName");
        Objects.requireNonNull(operator, "operator");
        Objects.requireNonNull(value, "value");
        if ((operator == KeyOperator.BETWEEN) != (upper != null)) {
            throw new IllegalArgumentException("an upper value goes with BETWEEN and only with it");
        }
    }

    public static SortCondition of(String attributeName, KeyOperator operator, AttributeValue value) {
        return new SortCondition(attributeName, operator, value, null);
    }

    public static SortCondition between(String attributeName, AttributeValue lower, AttributeValue upper) {
        return new SortCondition(attributeName, KeyOperator.BETWEEN, lower, upper);
    }
}
