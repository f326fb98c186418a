package dev.tablewright.engine.partiql;

import dev.tablewright.engine.request.RequestException;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import java.util.List;
import java.util.function.Consumer;
import org.partiql.lang.domains.PartiqlAst;

/**
 * How DynamoDB Local 3.3.1 reads a SELECT whose WHERE gives the partition key: a top-level conjunct
 * that constrains a key attribute (it names the attribute and a value, and is no OR) decides it.
 * One such conjunct on the sort key of the form {@code SK op v} (=, <, <=, >, >=; written
 * {@code v op SK}, Local reads it as {@code SK op v}, not turned round), {@code SK BETWEEN a AND b} or
 * {@code begins_with} of SK and a value (either order) is the Query's sort-key condition, so
 * {@code Limit} counts items of that range; two of them, or one of another form ({@code <>},
 * {@code NOT}, {@code IN}, other functions), or a partition-key conjunct other than the same
 * equality, and Local scans (docs/partiql.md, "Query, key condition or Scan").
 */
final class SelectKeys {
    /** How the read goes: a Scan, or a Query with the conjunct read as its sort-key condition (or none). */
    record Read(boolean scan, PartiqlAst.Expr sortKey) {
        static final Read QUERY = new Read(false, null);
        static final Read SCAN = new Read(true, null);
    }

    private SelectKeys() {
    }

    static Read read(List<PartiqlAst.Expr> conjuncts, KeySchema keys, Literals literals) {
        if (keys.isMultiAttribute()) {
            return Read.QUERY;
        }
        String pk = keys.partitionKey().name();
        AttributeValue partition = null;
        for (PartiqlAst.Expr c : conjuncts) {
            if (!constrains(c, pk) || c instanceof PartiqlAst.Expr.InCollection) {
                continue; // an IN gives the partitions themselves
            }
            AttributeValue value = equality(c, pk, literals);
            if (value == null || partition != null && !partition.equals(value)) {
                return Read.SCAN;
            }
            partition = value;
        }
        KeyAttribute sk = keys.sortKey();
        PartiqlAst.Expr sort = null;
        for (PartiqlAst.Expr c : sk == null ? List.<PartiqlAst.Expr>of() : conjuncts) {
            if (constrains(c, sk.name())) {
                if (sort != null || !keyCondition(c, sk.name())) {
                    return Read.SCAN;
                }
                sort = c;
            }
        }
        return sort == null ? Read.QUERY : new Read(false, sort);
    }

    /** The sort-key conjunct as KeyConditionExpression text, as Local reads it, its values of the key's type. */
    static String sortCondition(PartiqlAst.Expr c, KeyAttribute sk, Literals literals, ExpressionWriter writer) {
        String name = writer.name(sk.name());
        if (c instanceof PartiqlAst.Expr.Between between) {
            AttributeValue from = literals.value(between.getFrom());
            AttributeValue to = literals.value(between.getTo());
            if (from.type() == to.type()) { // else Local words the mismatch of the bounds (KeyConditions)
                StatementPlanner.requireType(sk, from);
            }
            return name + " BETWEEN " + writer.value(from) + " AND " + writer.value(to);
        }
        if (c instanceof PartiqlAst.Expr.Call call) {
            AttributeValue prefix = literals.value(call.getArgs().get(isPath(call.getArgs().get(0), sk.name()) ? 1 : 0));
            if (prefix.type() == AttributeType.N) { // Local's PartiQL words this before the key's type
                throw RequestException.validation("Incorrect operand type for operator or function; operator or "
                        + "function: begins_with, operand type: N");
            }
            StatementPlanner.requireType(sk, prefix);
            return "begins_with(" + name + ", " + writer.value(prefix) + ")";
        }
        List<PartiqlAst.Expr> operands = operands(c);
        AttributeValue value = literals.value(operands.get(isPath(operands.get(0), sk.name()) ? 1 : 0));
        StatementPlanner.requireType(sk, value);
        return name + " " + comparator(c) + " " + writer.value(value);
    }

    private static boolean keyCondition(PartiqlAst.Expr c, String sk) {
        if (c instanceof PartiqlAst.Expr.Between b) {
            return isPath(b.getValue(), sk) && Literals.isValue(b.getFrom()) && Literals.isValue(b.getTo());
        }
        List<PartiqlAst.Expr> operands = c instanceof PartiqlAst.Expr.Call call
                && call.getFuncName().getText().equals("begins_with") ? call.getArgs()
                : comparator(c) == null ? null : operands(c);
        return operands != null && operands.size() == 2
                && (isPath(operands.get(0), sk) && Literals.isValue(operands.get(1))
                || isPath(operands.get(1), sk) && Literals.isValue(operands.get(0)));
    }

    private static String comparator(PartiqlAst.Expr c) {
        if (c instanceof PartiqlAst.Expr.Eq) {
            return "=";
        } else if (c instanceof PartiqlAst.Expr.Lt) {
            return "<";
        } else if (c instanceof PartiqlAst.Expr.Lte) {
            return "<=";
        } else if (c instanceof PartiqlAst.Expr.Gt) {
            return ">";
        }
        return c instanceof PartiqlAst.Expr.Gte ? ">=" : null;
    }

    private static List<PartiqlAst.Expr> operands(PartiqlAst.Expr c) {
        if (c instanceof PartiqlAst.Expr.Eq e) {
            return e.getOperands();
        } else if (c instanceof PartiqlAst.Expr.Lt e) {
            return e.getOperands();
        } else if (c instanceof PartiqlAst.Expr.Lte e) {
            return e.getOperands();
        } else if (c instanceof PartiqlAst.Expr.Gt e) {
            return e.getOperands();
        }
        return ((PartiqlAst.Expr.Gte) c).getOperands();
    }

    /** Whether the conjunct (under any NOTs, and no OR) names the attribute and a value. */
    private static boolean constrains(PartiqlAst.Expr c, String attribute) {
        PartiqlAst.Expr e = c;
        while (e instanceof PartiqlAst.Expr.Not not) {
            e = not.getExpr();
        }
        if (e instanceof PartiqlAst.Expr.Or) {
            return false;
        }
        boolean[] found = new boolean[2];
        walk(e, x -> {
            found[0] |= isPath(x, attribute) || x instanceof PartiqlAst.Expr.Path p && isPath(p.getRoot(), attribute);
            found[1] |= Literals.isValue(x);
        });
        return found[0] && found[1];
    }

    private static void walk(PartiqlAst.Expr e, Consumer<PartiqlAst.Expr> visit) {
        visit.accept(e);
        List<PartiqlAst.Expr> children = List.of();
        if (e instanceof PartiqlAst.Expr.Not not) {
            children = List.of(not.getExpr());
        } else if (e instanceof PartiqlAst.Expr.Between b) {
            children = List.of(b.getValue(), b.getFrom(), b.getTo());
        } else if (e instanceof PartiqlAst.Expr.Call call) {
            children = call.getArgs();
        } else if (e instanceof PartiqlAst.Expr.IsType is) {
            children = List.of(is.getValue());
        } else if (e instanceof PartiqlAst.Expr.InCollection in) {
            children = in.getOperands();
        } else if (e instanceof PartiqlAst.Expr.Ne ne) {
            children = ne.getOperands();
        } else if (e instanceof PartiqlAst.Expr.And and) {
            children = and.getOperands();
        } else if (comparator(e) != null) {
            children = operands(e);
        }
        children.forEach(child -> walk(child, visit));
    }

    /** The value a conjunct {@code attribute = value} (either way round) gives, or null. */
    static AttributeValue equality(PartiqlAst.Expr c, String attribute, Literals literals) {
        if (!(c instanceof PartiqlAst.Expr.Eq eq)) {
            return null;
        }
        PartiqlAst.Expr a = eq.getOperands().get(0);
        PartiqlAst.Expr b = eq.getOperands().get(1);
        if (isPath(a, attribute) && Literals.isValue(b)) {
            return literals.value(b);
        }
        if (isPath(b, attribute) && Literals.isValue(a)) {
            return literals.value(a);
        }
        return null;
    }

    static boolean isPath(PartiqlAst.Expr e, String attribute) {
        List<Object> steps = Paths.steps(e);
        return steps != null && steps.size() == 1 && attribute.equals(steps.get(0));
    }
}
