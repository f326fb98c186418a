package dev.tablewright.engine.expr;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.ValueEquality;
import java.math.BigDecimal;
import dev.tablewright.model.ValueOrder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Arrays;

/**
 * Evaluates a parsed condition on an item as DynamoDB does: comparisons only between values of
 * the same type (anything else, or a missing attribute, is false), numbers by value, strings by
 * their UTF-8 bytes, binary unsigned; sets equal regardless of order.
 */
final class Evaluator {
    private final Map<String, String> names;
    private static final java.util.Set<String> TYPE_NAMES =
            java.util.Set.of("N", "BS", "L", "B", "NULL", "M", "S", "SS", "NS", "BOOL");
    private final Map<String, AttributeValue> values;
    private final String conditionName;

    Evaluator(Map<String, String> names, Map<String, AttributeValue> values) {
        this(names, values, "ConditionExpression");
    }

    /** @param conditionName the parameter the conditions come from, for messages ("FilterExpression") */
    Evaluator(Map<String, String> names, Map<String, AttributeValue> values, String conditionName) {
        this.names = names;
        this.values = values;
        this.conditionName = conditionName;
    }

    /** Refuses a type name attribute_type does not know, in Local's words (its set's order). */
    static void checkTypeName(String type, String expressionName) {
        if (!TYPE_NAMES.contains(type)) {
            throw new ExpressionException("Invalid " + expressionName + ": Invalid attribute type name found; type: "
                    + type + ", valid types: {N,BS,L,B,NULL,M,S,SS,NS,BOOL}");
        }
    }

    String nameOf(String placeholder) {
        return names.get(placeholder);
    }

    boolean test(Expr.Condition condition, Item item) {
        if (condition instanceof Expr.And and) {
            return test(and.left(), item) && test(and.right(), item);
        } else if (condition instanceof Expr.Or or) {
            return test(or.left(), item) || test(or.right(), item);
        } else if (condition instanceof Expr.Not not) {
            return !test(not.condition(), item);
        } else if (condition instanceof Expr.Compare compare) {
            return compare(compare.comparator(), value(compare.left(), item), value(compare.right(), item));
        } else if (condition instanceof Expr.Between between) {
            AttributeValue v = value(between.value(), item);
            return compare(Expr.Comparator.GE, v, value(between.lower(), item))
                    && compare(Expr.Comparator.LE, v, value(between.upper(), item));
        } else if (condition instanceof Expr.In in) {
            AttributeValue v = value(in.value(), item);
            return in.candidates().stream().anyMatch(c -> compare(Expr.Comparator.EQ, v, value(c, item)));
        } else if (condition instanceof Expr.Function function) {
            return function(function, item);
        }
        throw new IllegalArgumentException("unknown condition " + condition);
    }

    private boolean function(Expr.Function f, Item item) {
        AttributeValue subject = value(f.arguments().get(0), item);
        switch (f.name()) {
            case "attribute_exists":
                return subject != null;
            case "attribute_not_exists":
                return subject == null;
            case "attribute_type": {
                AttributeValue type = value(f.arguments().get(1), item);
                if (type instanceof AttributeValue.S s) {
                    checkTypeName(s.value(), conditionName);
                }
                return subject != null && type instanceof AttributeValue.S s && subject.type().name().equals(s.value());
            }
            case "begins_with": {
                AttributeValue prefix = value(f.arguments().get(1), item);
                if (subject instanceof AttributeValue.S s && prefix instanceof AttributeValue.S p) {
                    return startsWith(s.value(), p.value());
                }
                if (subject instanceof AttributeValue.B b && prefix instanceof AttributeValue.B p) {
                    return b.value().startsWith(p.value());
                }
                return false;
            }
            case "contains":
                return contains(subject, value(f.arguments().get(1), item));
            default:
                throw new IllegalArgumentException("unknown function " + f.name());
        }
    }

    private static boolean startsWith(String text, String prefix) {
        byte[] t = text.getBytes(StandardCharsets.UTF_8);
        byte[] p = prefix.getBytes(StandardCharsets.UTF_8);
        return p.length <= t.length && Arrays.equals(t, 0, p.length, p, 0, p.length);
    }

    private static boolean contains(AttributeValue subject, AttributeValue operand) {
        if (subject == null || operand == null) {
            return false;
        }
        if (subject instanceof AttributeValue.S s && operand instanceof AttributeValue.S o) {
            return s.value().contains(o.value());
        }
        if (subject instanceof AttributeValue.B b && operand instanceof AttributeValue.B o) {
            byte[] hay = b.value().toByteArray();
            byte[] needle = o.value().toByteArray();
            for (int i = 0; i + needle.length <= hay.length; i++) {
                if (Arrays.equals(hay, i, i + needle.length, needle, 0, needle.length)) {
                    return true;
                }
            }
            return false;
        }
        if (subject instanceof AttributeValue.SS ss && operand instanceof AttributeValue.S o) {
            return ss.values().contains(o.value());
        }
        if (subject instanceof AttributeValue.NS ns && operand instanceof AttributeValue.N o) {
            return ns.values().stream().anyMatch(n -> new BigDecimal(n).compareTo(o.decimal()) == 0);
        }
        if (subject instanceof AttributeValue.BS bs && operand instanceof AttributeValue.B o) {
            return bs.values().contains(o.value());
        }
        if (subject instanceof AttributeValue.L l) {
            return l.values().stream().anyMatch(e -> equal(e, operand));
        }
        return false;
    }

    private static boolean compare(Expr.Comparator comparator, AttributeValue a, AttributeValue b) {
        if (a == null || b == null) {
            return comparator == Expr.Comparator.NE; // DynamoDB: a missing value is unequal to anything
        }
        if (comparator == Expr.Comparator.EQ) {
            return equal(a, b);
        }
        if (comparator == Expr.Comparator.NE) {
            return !equal(a, b);
        }
        if (a.type() != b.type() || !a.type().isScalarKeyType()) {
            return false;
        }
        int order = ValueOrder.compare(a, b);
        return switch (comparator) {
            case LT -> order < 0;
            case LE -> order <= 0;
            case GT -> order > 0;
            case GE -> order >= 0;
            default -> false;
        };
    }

    static boolean equal(AttributeValue a, AttributeValue b) {
        return ValueEquality.equal(a, b);
    }

    AttributeValue value(Expr.Operand operand, Item item) {
        if (operand instanceof Expr.ValueRef ref) {
            return values.get(ref.name());
        }
        if (operand instanceof Expr.Size size) {
            AttributeValue v = resolve(size.path(), item);
            long n;
            if (v instanceof AttributeValue.S s) {
                n = s.value().length();
            } else if (v instanceof AttributeValue.B b) {
                n = b.value().length();
            } else if (v instanceof AttributeValue.SS ss) {
                n = ss.values().size();
            } else if (v instanceof AttributeValue.NS ns) {
                n = ns.values().size();
            } else if (v instanceof AttributeValue.BS bs) {
                n = bs.values().size();
            } else if (v instanceof AttributeValue.L l) {
                n = l.values().size();
            } else if (v instanceof AttributeValue.M m) {
                n = m.values().size();
            } else {
                return null;
            }
            return AttributeValue.n(n);
        }
        return resolve((Expr.Path) operand, item);
    }

    /** The value at a document path, or null when any step is missing or of the wrong type. */
    AttributeValue resolve(Expr.Path path, Item item) {
        AttributeValue current = null;
        boolean first = true;
        for (Expr.Step step : path.steps()) {
            if (step instanceof Expr.Name name) {
                String key = name.placeholder() ? names.get(name.text()) : name.text();
                if (first) {
                    current = item.get(key);
                } else if (current instanceof AttributeValue.M m) {
                    current = m.values().get(key);
                } else {
                    return null;
                }
            } else {
                int index = ((Expr.Index) step).index();
                if (current instanceof AttributeValue.L l && index < l.values().size()) {
                    current = l.values().get(index);
                } else {
                    return null;
                }
            }
            first = false;
            if (current == null) {
                return null;
            }
        }
        return current;
    }

}
