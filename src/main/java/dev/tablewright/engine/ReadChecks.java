package dev.tablewright.engine;

import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.Select;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.ProjectionType;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * What Local refuses in a Query or Scan before reading: a Limit below 1, a Select that does not fit
 * the view or the projection, a Query filter on a key or on an attribute the index does not project,
 * a projection the GSI does not hold, an ExclusiveStartKey of the wrong shape.
 */
final class ReadChecks {
    static final String INCONSISTENT_TYPES = "Type mismatch for attribute to update";

    private ReadChecks() {
    }

    static void requireLimit(Integer limit) {
        if (limit != null && limit < 1) {
            throw RequestException.validation("Limit must be greater than or equal to 1");
        }
    }

    /** Select as Local settles it: the default for the table or index, checked against the request. */
    static Select select(Select requested, boolean hasProjection, IndexView view) {
        if (requested == null) {
            return hasProjection ? Select.SPECIFIC_ATTRIBUTES
                    : view.isTable() ? Select.ALL_ATTRIBUTES : Select.ALL_PROJECTED_ATTRIBUTES;
        }
        switch (requested) {
            case ALL_ATTRIBUTES -> {
                if (hasProjection) {
                    throw RequestException.validation(
                            "Cannot specify the ProjectionExpression when choosing to get ALL_ATTRIBUTES");
                }
                if (view.isGlobal() && view.projection().type() != ProjectionType.ALL) {
                    throw RequestException.validation("One or more parameter values were invalid: Select type"
                            + " ALL_ATTRIBUTES is not supported for global secondary index " + view.name()
                            + " because its projection type is not ALL");
                }
            }
            case ALL_PROJECTED_ATTRIBUTES -> {
                if (hasProjection) {
                    throw RequestException.validation(
                            "Cannot specify the ProjectionExpression when choosing to get ALL_PROJECTED_ATTRIBUTES");
                }
                if (view.isTable()) {
                    throw RequestException.validation(
                            "ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName");
                }
            }
            case COUNT -> {
                if (hasProjection) {
                    throw RequestException.validation(
                            "Cannot specify the ProjectionExpression when choosing to get COUNT");
                }
            }
            case SPECIFIC_ATTRIBUTES -> {
                if (!hasProjection) {
                    throw RequestException.validation("Must specify the AttributesToGet or ProjectionExpression when"
                            + " choosing to get SPECIFIC_ATTRIBUTES");
                }
            }
            default -> throw new IllegalStateException();
        }
        return requested;
    }

    static void validateQueryFilter(PreparedExpressions ex, IndexView view) {
        if (ex.filter() == null) {
            return;
        }
        for (String key : view.keySchema().attributeNames()) {
            if (ex.filterAttributes().contains(key)) {
                throw RequestException.validation(
                        "Filter Expression can only contain non-primary key attributes: Primary key attribute: " + key);
            }
        }
        List<String> projected = view.projectedNames();
        if (projected != null) {
            TreeSet<String> missing = new TreeSet<>(ex.filterAttributes());
            missing.removeAll(projected);
            if (!missing.isEmpty()) {
                throw RequestException.validation("One or more parameter values were invalid: Secondary index "
                        + view.name() + " does not project one or more filter attributes: " + List.copyOf(missing));
            }
        }
    }

    static void validateProjection(PreparedExpressions ex, IndexView view, Select select) {
        List<String> projected = view.projectedNames();
        if (ex.projection() == null || !view.isGlobal() || projected == null) {
            return;
        }
        TreeSet<String> missing = new TreeSet<>(ex.projectionAttributes());
        missing.removeAll(projected);
        if (!missing.isEmpty()) {
            throw RequestException.validation("One or more parameter values were invalid: Global secondary index "
                    + view.name() + " does not project " + List.copyOf(missing));
        }
    }

    static void validateStartKey(Item esk, IndexView view) {
        List<String> names = view.keyAttributeNames();
        if (esk.size() != names.size()) {
            throw RequestException.validation("Exclusive Start Key must have same size as table's key schema");
        }
        for (KeyAttribute a : allKeys(view)) {
            AttributeValue v = esk.get(a.name());
            if (v == null) {
                throw RequestException.validation("The provided starting key is invalid");
            }
            if (v.type() != a.type().attributeType()) {
                throw RequestException.validation(INCONSISTENT_TYPES);
            }
        }
    }

    private static List<KeyAttribute> allKeys(IndexView view) {
        List<KeyAttribute> keys = new ArrayList<>(view.tableKeySchema().attributes());
        for (KeyAttribute a : view.keySchema().attributes()) {
            if (keys.stream().noneMatch(k -> k.name().equals(a.name()))) {
                keys.add(a);
            }
        }
        return keys;
    }
}
