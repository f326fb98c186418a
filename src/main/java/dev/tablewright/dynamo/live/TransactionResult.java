package dev.tablewright.dynamo.live;

import dev.tablewright.model.Item;
import java.util.List;

/**
 * What a transaction did: the items a TransactGet read (null for an absent item), or, when
 * DynamoDB cancelled it, one reason per action in the order given ({@code "None"} for the actions
 * that did not cause it).
 */
public record TransactionResult(boolean committed, List<Item> items, List<Reason> reasons, String message) {
    /** A cancellation reason: DynamoDB's code (ConditionalCheckFailed, None, ...) and its message. */
    public record Reason(String code, String message) {
        public boolean none() {
            return code == null || "None".equals(code);
        }
    }

    public TransactionResult {
        items = items == null ? List.of() : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(items));
        reasons = reasons == null ? List.of() : List.copyOf(reasons);
    }
}
