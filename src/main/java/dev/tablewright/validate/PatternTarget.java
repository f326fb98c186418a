package dev.tablewright.validate;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.validate.ValidationContext.TableScope;

/** What a pattern reads or writes: its table and, when it names one that exists, its index. */
record PatternTarget(TableScope scope, SecondaryIndex index) {

    /** The target, or null when the table (or the named index) does not exist. */
    static PatternTarget resolve(ValidationContext context, AccessPattern pattern) {
        TableScope scope = context.findTable(pattern.table());
        if (scope == null) {
            return null;
        }
        if (pattern.index() == null) {
            return new PatternTarget(scope, null);
        }
        return scope.table().findIndex(pattern.index()).map(i -> new PatternTarget(scope, i)).orElse(null);
    }

    KeySchema keySchema() {
        return index == null ? scope.table().keySchema() : index.keySchema();
    }

    String describe() {
        return index == null ? "table " + scope.table().name() : "index " + index.name();
    }
}
