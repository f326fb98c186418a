package dev.tablewright.engine;

import dev.tablewright.engine.ExprExpressions;
import dev.tablewright.engine.ExpressionSupport;

/** Where the engine finds its default expression support. */
final class Engines {
    private Engines() {
    }

    static ExpressionSupport defaultExpressions() {
        return new ExprExpressions();
    }
}
