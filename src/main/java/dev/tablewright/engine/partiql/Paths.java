package dev.tablewright.engine.partiql;

import java.util.ArrayList;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import org.partiql.lang.domains.PartiqlAst;

/** Document paths in the PartiQL syntax tree: {@code a}, {@code "a"}, {@code a.b[0]}, {@code a['b']}. */
final class Paths {
    private Paths() {
    }

    /** The steps of a path (a String per attribute or map key, an Integer per list index), or null. */
    static List<Object> steps(PartiqlAst.Expr e) {
        if (e instanceof PartiqlAst.Expr.Id id) {
            List<Object> steps = new ArrayList<>();
            steps.add(id.getName().getText());
            return steps;
        }
        if (!(e instanceof PartiqlAst.Expr.Path path) || !(path.getRoot() instanceof PartiqlAst.Expr.Id root)) {
            return null;
        }
        List<Object> steps = new ArrayList<>();
        steps.add(root.getName().getText());
        for (PartiqlAst.PathStep step : path.getSteps()) {
            if (!(step instanceof PartiqlAst.PathStep.PathExpr expr)
                    || !(expr.getIndex() instanceof PartiqlAst.Expr.Lit lit)) {
                return null;
            }
            switch (lit.getValue().getType()) {
                case STRING, SYMBOL -> steps.add(lit.getValue().getTextValue());
                case INT -> steps.add((int) lit.getValue().getLongValue());
                default -> {
                    return null;
                }
            }
        }
        return steps;
    }

    /**
     * The name Local gives a projected path in a SELECT's result: its last attribute or map key,
     * with the list indexes after it ({@code m.b[0]} is {@code b[0]}).
     */
    static String alias(List<Object> steps) {
        int last = 0;
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i) instanceof String) {
                last = i;
            }
        }
        StringBuilder alias = new StringBuilder((String) steps.get(last));
        for (int i = last + 1; i < steps.size(); i++) {
            alias.append('[').append(steps.get(i)).append(']');
        }
        return alias.toString();
    }

    /** The value at a path in an item, or null when a step is missing or of the wrong type. */
    static AttributeValue resolve(List<Object> steps, Item item) {
        AttributeValue current = item.get((String) steps.get(0));
        for (int i = 1; i < steps.size() && current != null; i++) {
            Object step = steps.get(i);
            if (step instanceof String name && current instanceof AttributeValue.M m) {
                current = m.values().get(name);
            } else if (step instanceof Integer index && current instanceof AttributeValue.L l) {
                current = index < l.values().size() ? l.values().get(index) : null;
            } else {
                current = null;
            }
        }
        return current;
    }
}
