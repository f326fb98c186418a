package dev.tablewright.engine.partiql;

import dev.tablewright.engine.request.RequestException;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.partiql.lang.domains.PartiqlAst;

/**
 * Writes PartiQL conditions, paths and SET values as DynamoDB expression text with
 * {@code #name} and {@code :value} placeholders, so the engine's own expression owner
 * ({@code engine/expr}) evaluates and applies them: one set of rules for both languages.
 */
final class ExpressionWriter {
    private static final Set<String> CONDITION_FUNCTIONS = Set.of("attribute_exists", "attribute_not_exists",
            "attribute_type", "begins_with", "contains");
    private final Literals literals;
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, String> placeholders = new LinkedHashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();

    ExpressionWriter(Literals literals) {
        this.literals = literals;
    }

    Map<String, String> names() {
        return names;
    }

    Map<String, AttributeValue> values() {
        return values;
    }

    String name(String attribute) {
        return placeholders.computeIfAbsent(attribute, a -> {
            String placeholder = "#n" + names.size();
            names.put(placeholder, a);
            return placeholder;
        });
    }

    String value(AttributeValue value) {
        String placeholder = ":v" + values.size();
        values.put(placeholder, value);
        return placeholder;
    }

    /** A condition (WHERE) as condition-expression text. */
    String condition(PartiqlAst.Expr e) {
        if (e instanceof PartiqlAst.Expr.And and) {
            return joined(and.getOperands(), " AND ");
        } else if (e instanceof PartiqlAst.Expr.Or or) {
            return joined(or.getOperands(), " OR ");
        } else if (e instanceof PartiqlAst.Expr.Not not) {
            return "NOT (" + condition(not.getExpr()) + ")";
        } else if (e instanceof PartiqlAst.Expr.Eq eq) {
            return compare(eq.getOperands(), "=");
        } else if (e instanceof PartiqlAst.Expr.Ne ne) {
            return compare(ne.getOperands(), "<>");
        } else if (e instanceof PartiqlAst.Expr.Lt lt) {
            return compare(lt.getOperands(), "<");
        } else if (e instanceof PartiqlAst.Expr.Lte lte) {
            return compare(lte.getOperands(), "<=");
        } else if (e instanceof PartiqlAst.Expr.Gt gt) {
            return compare(gt.getOperands(), ">");
        } else if (e instanceof PartiqlAst.Expr.Gte gte) {
            return compare(gte.getOperands(), ">=");
        } else if (e instanceof PartiqlAst.Expr.Between b) {
            return operand(b.getValue()) + " BETWEEN " + operand(b.getFrom()) + " AND " + operand(b.getTo());
        } else if (e instanceof PartiqlAst.Expr.InCollection in) {
            return in(in.getOperands());
        } else if (e instanceof PartiqlAst.Expr.IsType is) {
            return isType(is);
        } else if (e instanceof PartiqlAst.Expr.Call call) {
            String function = call.getFuncName().getText();
            if (!CONDITION_FUNCTIONS.contains(function)) {
                throw unrecognized(function);
            }
            List<String> args = new ArrayList<>();
            call.getArgs().forEach(a -> args.add(operand(a)));
            return function + "(" + String.join(", ", args) + ")";
        }
        String operator = operatorOf(e);
        if (operator != null) {
            throw RequestException.validation("Unsupported operator in Condition Expression. Operator: " + operator);
        }
        throw RequestException.validation("WHERE clause must contain an expression that resolves to a boolean");
    }

    private String joined(List<PartiqlAst.Expr> operands, String joiner) {
        List<String> parts = new ArrayList<>();
        operands.forEach(o -> parts.add("(" + condition(o) + ")"));
        return String.join(joiner, parts);
    }

    private String compare(List<PartiqlAst.Expr> operands, String comparator) {
        return operand(operands.get(0)) + " " + comparator + " " + operand(operands.get(1));
    }

    private String in(List<PartiqlAst.Expr> operands) {
        PartiqlAst.Expr candidates = operands.get(1);
        List<PartiqlAst.Expr> members;
        if (candidates instanceof PartiqlAst.Expr.List list) {
            members = list.getValues();
        } else if (candidates instanceof PartiqlAst.Expr.Bag bag) {
            members = bag.getValues();
        } else {
            throw RequestException.validation("Right hand side of IN operator must be a list or a bag");
        }
        List<String> parts = new ArrayList<>();
        members.forEach(m -> parts.add(operand(m)));
        return operand(operands.get(0)) + " IN (" + String.join(", ", parts) + ")";
    }

    private String isType(PartiqlAst.Expr.IsType is) {
        String path = path(is.getValue());
        if (path == null) {
            throw RequestException.validation("Unsupported operand in IS expression");
        }
        if (is.getType() instanceof PartiqlAst.Type.MissingType) {
            return "attribute_not_exists(" + path + ")";
        }
        if (is.getType() instanceof PartiqlAst.Type.NullType) {
            return "attribute_type(" + path + ", " + value(AttributeValue.s("NULL")) + ")";
        }
        throw RequestException.validation("Unsupported type in IS expression: " + is.getType().getClass()
                .getSimpleName());
    }

    /** A path, a value or {@code size(path)}. */
    String operand(PartiqlAst.Expr e) {
        String path = path(e);
        if (path != null) {
            return path;
        }
        if (Literals.isValue(e)) {
            return value(literals.value(e));
        }
        if (e instanceof PartiqlAst.Expr.Call call && call.getFuncName().getText().equals("size")) {
            return "size(" + operand(call.getArgs().get(0)) + ")";
        }
        if (e instanceof PartiqlAst.Expr.Call call) {
            throw unrecognized(call.getFuncName().getText());
        }
        String operator = operatorOf(e);
        throw RequestException.validation("Unsupported operator in Condition Expression. Operator: "
                + (operator == null ? e.getClass().getSimpleName() : operator));
    }

    /** A SET's right-hand side: a path, a value, {@code a + b}, {@code a - b} or list_append. */
    String updateValue(PartiqlAst.Expr e) {
        String path = path(e);
        if (path != null) {
            return path;
        }
        if (Literals.isValue(e)) {
            return value(literals.value(e));
        }
        if (e instanceof PartiqlAst.Expr.Plus plus) {
            return updateValue(plus.getOperands().get(0)) + " + " + updateValue(plus.getOperands().get(1));
        }
        if (e instanceof PartiqlAst.Expr.Minus minus) {
            return updateValue(minus.getOperands().get(0)) + " - " + updateValue(minus.getOperands().get(1));
        }
        if (e instanceof PartiqlAst.Expr.Call call
                && (call.getFuncName().getText().equals("list_append")
                || call.getFuncName().getText().equals("if_not_exists"))) {
            List<String> args = new ArrayList<>();
            call.getArgs().forEach(a -> args.add(updateValue(a)));
            return call.getFuncName().getText() + "(" + String.join(", ", args) + ")";
        }
        if (e instanceof PartiqlAst.Expr.Call call) {
            throw unrecognized(call.getFuncName().getText());
        }
        String operator = operatorOf(e);
        throw RequestException.validation("Unsupported operator in Update Expression. Operator: "
                + (operator == null ? e.getClass().getSimpleName() : operator));
    }

    /** The expression as a document path with placeholders, or null when it is not a path. */
    String path(PartiqlAst.Expr e) {
        List<Object> steps = Paths.steps(e);
        if (steps == null) {
            return null;
        }
        StringBuilder text = new StringBuilder();
        for (Object step : steps) {
            if (step instanceof Integer index) {
                text.append('[').append(index).append(']');
            } else {
                text.append(text.length() == 0 ? "" : ".").append(name((String) step));
            }
        }
        return text.toString();
    }

    private static RequestException unrecognized(String function) {
        return RequestException.validation("Unrecognized function: " + function);
    }

    private static String operatorOf(PartiqlAst.Expr e) {
        if (e instanceof PartiqlAst.Expr.Plus) {
            return "+";
        } else if (e instanceof PartiqlAst.Expr.Minus) {
            return "-";
        } else if (e instanceof PartiqlAst.Expr.Times) {
            return "*";
        } else if (e instanceof PartiqlAst.Expr.Divide) {
            return "/";
        } else if (e instanceof PartiqlAst.Expr.Modulo) {
            return "%";
        } else if (e instanceof PartiqlAst.Expr.Concat) {
            return "||";
        }
        return null;
    }
}
