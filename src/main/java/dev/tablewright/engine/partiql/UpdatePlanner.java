package dev.tablewright.engine.partiql;

import dev.tablewright.engine.InMemoryTable;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.List;
import org.partiql.lang.domains.PartiqlAst;

/**
 * An UPDATE statement as an UpdateItem: {@code SET a = v}, {@code SET a = a + 1},
 * {@code SET l = list_append(l, [..])}, {@code SET s = set_add(s, <<..>>)} (DynamoDB's ADD),
 * {@code SET s = set_delete(s, <<..>>)} (DELETE) and {@code REMOVE a}; the WHERE must name the
 * whole key with =, the rest of it is the condition.
 */
final class UpdatePlanner {
    static final String SET_FUNCTION_TARGET = "must equal the assignment value";

    private UpdatePlanner() {
    }

    static Plan.Update plan(PartiqlAst.Statement.Dml dml, InMemoryTable table, Literals literals,
                            StatementPlanner planner) {
        Plan.Returning returning = StatementPlanner.returning(dml.getReturning());
        ExpressionWriter writer = new ExpressionWriter(literals);
        List<String> sets = new ArrayList<>();
        List<String> removes = new ArrayList<>();
        List<String> adds = new ArrayList<>();
        List<String> deletes = new ArrayList<>();
        for (PartiqlAst.DmlOp op : dml.getOperations().getOps()) {
            if (op instanceof PartiqlAst.DmlOp.Remove remove) {
                removes.add(target(remove.getTarget(), writer));
                continue;
            }
            PartiqlAst.Assignment assignment = ((PartiqlAst.DmlOp.Set) op).getAssignment();
            String path = target(assignment.getTarget(), writer);
            PartiqlAst.Expr value = assignment.getValue();
            if (value instanceof PartiqlAst.Expr.Call call && isSetFunction(call.getFuncName().getText())) {
                String function = call.getFuncName().getText();
                if (call.getArgs().size() != 2 || !path.equals(writer.path(call.getArgs().get(0)))) {
                    throw RequestException.validation("The first argument to " + function.toUpperCase(java.util.Locale.ROOT)
                            + " " + SET_FUNCTION_TARGET);
                }
                String operand = writer.value(literals.value(call.getArgs().get(1)));
                (function.equals("set_add") ? adds : deletes).add(path + " " + operand);
            } else {
                sets.add(path + " = " + writer.updateValue(value));
            }
        }
        StringBuilder update = new StringBuilder();
        clause(update, "SET", sets);
        clause(update, "REMOVE", removes);
        clause(update, "ADD", adds);
        clause(update, "DELETE", deletes);
        List<PartiqlAst.Expr> conjuncts = StatementPlanner.conjuncts(dml.getWhere());
        Item key = planner.requireKey(conjuncts, table.keySchema());
        String exists = "attribute_exists(" + writer.name(table.keySchema().partitionKey().name()) + ")";
        String rest = planner.rest(conjuncts, table.keySchema(), writer);
        String condition = rest == null ? exists : exists + " AND " + rest;
        return new Plan.Update(table.name(), key,
                new Plan.Expression(update.toString(), writer.names(), writer.values()), condition,
                returning);
    }

    private static boolean isSetFunction(String name) {
        return name.equals("set_add") || name.equals("set_delete");
    }

    private static String target(PartiqlAst.Expr e, ExpressionWriter writer) {
        String path = writer.path(e);
        if (path == null) {
            throw RequestException.validation("Unsupported target: SET and REMOVE name attribute paths");
        }
        return path;
    }

    private static void clause(StringBuilder update, String keyword, List<String> actions) {
        if (!actions.isEmpty()) {
            update.append(update.length() == 0 ? "" : " ").append(keyword).append(' ')
                    .append(String.join(", ", actions));
        }
    }
}
