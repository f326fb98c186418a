package dev.tablewright.model;

/** The ten DynamoDB attribute value types, named by their DynamoDB JSON codes. */
public enum AttributeType {
    S, N, B, BOOL, NULL, L, M, SS, NS, BS;

    /** The type for a DynamoDB JSON code such as {@code "SS"}, or null when the code is not one. */
    public static AttributeType fromCode(String code) {
        for (AttributeType type : values()) {
            if (type.name().equals(code)) {
                return type;
            }
        }
        return null;
    }

    public boolean isScalarKeyType() {
        return this == S || this == N || this == B;
    }
}
