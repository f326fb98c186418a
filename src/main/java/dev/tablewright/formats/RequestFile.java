package dev.tablewright.formats;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * A request file (docs/requests.md): JSON lines, each a DynamoDB API request with an
 * {@code "Operation"} field, answered one line each, in order, by a {@link RequestRunner}. An
 * answer is the response's JSON or {@code {"Error": {...}}}; an error never stops the lines after
 * it. Answers are written canonically (object members sorted by name, a BatchGetItem's items per
 * table sorted) so two targets' answers compare line by line: DynamoDB orders neither.
 */
public final class RequestFile {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private RequestFile() {
    }

    /** Answers each non-blank line in order, handing each answer line to {@code out}. */
    public static void answer(List<String> lines, RequestRunner runner, Consumer<String> out) {
        for (int i = 0; i < lines.size(); i++) {
            answerLine(lines.get(i), i + 1, runner, out);
        }
    }

    /** One line of a request file: its answer given to {@code out}, nothing for a blank line. */
    public static void answerLine(String text, int lineNumber, RequestRunner runner, Consumer<String> out) {
        if (!text.isBlank()) {
            out.accept(canonical(answer(text, lineNumber, runner)));
        }
    }

    /** The answers to the lines, one per non-blank line. */
    public static List<String> answers(List<String> lines, RequestRunner runner) {
        List<String> out = new ArrayList<>();
        answer(lines, runner, out::add);
        return out;
    }

    /** The answer to one line (numbered from 1 for messages). */
    public static ObjectNode answer(String text, int lineNumber, RequestRunner runner) {
        JsonNode node;
        try {
            node = MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            return RequestRunner.error("SerializationException", "line " + lineNumber + ": not JSON: "
                    + e.getOriginalMessage());
        }
        if (node == null || !node.isObject()) {
            return RequestRunner.error("SerializationException", "line " + lineNumber + ": not a JSON object");
        }
        JsonNode operation = node.get("Operation");
        if (operation == null || !operation.isTextual()) {
            return RequestRunner.error("SerializationException", "line " + lineNumber
                    + ": no \"Operation\" naming the call (e.g. \"PutItem\")");
        }
        ObjectNode body = ((ObjectNode) node).deepCopy();
        body.remove("Operation");
        ObjectNode answer = runner.run(operation.textValue(), body);
        if (operation.textValue().equals("BatchGetItem") && answer.get("Responses") instanceof ObjectNode responses) {
            responses.fields().forEachRemaining(e -> e.setValue(sorted(e.getValue())));
        }
        return answer;
    }

    /** The answer as one line with members sorted by name at every level. */
    public static String canonical(JsonNode answer) {
        try {
            return MAPPER.writeValueAsString(sortedMembers(answer));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always writes", e);
        }
    }

    private static JsonNode sortedMembers(JsonNode node) {
        if (node.isObject()) {
            Map<String, JsonNode> members = new TreeMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                members.put(e.getKey(), sortedMembers(e.getValue()));
            }
            ObjectNode out = NODES.objectNode();
            members.forEach(out::set);
            return out;
        }
        if (node.isArray()) {
            ArrayNode out = NODES.arrayNode();
            node.forEach(e -> out.add(sortedMembers(e)));
            return out;
        }
        return node;
    }

    private static JsonNode sorted(JsonNode items) {
        if (!items.isArray()) {
            return items;
        }
        List<JsonNode> list = new ArrayList<>();
        items.forEach(list::add);
        list.sort(Comparator.comparing(RequestFile::canonical));
        ArrayNode out = NODES.arrayNode();
        list.forEach(out::add);
        return out;
    }
}
