package dev.tablewright.model;

/** The comparisons a sort key condition can make, as written in a key condition expression. */
public enum KeyOperator {
    EQ("="), LT("<"), LE("<="), GT(">"), GE(">="), BETWEEN("BETWEEN"), BEGINS_WITH("begins_with");

    private final String symbol;

    KeyOperator(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    /** The operator for a symbol ("=", "&lt;=", "BETWEEN", "begins_with"; case-insensitive words), or null. */
    public static KeyOperator fromSymbol(String text) {
        for (KeyOperator op : values()) {
            if (op.symbol.equalsIgnoreCase(text) || op.name().equalsIgnoreCase(text)) {
                return op;
            }
        }
        return null;
    }
}
