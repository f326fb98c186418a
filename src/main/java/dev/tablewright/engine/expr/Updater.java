package dev.tablewright.engine.expr;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.NumberForm;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.function.UnaryOperator;

/**
 * Applies a parsed update expression to an item as DynamoDB does: every SET value is computed from
 * the item as it was, then SET, REMOVE, ADD and DELETE change it. A nested path needs its parent
 * map or list (else "invalid for update"); SET past a list's end appends; REMOVE of list elements
 * counts positions in the list as it was.
 */
final class Updater {
    static final String INVALID_PATH = "The document path provided in the update expression is invalid for update";
    static final String WRONG_TYPE = "An operand in the update expression has an incorrect data type";
    static final String MISSING = "The provided expression refers to an attribute that does not exist in the item";

    private final Evaluator evaluator;
    private final Map<String, AttributeValue> values;

    Updater(Evaluator evaluator, Map<String, AttributeValue> values) {
        this.evaluator = evaluator;
        this.values = values;
    }

    Item apply(Expr.Update update, Item item) {
        List<AttributeValue> computed = new ArrayList<>();
        update.sets().forEach(s -> computed.add(evaluate(s.value(), item)));
        AttributeValue root = AttributeValue.m(item.attributes());
        for (int i = 0; i < computed.size(); i++) {
            AttributeValue value = computed.get(i);
            root = change(root, update.sets().get(i).path(), 0, old -> value);
        }
        List<Expr.Path> removes = new ArrayList<>(update.removes());
        removes.sort(this::laterIndexFirst);
        for (Expr.Path path : removes) {
            root = change(root, path, 0, old -> null);
        }
        for (Expr.SetChange add : update.adds()) {
            AttributeValue value = values.get(add.value().name());
            root = change(root, add.path(), 0, old -> old == null ? value : add(old, value));
        }
        for (Expr.SetChange delete : update.deletes()) {
            AttributeValue value = values.get(delete.value().name());
            root = change(root, delete.path(), 0, old -> old == null ? null : delete(old, value));
        }
        return Item.of(((AttributeValue.M) root).values());
    }

    private AttributeValue evaluate(Expr.Value value, Item item) {
        if (value instanceof Expr.ValueRef ref) {
            return values.get(ref.name());
        }
        if (value instanceof Expr.Path path) {
            AttributeValue found = evaluator.resolve(path, item);
            if (found == null) {
                throw new ExpressionException(MISSING);
            }
            return found;
        }
        if (value instanceof Expr.IfNotExists ifNotExists) {
            AttributeValue found = evaluator.resolve(ifNotExists.path(), item);
            return found != null ? found : evaluate(ifNotExists.fallback(), item);
        }
        if (value instanceof Expr.ListAppend append) {
            AttributeValue first = evaluate(append.first(), item);
            AttributeValue second = evaluate(append.second(), item);
            if (!(first instanceof AttributeValue.L a) || !(second instanceof AttributeValue.L b)) {
                throw new ExpressionException(WRONG_TYPE);
            }
            List<AttributeValue> joined = new ArrayList<>(a.values());
            joined.addAll(b.values());
            return AttributeValue.l(joined);
        }
        Expr.Arithmetic arithmetic = (Expr.Arithmetic) value;
        AttributeValue left = evaluate(arithmetic.left(), item);
        AttributeValue right = evaluate(arithmetic.right(), item);
        if (!(left instanceof AttributeValue.N a) || !(right instanceof AttributeValue.N b)) {
            throw new ExpressionException(WRONG_TYPE);
        }
        return number(arithmetic.operator().equals("+") ? a.decimal().add(b.decimal())
                : a.decimal().subtract(b.decimal()));
    }

    /**
     * The container with the value at {@code path} (from step {@code at}) replaced by what
     * {@code change} makes of it (null: removed). Every step before the last must exist.
     */
    private AttributeValue change(AttributeValue container, Expr.Path path, int at,
                                  UnaryOperator<AttributeValue> change) {
        Expr.Step step = path.steps().get(at);
        boolean last = at == path.steps().size() - 1;
        if (step instanceof Expr.Name name) {
            if (!(container instanceof AttributeValue.M map)) {
                throw new ExpressionException(INVALID_PATH);
            }
            String key = resolved(name);
            AttributeValue now = next(map.values().get(key), path, at, last, change);
            Map<String, AttributeValue> copy = new LinkedHashMap<>(map.values());
            if (now == null) {
                copy.remove(key);
            } else {
                copy.put(key, now);
            }
            return AttributeValue.m(copy);
        }
        if (!(container instanceof AttributeValue.L list)) {
            throw new ExpressionException(INVALID_PATH);
        }
        int index = ((Expr.Index) step).index();
        List<AttributeValue> copy = new ArrayList<>(list.values());
        AttributeValue now = next(index < copy.size() ? copy.get(index) : null, path, at, last, change);
        if (index < copy.size()) {
            if (now == null) {
                copy.remove(index);
            } else {
                copy.set(index, now);
            }
        } else if (now != null) {
            copy.add(now);
        }
        return AttributeValue.l(copy);
    }

    private AttributeValue next(AttributeValue old, Expr.Path path, int at, boolean last,
                                UnaryOperator<AttributeValue> change) {
        if (last) {
            return change.apply(old);
        }
        if (old == null) {
            throw new ExpressionException(INVALID_PATH);
        }
        return change(old, path, at + 1, change);
    }

    /** ADD: a number to a number, or a set's members to a set of the same type. */
    private static AttributeValue add(AttributeValue old, AttributeValue value) {
        if (old instanceof AttributeValue.N a && value instanceof AttributeValue.N b) {
            return number(a.decimal().add(b.decimal()));
        }
        if (old instanceof AttributeValue.SS a && value instanceof AttributeValue.SS b) {
            return AttributeValue.ss(union(a.values(), b.values(), String::equals));
        }
        if (old instanceof AttributeValue.NS a && value instanceof AttributeValue.NS b) {
            return AttributeValue.ns(union(a.values(), b.values(), Updater::sameNumber));
        }
        if (old instanceof AttributeValue.BS a && value instanceof AttributeValue.BS b) {
            return AttributeValue.bs(union(a.values(), b.values(), Binary::equals));
        }
        throw new ExpressionException(WRONG_TYPE);
    }

    /** DELETE: a set's members from a set of the same type; an emptied set is removed. */
    private static AttributeValue delete(AttributeValue old, AttributeValue value) {
        if (old instanceof AttributeValue.SS a && value instanceof AttributeValue.SS b) {
            List<String> left = minus(a.values(), b.values(), String::equals);
            return left.isEmpty() ? null : AttributeValue.ss(left);
        }
        if (old instanceof AttributeValue.NS a && value instanceof AttributeValue.NS b) {
            List<String> left = minus(a.values(), b.values(), Updater::sameNumber);
            return left.isEmpty() ? null : AttributeValue.ns(left);
        }
        if (old instanceof AttributeValue.BS a && value instanceof AttributeValue.BS b) {
            List<Binary> left = minus(a.values(), b.values(), Binary::equals);
            return left.isEmpty() ? null : AttributeValue.bs(left);
        }
        throw new ExpressionException(WRONG_TYPE);
    }

    private static <T> List<T> union(List<T> a, List<T> b, BiPredicate<T, T> same) {
        List<T> out = new ArrayList<>(a);
        b.stream().filter(x -> out.stream().noneMatch(y -> same.test(x, y))).forEach(out::add);
        return out;
    }

    private static <T> List<T> minus(List<T> a, List<T> b, BiPredicate<T, T> same) {
        return a.stream().filter(x -> b.stream().noneMatch(y -> same.test(x, y))).toList();
    }

    private static boolean sameNumber(String a, String b) {
        return new BigDecimal(a.trim()).compareTo(new BigDecimal(b.trim())) == 0;
    }

    /** An arithmetic result as Local keeps it: BigDecimal's own text ({@code 0 + 2.50} is 2.50), canonical if exponent-form. */
    private static AttributeValue number(BigDecimal value) {
        String text = value.toString();
        return AttributeValue.n(text.contains("E") ? NumberForm.canonical(value) : text);
    }

    /**
     * An order of REMOVE paths in which the removes from one list go from the highest position
     * down, so each position is the one in the original list.
     */
    private int laterIndexFirst(Expr.Path a, Expr.Path b) {
        int shared = Math.min(a.steps().size(), b.steps().size());
        for (int i = 0; i < shared; i++) {
            Expr.Step x = a.steps().get(i);
            Expr.Step y = b.steps().get(i);
            int c;
            if (x instanceof Expr.Index xi && y instanceof Expr.Index yi) {
                c = Integer.compare(yi.index(), xi.index());
            } else if (x instanceof Expr.Name xn && y instanceof Expr.Name yn) {
                c = resolved(xn).compareTo(resolved(yn));
            } else {
                c = x instanceof Expr.Name ? -1 : 1;
            }
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.steps().size(), b.steps().size());
    }

    private String resolved(Expr.Name name) {
        return name.placeholder() ? evaluator.nameOf(name.text()) : name.text();
    }
}
