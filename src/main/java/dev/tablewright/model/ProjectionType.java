package dev.tablewright.model;

/** Which attributes a secondary index copies from the table. */
public enum ProjectionType {
    ALL, KEYS_ONLY, INCLUDE;

    public static ProjectionType fromCode(String code) {
        for (ProjectionType type : values()) {
            if (type.name().equals(code)) {
                return type;
            }
        }
        return null;
    }
}
