package dev.tablewright.model.query;

/** Where the engine finds its default expression support. */
final class Engines {
    private Engines() {
    }

    static ExpressionSupport defaultExpressions() {
        return new ExprExpressions();
    }
}
