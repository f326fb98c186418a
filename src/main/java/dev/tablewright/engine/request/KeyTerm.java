package dev.tablewright.engine.request;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyOperator;
import java.util.List;
import java.util.Objects;

/** One comparison of a key condition expression, names and values resolved: {@code attribute op values}. */
public record KeyTerm(String attribute, KeyOperator operator, List<AttributeValue> values) {
    public KeyTerm {
        Objects.requireNonNull(attribute, "attribute");
        Objects.requireNonNull(operator, "operator");
        values = List.copyOf(values);
    }
}
