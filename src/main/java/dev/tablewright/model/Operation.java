package dev.tablewright.model;

/** The DynamoDB operation an access pattern performs. */
public enum Operation {
    GetItem, Query, Scan, PutItem, UpdateItem, DeleteItem;

    public boolean isRead() {
        return this == GetItem || this == Query || this == Scan;
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
