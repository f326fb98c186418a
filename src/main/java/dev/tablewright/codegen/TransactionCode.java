package dev.tablewright.codegen;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.codegen.PatternCode.Action;
import dev.tablewright.codegen.PatternCode.Param;
import dev.tablewright.formats.MultiItemJson;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Table;
import dev.tablewright.patterns.BoundTransaction;
import dev.tablewright.patterns.PatternBinder;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A transaction pattern as the generators see it: one TransactWriteItems or TransactGetItems whose
 * {@code TransactItems} are its actions, each shaped as {@link PatternCode} shapes a request of its
 * operation. The function takes the transaction's parameters; an action's own parameter that the
 * transaction does not have is the action's default, written into the code as text, since the
 * binder gives it that value whatever the transaction is given.
 */
final class TransactionCode {
    private TransactionCode() {
    }

    static PatternCode of(Model model, AccessPattern tx, Map<String, String> given, String source) {
        for (String name : given.keySet()) {
            if (tx.findParameter(name).isEmpty()) {
                throw new IllegalArgumentException("pattern '" + tx.name() + "' has no parameter '" + name + "'");
            }
        }
        List<Param> params = new ArrayList<>();
        Map<String, String> sample = new LinkedHashMap<>();
        for (Parameter p : tx.parameters()) {
            String value = given.containsKey(p.name()) ? given.get(p.name())
                    : p.defaultValue() != null ? p.defaultValue() : actionDefault(tx, p.name());
            params.add(new Param(p.name(), value, p.description()));
            sample.put(p.name(), value == null ? PatternCode.SAMPLE : value);
        }
        BoundTransaction bound = PatternBinder.bind(model, tx, sample).transaction();
        ObjectNode body = bound.write() != null ? MultiItemJson.write(bound.write()) : MultiItemJson.write(bound.get());
        Iterator<JsonNode> elements = body.get("TransactItems").elements();
        List<Action> actions = new ArrayList<>();
        for (AccessPattern action : tx.actions()) {
            Map.Entry<String, JsonNode> element = elements.next().properties().iterator().next();
            Table table = model.findTable(action.table()).orElseThrow();
            Map<String, Object> fields = PatternCode.request((ObjectNode) element.getValue(), table, action);
            Map<String, String> constants = new LinkedHashMap<>(action.defaults());
            tx.parameters().forEach(p -> constants.remove(p.name()));
            fields.replaceAll((name, value) -> value instanceof Map<?, ?> && !name.equals("ExpressionAttributeNames")
                    ? withConstants(PatternCode.values(value), constants) : value);
            actions.add(new Action(element.getKey(), fields));
        }
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("TransactItems", List.copyOf(actions));
        return new PatternCode(tx, source, PatternCode.words(tx.name()), params, null, request, null);
    }

    /** The default the actions give a parameter the transaction gives none, when they agree on one (else null). */
    private static String actionDefault(AccessPattern tx, String name) {
        String found = null;
        for (AccessPattern action : tx.actions()) {
            String d = action.defaults().get(name);
            if (d != null && found != null && !found.equals(d)) {
                return null;
            }
            found = d != null ? d : found;
        }
        return found;
    }

    private static Map<String, CodeValue> withConstants(Map<String, CodeValue> values, Map<String, String> constants) {
        Map<String, CodeValue> out = new LinkedHashMap<>();
        values.forEach((k, v) -> out.put(k, v.withConstants(constants)));
        return out;
    }
}
