package dev.tablewright.validate;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Operation;
import dev.tablewright.validate.ValidationContext.IndexedPattern;
import dev.tablewright.validate.ValidationContext.LocatedIndex;
import dev.tablewright.validate.ValidationContext.TableScope;
import java.util.List;

/**
 * What DynamoDB accepts but a modeler wants to hear about: a GSI that no access pattern uses (it
 * still costs a write for each item that carries its keys), and a pattern that needs a Scan. The
 * unused-GSI warning applies only to tables that have access patterns at all.
 */
final class ModelingWarnings implements ValidationRule {

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        List<AccessPattern> patterns = context.model().accessPatterns();
        for (TableScope scope : context.tables()) {
            String table = scope.table().name();
            if (patterns.stream().noneMatch(p -> p.tables().contains(table))) {
                continue;
            }
            for (LocatedIndex located : scope.indexes()) {
                String index = located.index().name();
                boolean used = patterns.stream().anyMatch(p -> p.table().equals(table) && index.equals(p.index()));
                if (located.index().isGlobal() && !used) {
                    out.add(Finding.warning(located.path(), "no access pattern uses GSI " + index + "; it still costs a "
                            + "write for every item that carries its key attributes"));
                }
            }
        }
        for (IndexedPattern indexed : context.patterns()) {
            AccessPattern p = indexed.pattern();
            if (p.operation() == Operation.Scan) {
                TableScope scope = context.findTable(p.table());
                String size = scope == null ? "" : " (" + scope.table().allItems().size() + " items in the model)";
                out.add(Finding.warning(indexed.at("Operation"), "'" + p.name() + "' needs a Scan: it reads every item of "
                        + (p.index() == null ? "table " + p.table() : "index " + p.index()) + size
                        + " on each run; a key design that serves it with a Query costs far less"));
            }
        }
    }
}
