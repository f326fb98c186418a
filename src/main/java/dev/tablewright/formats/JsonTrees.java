package dev.tablewright.formats;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;

/**
 * Builds a Jackson tree from a parser one value at a time and hands each member of an object or
 * array back to the caller, so that a reader can note where the member starts: the model reader
 * by JSON path, the import readers by line.
 */
public final class JsonTrees {

    /** Reads the member that starts at the parser's current token. */
    @FunctionalInterface
    public interface Members {
        /**
         * @param field   the member's name in an object, null in an array
         * @param element the member's index in an array, -1 in an object
         */
        JsonNode read(String field, int element) throws IOException;
    }

    private JsonTrees() {
    }

    /** The value that starts at the parser's current token; its members are read by {@code members}. */
    public static JsonNode value(JsonParser parser, JsonNodeFactory nodes, Members members) throws IOException {
        JsonToken token = parser.currentToken();
        switch (token) {
            case START_OBJECT: {
                ObjectNode object = nodes.objectNode();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    parser.nextToken();
                    object.set(name, members.read(name, -1));
                }
                return object;
            }
            case START_ARRAY: {
                ArrayNode array = nodes.arrayNode();
                int i = 0;
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    array.add(members.read(null, i));
                    i++;
                }
                return array;
            }
            case VALUE_STRING:
                return nodes.textNode(parser.getText());
            case VALUE_NUMBER_INT:
                return nodes.numberNode(parser.getBigIntegerValue());
            case VALUE_NUMBER_FLOAT:
                return nodes.numberNode(parser.getDecimalValue());
            case VALUE_TRUE:
                return nodes.booleanNode(true);
            case VALUE_FALSE:
                return nodes.booleanNode(false);
            case VALUE_NULL:
                return nodes.nullNode();
            default:
                throw new JsonParseException(parser, "unexpected " + token, parser.currentTokenLocation());
        }
    }
}
