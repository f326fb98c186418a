package dev.tablewright.engine.partiql;

import dev.tablewright.model.AttributeValue;
import java.util.List;
import java.util.Objects;

/** One statement of a BatchExecuteStatement or ExecuteTransaction, with its parameters. */
public record StatementRequest(String statement, List<AttributeValue> parameters) {
    public StatementRequest {
        Objects.requireNonNull(statement, "statement");
        parameters = parameters == null ? List.of() : List.copyOf(parameters);
    }

    public static StatementRequest of(String statement, AttributeValue... parameters) {
        return new StatementRequest(statement, List.of(parameters));
    }
}
