package dev.tablewright.review;

import dev.tablewright.engine.expr.Expr;
import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.expr.Parser;
import dev.tablewright.model.AccessPattern;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The top-level attributes a pattern's filter tests in the AND-ed terms a key condition could take
 * over: those compared with = ({@code equalities}, a partition key could serve them) and those
 * compared with &lt;, &lt;=, &gt;, &gt;=, BETWEEN or begins_with ({@code ranges}, a sort key could).
 * Parsed by the engine's {@link Parser}; placeholders resolved from the pattern's names.
 */
record FilterAttributes(List<String> equalities, List<String> ranges, List<String> all) {
    FilterAttributes {
        equalities = List.copyOf(equalities);
        ranges = List.copyOf(ranges);
        all = List.copyOf(all);
    }

    static FilterAttributes of(AccessPattern pattern) {
        Set<String> equal = new LinkedHashSet<>();
        Set<String> range = new LinkedHashSet<>();
        Set<String> all = new LinkedHashSet<>();
        if (pattern.filterExpression() != null && !pattern.filterExpression().isBlank()) {
            try {
                Expr.Condition condition = Parser.condition(pattern.filterExpression(), "FilterExpression");
                collect(condition, pattern, equal, range);
                every(condition, pattern, all);
            } catch (ExpressionException e) {
                // an unparsable filter is PATTERN_BROKEN's (the validator reports it)
            }
        }
        range.removeAll(equal);
        return new FilterAttributes(new ArrayList<>(equal), new ArrayList<>(range), new ArrayList<>(all));
    }

    /** The top-level attribute of every path in the condition, wherever it is. */
    private static void every(Expr.Condition condition, AccessPattern p, Set<String> out) {
        if (condition instanceof Expr.And and) {
            every(and.left(), p, out);
            every(and.right(), p, out);
        } else if (condition instanceof Expr.Or or) {
            every(or.left(), p, out);
            every(or.right(), p, out);
        } else if (condition instanceof Expr.Not not) {
            every(not.condition(), p, out);
        } else if (condition instanceof Expr.Compare c) {
            top(c.left(), p, out);
            top(c.right(), p, out);
        } else if (condition instanceof Expr.Between b) {
            top(b.value(), p, out);
            top(b.lower(), p, out);
            top(b.upper(), p, out);
        } else if (condition instanceof Expr.In in) {
            top(in.value(), p, out);
            in.candidates().forEach(c -> top(c, p, out));
        } else if (condition instanceof Expr.Function f) {
            f.arguments().forEach(a -> top(a, p, out));
        }
    }

    private static void top(Expr.Operand operand, AccessPattern p, Set<String> out) {
        Expr.Path path = operand instanceof Expr.Size size ? size.path() : operand instanceof Expr.Path x ? x : null;
        if (path != null) {
            Expr.Name name = path.first();
            String resolved = name.placeholder() ? p.expressionAttributeNames().get(name.text()) : name.text();
            if (resolved != null) {
                out.add(resolved);
            }
        }
    }

    boolean isEmpty() {
        return equalities.isEmpty() && ranges.isEmpty();
    }

    private static void collect(Expr.Condition condition, AccessPattern p, Set<String> equal, Set<String> range) {
        if (condition instanceof Expr.And and) {
            collect(and.left(), p, equal, range);
            collect(and.right(), p, equal, range);
        } else if (condition instanceof Expr.Compare compare) {
            String name = attribute(compare.left(), p);
            if (name == null || !(compare.right() instanceof Expr.ValueRef)) {
                name = compare.left() instanceof Expr.ValueRef ? attribute(compare.right(), p) : null;
            }
            if (name != null && compare.comparator() == Expr.Comparator.EQ) {
                equal.add(name);
            } else if (name != null && compare.comparator() != Expr.Comparator.NE) {
                range.add(name);
            }
        } else if (condition instanceof Expr.Between between) {
            String name = attribute(between.value(), p);
            if (name != null) {
                range.add(name);
            }
        } else if (condition instanceof Expr.Function f && f.name().equalsIgnoreCase("begins_with") && !f.arguments().isEmpty()) {
            String name = attribute(f.arguments().get(0), p);
            if (name != null) {
                range.add(name);
            }
        }
    }

    /** The top-level attribute of a one-step path, placeholders resolved; null for anything else. */
    private static String attribute(Expr.Operand operand, AccessPattern p) {
        if (!(operand instanceof Expr.Path path) || path.steps().size() != 1) {
            return null;
        }
        Expr.Name name = path.first();
        return name.placeholder() ? p.expressionAttributeNames().get(name.text()) : name.text();
    }
}
