package dev.tablewright.model;


/** The types a key attribute may have: string, number or binary. */
public enum ScalarType {
    S, N, B;

    public AttributeType attributeType() {
        return AttributeType.valueOf(name());
    }

    /** The scalar type for a code such as {@code "S"}, or null when the code is not one of S, N, B. */
    public static ScalarType fromCode(String code) {
        for (ScalarType type : values()) {
            if (type.name().equals(code)) {
                return type;
            }
        }
        return null;
    }
}
