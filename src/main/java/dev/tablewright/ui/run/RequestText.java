package dev.tablewright.ui.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.formats.MultiItemJson;
import dev.tablewright.formats.RequestJson;
import dev.tablewright.patterns.BoundTransaction;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.BoundRequest;
import java.util.List;

/**
 * A bound pattern's requests as DynamoDB JSON for the Run tab's Request pane: one request as it
 * is, ready to copy; a write-sharded pattern's requests one after another, each under a line that
 * says which shard it reads; a transaction's TransactWriteItems or TransactGetItems body under a line
 * naming the operation and its actions.
 */
final class RequestText {
    private RequestText() {
    }

    static String of(BoundPattern bound) {
        if (bound.isTransaction()) {
            return transaction(bound);
        }
        List<BoundRequest> requests = bound.requests();
        if (requests.size() == 1) {
            return json(requests.get(0));
        }
        String parameter = bound.pattern().fanOut() == null ? null : bound.pattern().fanOut().parameter();
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < requests.size(); i++) {
            BoundRequest r = requests.get(i);
            String shard = r.shard() == null ? Integer.toString(i) : r.shard().toString();
            text.append(i == 0 ? "" : "\n\n").append("// Shard ").append(shard).append(" of ").append(requests.size());
            if (parameter != null && r.parameters().containsKey(parameter)) {
                text.append(" (").append(parameter).append(" = ").append(r.parameters().get(parameter)).append(')');
            }
            text.append('\n').append(json(r));
        }
        return text.toString();
    }

    private static String transaction(BoundPattern bound) {
        BoundTransaction tx = bound.transaction();
        // short lines: the pane is narrow at 1280 wide; each action's operation is in the body below
        StringBuilder text = new StringBuilder("// ").append(tx.operation()).append(", all or none:");
        bound.pattern().actions().forEach(a -> text.append("\n//   ").append(a.name()).append(" · ").append(a.table()));
        JsonNode body = tx.write() != null ? MultiItemJson.write(tx.write()) : MultiItemJson.write(tx.get());
        return text.append('\n').append(pretty(body)).toString();
    }

    private static String json(BoundRequest request) {
        return pretty(RequestJson.write(request.request()));
    }

    private static String pretty(JsonNode node) {
        try {
            return new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(node);
        } catch (Exception e) {
            return "";
        }
    }
}
