package dev.tablewright.validate;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Operation;
import dev.tablewright.model.ReadConsistency;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.validate.ValidationContext.IndexedPattern;
import dev.tablewright.validate.ValidationContext.TableScope;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What each access pattern targets: an existing table and index, an index only for Query and Scan,
 * no strongly consistent read of a GSI, a Limit of at least 1, and distinct pattern names.
 */
final class PatternTargetRules implements ValidationRule {

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        Set<String> names = new HashSet<>();
        for (int i = 0; i < context.model().accessPatterns().size(); i++) {
            String name = context.model().accessPatterns().get(i).name();
            if (!names.add(name)) {
                out.add(Finding.error(ValidationContext.patternPath(i) + ".Name", "another access pattern is already named '"
                        + name + "'"));
            }
        }
        for (IndexedPattern indexed : context.patterns()) {
            AccessPattern p = indexed.pattern();
            TableScope scope = context.findTable(p.table());
            if (scope == null) {
                out.add(Finding.error(indexed.at("Table"), "Requested resource not found: the model has no table "
                        + p.table()));
                continue;
            }
            checkIndex(scope, indexed, out);
            if (p.limit() != null && p.limit() < 1) {
                out.add(Finding.error(indexed.at("Limit"), "1 validation error detected: Value '" + p.limit()
                        + "' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1"));
            }
        }
    }

    private void checkIndex(TableScope scope, IndexedPattern indexed, List<Finding> out) {
        AccessPattern p = indexed.pattern();
        if (p.index() == null) {
            return;
        }
        SecondaryIndex index = scope.table().findIndex(p.index()).orElse(null);
        if (index == null) {
            out.add(Finding.error(indexed.at("Index"), "The table does not have the specified index: " + p.index()));
            return;
        }
        if (p.operation() != Operation.Query && p.operation() != Operation.Scan) {
            out.add(Finding.error(indexed.at("Index"), p.operation() + " cannot use an index: only Query and Scan take "
                    + "an IndexName (" + (p.operation().isRead() ? "read" : "write") + " the table by its primary key)"));
        }
        if (index.isGlobal() && p.consistency() == ReadConsistency.STRONG) {
            out.add(Finding.error(indexed.at("Consistency"),
                    "Consistent reads are not supported on global secondary indexes (index " + index.name() + ")"));
        }
    }
}
