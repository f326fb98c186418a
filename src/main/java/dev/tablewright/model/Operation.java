package dev.tablewright.model;

/**
 * The DynamoDB operation an access pattern performs. A transaction pattern
 * ({@link #TransactWriteItems}, {@link #TransactGetItems}) holds its actions as patterns of their own
 * ({@link AccessPattern#actions()}); {@link #ConditionCheck} is only ever such an action.
 */
public enum Operation {
    GetItem, Query, Scan, PutItem, UpdateItem, DeleteItem, TransactWriteItems, TransactGetItems, ConditionCheck;

    public boolean isRead() {
        return this == GetItem || this == Query || this == Scan || this == TransactGetItems;
    }

    /** Whether the pattern is a transaction, whose actions run all or none. */
    public boolean isTransaction() {
        return this == TransactWriteItems || this == TransactGetItems;
    }

    /** Whether an action of this operation may stand in this transaction (Put, Update, Delete, ConditionCheck; or Get). */
    public boolean allowsAction(Operation action) {
        return switch (this) {
            case TransactWriteItems -> action == PutItem || action == UpdateItem || action == DeleteItem
                    || action == ConditionCheck;
            case TransactGetItems -> action == GetItem;
            default -> false;
        };
    }

    public static Operation fromName(String name) {
        for (Operation op : values()) {
            if (op.name().equalsIgnoreCase(name)) {
                return op;
            }
        }
        return null;
    }
}
