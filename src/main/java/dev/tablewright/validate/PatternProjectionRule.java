package dev.tablewright.validate;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.validate.ValidationContext.IndexedPattern;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A read of a global secondary index can return only what the index projects: with KEYS_ONLY or
 * INCLUDE, a pattern's projection may name the table's and the index's keys and the included
 * attributes, nothing else (a local index would fetch the rest from the table, at a cost).
 */
final class PatternProjectionRule implements ValidationRule {

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        for (IndexedPattern indexed : context.patterns()) {
            AccessPattern p = indexed.pattern();
            PatternTarget target = PatternTarget.resolve(context, p);
            if (target == null || target.index() == null || !target.index().isGlobal()
                    || target.index().projection().type() == ProjectionType.ALL) {
                continue;
            }
            Set<String> projected = projected(target);
            for (int i = 0; i < p.projection().size(); i++) {
                String attribute = p.topAttribute(p.projection().get(i));
                if (attribute != null && !projected.contains(attribute)) {
                    out.add(Finding.error(indexed.at("Projection[" + i + "]"), "One or more parameter values were "
                            + "invalid: Global secondary index " + target.index().name() + " does not project ["
                            + attribute + "]"));
                }
            }
        }
    }

    private static Set<String> projected(PatternTarget target) {
        SecondaryIndex index = target.index();
        Set<String> names = new HashSet<>(target.scope().table().keySchema().attributeNames());
        names.addAll(index.keySchema().attributeNames());
        names.addAll(index.projection().nonKeyAttributes());
        return names;
    }
}
