package dev.tablewright.formats.imports;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.tablewright.formats.JsonTrees;
import java.io.IOException;
import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * JSON or YAML parsed into a Jackson tree, remembering the line each node starts on. In YAML,
 * CloudFormation's short forms ({@code !Ref X}, {@code !Sub ...}, {@code !GetAtt A.B}) become the
 * long forms ({@code {"Ref": "X"}}, {@code {"Fn::Sub": ...}}, {@code {"Fn::GetAtt": ["A", "B"]}}).
 */
final class PositionedTree {
    private static final JsonFactory JSON = new JsonFactory();
    private static final YAMLFactory YAML = new YAMLFactory();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Set<String> FUNCTIONS = Set.of("Base64", "Cidr", "FindInMap", "GetAZs", "ImportValue",
            "Join", "Select", "Split", "Sub", "Transform", "And", "Equals", "If", "Not", "Or", "Length", "ToJsonString");

    private final Map<JsonNode, Integer> lines;
    private final Path file;
    private final JsonNode root;

    private PositionedTree(Path file, String text, boolean yaml) throws ImportException {
        this.file = file;
        this.lines = new IdentityHashMap<>();
        try (JsonParser parser = (yaml ? YAML : JSON).createParser(text)) {
            if (parser.nextToken() == null) {
                throw new ImportException(file, 0, "the file is empty");
            }
            this.root = value(parser);
        } catch (JsonProcessingException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            String message = e.getOriginalMessage() == null ? "unreadable" : e.getOriginalMessage().lines().findFirst().orElse("");
            throw new ImportException(file, line, "not valid " + (yaml ? "YAML" : "JSON") + ": " + message);
        } catch (IOException e) {
            throw new ImportException(file, 0, "cannot be read: " + e.getMessage());
        }
    }

    /** Parses JSON when the text starts with '{' or '[', YAML otherwise. */
    static PositionedTree parse(Path file, String text) throws ImportException {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        String start = body.stripLeading();
        boolean json = start.startsWith("{") || start.startsWith("[");
        return new PositionedTree(file, body, !json);
    }

    static PositionedTree parseJson(Path file, String text) throws ImportException {
        return new PositionedTree(file, text.startsWith("\uFEFF") ? text.substring(1) : text, false);
    }

    private PositionedTree(Path file, JsonNode root, Map<JsonNode, Integer> lines) {
        this.file = file;
        this.root = root;
        this.lines = lines;
    }

    /**
     * The same file's nodes under another root built from them (a CreateTable input wrapped as a
     * template's resource): nodes taken from this tree keep their lines.
     */
    PositionedTree withRoot(JsonNode newRoot) {
        return new PositionedTree(file, newRoot, lines);
    }

    JsonNode root() {
        return root;
    }

    /** The line a node starts on, or 0 when the node is not from this file. */
    int lineOf(JsonNode node) {
        Integer line = node == null ? null : lines.get(node);
        return line == null ? 0 : line;
    }

    /** An import error at the node's line. */
    ImportException error(JsonNode at, String reason) {
        return new ImportException(file, lineOf(at), reason);
    }

    Path file() {
        return file;
    }

    private JsonNode value(JsonParser parser) throws IOException {
        int line = parser.currentTokenLocation().getLineNr();
        Object typeId = parser.getTypeId();
        String tag = typeId == null ? null : typeId.toString();
        JsonNode node = JsonTrees.value(parser, NODES, (field, element) -> value(parser));
        if (tag != null) {
            node = intrinsic(tag, node);
        }
        lines.putIfAbsent(node, line);
        return node;
    }

    /** A YAML short-form intrinsic function as its long form; other tags leave the value alone. */
    private static JsonNode intrinsic(String tag, JsonNode value) {
        String name = tag.startsWith("!") ? tag.substring(1) : tag;
        if (name.equals("Ref") || name.equals("Condition")) {
            return NODES.objectNode().set(name, value);
        }
        if (name.equals("GetAtt")) {
            if (value.isTextual() && value.textValue().contains(".")) {
                String text = value.textValue();
                int dot = text.indexOf('.');
                return NODES.objectNode().set("Fn::GetAtt",
                        NODES.arrayNode().add(text.substring(0, dot)).add(text.substring(dot + 1)));
            }
            return NODES.objectNode().set("Fn::GetAtt", value);
        }
        if (FUNCTIONS.contains(name)) {
            return NODES.objectNode().set("Fn::" + name, value);
        }
        return value;
    }
}
