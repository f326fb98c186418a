package dev.tablewright.model;

/** How a table is billed: on demand or provisioned. */
public enum BillingMode {
    PAY_PER_REQUEST, PROVISIONED;

    public static BillingMode fromCode(String code) {
        for (BillingMode mode : values()) {
            if (mode.name().equals(code)) {
                return mode;
            }
        }
        return null;
    }
}
