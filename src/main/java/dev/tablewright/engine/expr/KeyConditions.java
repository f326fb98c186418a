package dev.tablewright.engine.expr;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.SortCondition;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.ValueOrder;

/** Turns a parsed KeyConditionExpression into a bound key condition, with DynamoDB's errors. */
final class KeyConditions {
    private KeyConditions() {
    }

    static KeyCondition bind(Expr.Condition tree, KeySchema keys, Map<String, String> names,
                             Map<String, AttributeValue> values) {
        List<Expr.Condition> parts = new ArrayList<>();
        flatten(tree, parts);
        if (keys.isMultiAttribute()) {
            return bindMultiAttribute(parts, keys, names, values);
        }
        if (parts.size() > 2) {
            throw new ExpressionException("Conditions can be of length 1 or 2 only");
        }
        AttributeValue partition = null;
        SortCondition sort = null;
        for (Expr.Condition part : parts) {
            String attribute = attributeOf(part, names);
            if (attribute.equals(keys.partitionKey().name())) {
                if (!(part instanceof Expr.Compare compare) || compare.comparator() != Expr.Comparator.EQ) {
                    throw new ExpressionException("Query key condition not supported");
                }
                partition = typed(valueOf(compare, values), keys.partitionKey());
            } else if (keys.sortKey() != null && attribute.equals(keys.sortKey().name())) {
                sort = sortCondition(part, keys.sortKey(), values);
            } else {
                throw new ExpressionException("Query condition missed key schema element: "
                        + (partition == null ? keys.partitionKey().name() : keys.sortKey() == null
                        ? keys.partitionKey().name() : keys.sortKey().name()));
            }
        }
        if (partition == null) {
            throw new ExpressionException("Query condition missed key schema element");
        }
        return new KeyCondition(keys.partitionKey().name(), partition, sort);
    }

    /**
     * A condition on a multi-attribute GSI key, checked in DynamoDB Local 3.3.1's order: one condition
     * per attribute; no more conditions than key attributes; every HASH attribute with {@code =};
     * RANGE attributes left to right with no gap, only the last one used other than {@code =}; no
     * other attribute; then each value's type.
     */
    private static KeyCondition bindMultiAttribute(List<Expr.Condition> parts, KeySchema keys, Map<String, String> names,
                                                   Map<String, AttributeValue> values) {
        Map<String, Expr.Condition> byAttribute = new LinkedHashMap<>();
        for (Expr.Condition part : parts) {
            if (byAttribute.put(attributeOf(part, names), part) != null) {
                throw new ExpressionException("KeyConditionExpressions must only contain one condition per key");
            }
        }
        if (parts.size() > keys.attributes().size()) {
            throw new ExpressionException("Query key condition not supported");
        }
        List<String> unequal = new ArrayList<>();
        for (KeyAttribute key : keys.partitionKeys()) {
            if (!isEquality(byAttribute.get(key.name()))) {
                unequal.add(key.name());
            }
        }
        if (!unequal.isEmpty()) {
            throw new ExpressionException("HASH key attributes " + String.join(", ", unequal)
                    + " must have equality conditions specified in the query");
        }
        // the first RANGE attribute with a condition after one missing or unequal names the fault
        int used = 0;
        for (KeyAttribute key : keys.sortKeys()) {
            Expr.Condition part = byAttribute.get(key.name());
            if (part != null && !unequal.isEmpty()) {
                throw new ExpressionException("RANGE key attributes " + String.join(", ", unequal)
                        + " must have equality conditions specified in the query because a condition is present on"
                        + " key attribute " + key.name());
            }
            if (!isEquality(part)) {
                unequal.add(key.name());
            }
            if (part != null) {
                used++;
            }
        }
        if (byAttribute.size() != keys.partitionKeys().size() + used) {
            throw new ExpressionException("Query condition missed key schema element");
        }
        List<KeyCondition.Equality> partition = new ArrayList<>();
        for (KeyAttribute key : keys.partitionKeys()) {
            Expr.Compare compare = (Expr.Compare) byAttribute.get(key.name());
            partition.add(new KeyCondition.Equality(key.name(), typed(valueOf(compare, values), key)));
        }
        List<SortCondition> sorts = new ArrayList<>();
        for (KeyAttribute key : keys.sortKeys().subList(0, used)) {
            sorts.add(sortCondition(byAttribute.get(key.name()), key, values));
        }
        return new KeyCondition(partition, sorts);
    }

    private static boolean isEquality(Expr.Condition part) {
        return part instanceof Expr.Compare compare && compare.comparator() == Expr.Comparator.EQ;
    }

    private static void flatten(Expr.Condition tree, List<Expr.Condition> parts) {
        if (tree instanceof Expr.And and) {
            flatten(and.left(), parts);
            flatten(and.right(), parts);
        } else if (tree instanceof Expr.Or) {
            throw new ExpressionException("Invalid operator used in KeyConditionExpression: OR");
        } else if (tree instanceof Expr.Not) {
            throw new ExpressionException("Invalid operator used in KeyConditionExpression: NOT");
        } else if (tree instanceof Expr.In) {
            throw new ExpressionException("Invalid operator used in KeyConditionExpression: IN");
        } else {
            parts.add(tree);
        }
    }

    private static String attributeOf(Expr.Condition part, Map<String, String> names) {
        Expr.Operand subject;
        if (part instanceof Expr.Compare compare) {
            subject = compare.left() instanceof Expr.Path ? compare.left() : compare.right();
        } else if (part instanceof Expr.Between between) {
            subject = between.value();
        } else if (part instanceof Expr.Function function && function.name().equals("begins_with")) {
            subject = function.arguments().get(0);
        } else if (part instanceof Expr.Function function) {
            throw new ExpressionException("Invalid operator used in KeyConditionExpression: " + function.name());
        } else {
            throw new ExpressionException("Query key condition not supported");
        }
        if (!(subject instanceof Expr.Path path) || path.steps().size() != 1) {
            throw new ExpressionException("Query key condition not supported");
        }
        Expr.Name name = path.first();
        return name.placeholder() ? names.get(name.text()) : name.text();
    }

    private static SortCondition sortCondition(Expr.Condition part, KeyAttribute key, Map<String, AttributeValue> values) {
        if (part instanceof Expr.Compare compare) {
            if (compare.comparator() == Expr.Comparator.NE) {
                throw new ExpressionException("Invalid operator used in KeyConditionExpression: <>");
            }
            boolean flipped = !(compare.left() instanceof Expr.Path);
            KeyOperator operator = switch (compare.comparator()) {
                case EQ -> KeyOperator.EQ;
                case LT -> flipped ? KeyOperator.GT : KeyOperator.LT;
                case LE -> flipped ? KeyOperator.GE : KeyOperator.LE;
                case GT -> flipped ? KeyOperator.LT : KeyOperator.GT;
                case GE -> flipped ? KeyOperator.LE : KeyOperator.GE;
                default -> throw new ExpressionException("Query key condition not supported");
            };
            return SortCondition.of(key.name(), operator, typed(valueOf(compare, values), key));
        }
        if (part instanceof Expr.Between between) {
            AttributeValue lower = ref(between.lower(), values);
            AttributeValue upper = ref(between.upper(), values);
            if (lower.type() != upper.type()) {
                throw new ExpressionException("Invalid KeyConditionExpression: The BETWEEN operator requires same data"
                        + " type for lower and upper bounds; lower bound operand: AttributeValue: {" + lower.type() + ":"
                        + text(lower) + "}, upper bound operand: AttributeValue: {" + upper.type() + ":" + text(upper)
                        + "}");
            }
            typed(lower, key);
            typed(upper, key);
            checkBetween("KeyConditionExpression", lower, upper);
            return SortCondition.between(key.name(), lower, upper);
        }
        Expr.Function function = (Expr.Function) part;
        AttributeValue prefix = typed(ref(function.arguments().get(1), values), key);
        if (prefix.type() == AttributeType.N) {
            throw new ExpressionException("Invalid KeyConditionExpression: Incorrect operand type for operator or "
                    + "function; operator or function: begins_with, operand type: N");
        }
        return SortCondition.of(key.name(), KeyOperator.BEGINS_WITH, prefix);
    }

    /** DynamoDB refuses a BETWEEN whose lower bound is above its upper bound (same scalar type). */
    static void checkBetween(String what, AttributeValue lower, AttributeValue upper) {
        if (lower != null && upper != null && lower.type() == upper.type() && lower.type().isScalarKeyType()
                && ValueOrder.compare(lower, upper) > 0) {
            throw new ExpressionException("Invalid " + what + ": The BETWEEN operator requires upper bound to be "
                    + "greater than or equal to lower bound; lower bound operand: AttributeValue: {" + lower.type() + ":"
                    + text(lower) + "}, upper bound operand: AttributeValue: {" + upper.type() + ":" + text(upper) + "}");
        }
    }

    private static AttributeValue valueOf(Expr.Compare compare, Map<String, AttributeValue> values) {
        Expr.Operand other = compare.left() instanceof Expr.Path ? compare.right() : compare.left();
        return ref(other, values);
    }

    private static AttributeValue ref(Expr.Operand operand, Map<String, AttributeValue> values) {
        if (!(operand instanceof Expr.ValueRef ref)) {
            throw new ExpressionException("Query key condition not supported");
        }
        return values.get(ref.name());
    }

    private static AttributeValue typed(AttributeValue value, KeyAttribute key) {
        if (value.type() != key.type().attributeType()) {
            throw new ExpressionException("One or more parameter values were invalid: Condition parameter type does "
                    + "not match schema type");
        }
        return value;
    }

    private static String text(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        }
        if (value instanceof AttributeValue.N n) {
            return n.value();
        }
        if (value instanceof AttributeValue.B b) {
            int length = b.value().toByteArray().length; // Local prints the ByteBuffer, not its bytes
            return "java.nio.HeapByteBuffer[pos=0 lim=" + length + " cap=" + length + "]";
        }
        return value.toString();
    }
}
