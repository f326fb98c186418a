package dev.tablewright.engine.expr;

import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Builds a projected item: each requested path's value placed back under its path (lists compacted, as DynamoDB does). */
final class Projections {
    private Projections() {
    }

    static void put(Map<String, AttributeValue> target, Expr.Path path, AttributeValue value, Evaluator evaluator) {
        String first = name(path.steps().get(0), evaluator);
        if (path.steps().size() == 1) {
            target.put(first, value);
            return;
        }
        target.put(first, nest(target.get(first), path.steps().subList(1, path.steps().size()), value, evaluator));
    }

    private static AttributeValue nest(AttributeValue existing, List<Expr.Step> rest, AttributeValue value,
                                       Evaluator evaluator) {
        Expr.Step step = rest.get(0);
        AttributeValue inner = rest.size() == 1 ? value : null;
        if (step instanceof Expr.Name name) {
            Map<String, AttributeValue> map = existing instanceof AttributeValue.M m
                    ? new LinkedHashMap<>(m.values()) : new LinkedHashMap<>();
            String key = name(name, evaluator);
            map.put(key, inner != null ? inner : nest(map.get(key), rest.subList(1, rest.size()), value, evaluator));
            return AttributeValue.m(map);
        }
        List<AttributeValue> list = existing instanceof AttributeValue.L l ? new ArrayList<>(l.values()) : new ArrayList<>();
        list.add(inner != null ? inner : nest(null, rest.subList(1, rest.size()), value, evaluator));
        return AttributeValue.l(list);
    }

    private static String name(Expr.Step step, Evaluator evaluator) {
        Expr.Name name = (Expr.Name) step;
        return name.placeholder() ? evaluator.nameOf(name.text()) : name.text();
    }
}
