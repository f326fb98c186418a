package dev.tablewright.model;

import java.util.Objects;

/**
 * A pattern's sort key condition: an operator and one value template, or two for BETWEEN
 * ({@code upper} is null otherwise).
 */
public record SortKeyCondition(KeyOperator operator, KeyTemplate value, KeyTemplate upper) {
    public SortKeyCondition {
        Objects.requireNonNull(operator, "operator");
        Objects.requireNonNull(value, "value");
        if (operator == KeyOperator.BETWEEN && upper == null) {
            throw new IllegalArgumentException("BETWEEN needs two values");
        }
        if (operator != KeyOperator.BETWEEN && upper != null) {
            throw new IllegalArgumentException(operator.symbol() + " takes one value");
        }
    }

    public static SortKeyCondition of(KeyOperator operator, String value) {
        return new SortKeyCondition(operator, KeyTemplate.of(value), null);
    }

    public static SortKeyCondition between(String lower, String upper) {
        return new SortKeyCondition(KeyOperator.BETWEEN, KeyTemplate.of(lower), KeyTemplate.of(upper));
    }
}
