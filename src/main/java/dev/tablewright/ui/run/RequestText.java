package dev.tablewright.ui.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.formats.RequestJson;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.BoundRequest;
import java.util.List;

/**
 * A bound pattern's requests as DynamoDB JSON for the Run tab's Request pane: one request as it
 * is, ready to copy; a write-sharded pattern's requests one after another, each under a line that
 * says which shard it reads.
 */
final class RequestText {
    private RequestText() {
    }

    static String of(BoundPattern bound) {
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

    private static String json(BoundRequest request) {
        try {
            return new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(RequestJson.write(request.request()));
        } catch (Exception e) {
            return "";
        }
    }
}
