package dev.tablewright.formats.export;

/** The forms items (a table's, a facet's, or a query's results) can be exported in. */
public enum ItemFormat {
    /** A header of {@code name:TYPE} columns, one row per item; {@code import-csv} reads it back. */
    CSV("csv"),
    /** {@code {"Items": [...], "Count": n, "ScannedCount": n}}, the shape of {@code aws dynamodb scan} output. */
    DYNAMODB_JSON("dynamodb-json"),
    /** A JSON array of plain objects: numbers as numbers, sets as arrays, binary as base64. */
    JSON("json");

    private final String code;

    ItemFormat(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    public static ItemFormat fromCode(String code) {
        for (ItemFormat format : values()) {
            if (format.code.equals(code)) {
                return format;
            }
        }
        return null;
    }
}
