package dev.tablewright.engine.expr;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What DynamoDB checks in an update expression before it reads the item: no two paths overlap or
 * conflict, and each {@code :value} suits the operator it is given to (numbers for + and -, lists
 * for list_append, numbers and sets for ADD, sets for DELETE).
 */
final class UpdateChecks {
    private static final Set<AttributeType> FOR_ADD = Set.of(AttributeType.N, AttributeType.SS, AttributeType.NS,
            AttributeType.BS);
    private static final Set<AttributeType> FOR_DELETE = Set.of(AttributeType.SS, AttributeType.NS, AttributeType.BS);

    private UpdateChecks() {
    }

    /** No two paths of the update overlap (one holds the other) or conflict (a map key against a list index). */
    static void checkPaths(Expr.Update update, Map<String, String> names) {
        List<Expr.Path> paths = new ArrayList<>();
        update.sets().forEach(s -> paths.add(s.path()));
        paths.addAll(update.removes());
        update.adds().forEach(a -> paths.add(a.path()));
        update.deletes().forEach(d -> paths.add(d.path()));
        for (int i = 0; i < paths.size(); i++) {
            for (int j = i + 1; j < paths.size(); j++) {
                checkPair(paths.get(i), paths.get(j), names);
            }
        }
    }

    /** Each {@code :value} suits its operator. */
    static void checkOperands(Expr.Update update, Map<String, AttributeValue> values) {
        update.sets().forEach(s -> checkValue(s.value(), values));
        update.adds().forEach(a -> checkSetChange("ADD", a, FOR_ADD, values));
        update.deletes().forEach(d -> checkSetChange("DELETE", d, FOR_DELETE, values));
    }

    private static void checkPair(Expr.Path one, Expr.Path two, Map<String, String> names) {
        int shared = Math.min(one.steps().size(), two.steps().size());
        for (int i = 0; i < shared; i++) {
            Expr.Step a = one.steps().get(i);
            Expr.Step b = two.steps().get(i);
            if (a.getClass() != b.getClass()) {
                throw new ExpressionException("Invalid UpdateExpression: Two document paths conflict with each other; "
                        + "must remove or rewrite one of these paths; path one: " + shown(one, names) + ", path two: "
                        + shown(two, names));
            }
            if (!text(a, names).equals(text(b, names))) {
                return;
            }
        }
        throw new ExpressionException("Invalid UpdateExpression: Two document paths overlap with each other; "
                + "must remove or rewrite one of these paths; path one: " + shown(one, names) + ", path two: "
                + shown(two, names));
    }

    private static String shown(Expr.Path path, Map<String, String> names) {
        List<String> steps = new ArrayList<>();
        path.steps().forEach(s -> steps.add(text(s, names)));
        return "[" + String.join(", ", steps) + "]";
    }

    private static String text(Expr.Step step, Map<String, String> names) {
        if (step instanceof Expr.Index index) {
            return "[" + index.index() + "]";
        }
        Expr.Name name = (Expr.Name) step;
        return name.placeholder() ? names.get(name.text()) : name.text();
    }

    private static void checkValue(Expr.Value value, Map<String, AttributeValue> values) {
        if (value instanceof Expr.Arithmetic a) {
            checkOperand(a.operator(), a.left(), AttributeType.N, values);
            checkOperand(a.operator(), a.right(), AttributeType.N, values);
        } else if (value instanceof Expr.ListAppend l) {
            checkOperand("list_append", l.first(), AttributeType.L, values);
            checkOperand("list_append", l.second(), AttributeType.L, values);
        } else if (value instanceof Expr.IfNotExists i) {
            checkValue(i.fallback(), values);
        }
    }

    private static void checkOperand(String operator, Expr.Value operand, AttributeType wanted,
                                     Map<String, AttributeValue> values) {
        if (operand instanceof Expr.ValueRef ref && values.get(ref.name()).type() != wanted) {
            throw new ExpressionException("Invalid UpdateExpression: Incorrect operand type for operator or function; "
                    + "operator or function: " + operator + ", operand type: " + values.get(ref.name()).type());
        }
        checkValue(operand, values);
    }

    private static void checkSetChange(String operator, Expr.SetChange change, Set<AttributeType> allowed,
                                       Map<String, AttributeValue> values) {
        AttributeType type = values.get(change.value().name()).type();
        if (!allowed.contains(type)) {
            throw new ExpressionException("Invalid UpdateExpression: Incorrect operand type for operator or function; "
                    + "operator: " + operator + ", operand type: " + typeName(type) + ", typeSet: ALLOWED_FOR_"
                    + operator + "_OPERAND");
        }
    }

    /** The type as these messages spell it: STRING, NUMBER, LIST, ... */
    private static String typeName(AttributeType type) {
        return switch (type) {
            case S -> "STRING";
            case N -> "NUMBER";
            case B -> "BINARY";
            case BOOL -> "BOOLEAN";
            case NULL -> "NULL";
            case L -> "LIST";
            case M -> "MAP";
            case SS -> "STRING_SET";
            case NS -> "NUMBER_SET";
            case BS -> "BINARY_SET";
        };
    }
}
