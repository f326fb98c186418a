package dev.tablewright.dynamo.live;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One action of a TransactWriteItems (Put, Update, Delete, ConditionCheck) or TransactGetItems
 * (Get). {@code item} is the whole item of a Put, else the key. {@code #name} placeholders stand for
 * the attribute of that name; {@code values} holds the {@code :value} placeholders.
 */
public record TransactionAction(Kind kind, String table, Item item, String updateExpression,
                                String conditionExpression, Map<String, AttributeValue> values) {
    /** What the action does. */
    public enum Kind {
        PUT("Put"), UPDATE("Update"), DELETE("Delete"), CONDITION_CHECK("ConditionCheck"), GET("Get");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public boolean write() {
            return this != GET;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    public TransactionAction {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(item, "item");
        updateExpression = blankToNull(updateExpression);
        conditionExpression = blankToNull(conditionExpression);
        values = values == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(values));
        if (kind == Kind.UPDATE && updateExpression == null) {
            throw new IllegalArgumentException("an Update action needs an update expression");
        }
        if (kind == Kind.CONDITION_CHECK && conditionExpression == null) {
            throw new IllegalArgumentException("a ConditionCheck action needs a condition expression");
        }
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }
}
