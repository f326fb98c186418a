package dev.tablewright.formats;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A model file's {@code TableData} array read straight from the parser into items, with no JSON
 * tree in between: a million-item model would otherwise build and drop tens of millions of nodes.
 * Values in canonical DynamoDB JSON ({@code {"S": "x"}}, {@code {"N": "1"}}, {@code {"BOOL": true}})
 * are read token by token; any other value (sets, lists, maps, plain JSON, or a mistake) is read as
 * a small tree and handed to {@link DynamoJson}, the owner of the item format, so that rules and
 * messages stay the same. Items sharing an attribute order share one names array, and short
 * repeated strings and numbers share one value.
 *
 * <p>An item that breaks a rule stops the array: {@link #failure()} holds it, with the item's
 * index, for the reader to report at the item's JSON path.
 */
final class StreamedItems {
    private static final int MAX_SHARED = 1 << 16;

    private final List<Item> items = new ArrayList<>();
    private int failedAt = -1;
    private DynamoJson.InvalidValueException failure;

    private StreamedItems() {
    }

    List<Item> items() {
        return items;
    }

    int failedAt() {
        return failedAt;
    }

    DynamoJson.InvalidValueException failure() {
        return failure;
    }

    /** Reads the array that starts at the parser's current token (START_ARRAY), to its end. */
    static StreamedItems read(JsonParser parser, JsonNodeFactory nodes) throws IOException {
        return read(parser, nodes, Watcher.NONE);
    }

    /** As {@link #read(JsonParser, JsonNodeFactory)}, telling {@code watcher} as it goes. */
    static StreamedItems read(JsonParser parser, JsonNodeFactory nodes, Watcher watcher) throws IOException {
        StreamedItems result = new StreamedItems();
        new Reader(parser, nodes, result, watcher).readArray();
        return result;
    }

    /** Told while an array is read, on the reading thread. */
    interface Watcher {
        Watcher NONE = new Watcher() {
            @Override
            public void first(List<Item> items) {
            }

            @Override
            public void read(int count) {
            }
        };

        /** The array's first {@link ReadProgress#FIRST_ITEMS} items, once they are read (never for a shorter array). */
        void first(List<Item> items);

        /** How many items of this array have been read, after each {@link ReadProgress#EVERY_ITEMS}. */
        void read(int count);
    }

    /** One array's reading state: the shared names arrays and values. */
    private static final class Reader {
        private final JsonParser parser;
        private final JsonNodeFactory nodes;
        private final StreamedItems result;
        private final Map<List<String>, String[]> shapes = new HashMap<>();
        private final SharedValues strings = new SharedValues(AttributeValue::s);
        private final SharedValues numbers = new SharedValues(Reader::number);
        /** The names array of the item read last: the next item most often has the same names. */
        private String[] lastShape;
        private final List<String> names = new ArrayList<>();
        private final List<AttributeValue> values = new ArrayList<>();
        private final List<JsonNode> sources = new ArrayList<>();
        private final Watcher watcher;

        Reader(JsonParser parser, JsonNodeFactory nodes, StreamedItems result, Watcher watcher) {
            this.parser = parser;
            this.nodes = nodes;
            this.result = result;
            this.watcher = watcher;
        }

        void readArray() throws IOException {
            int inArray = parser.getParsingContext().getNestingDepth();
            int index = 0;
            while (next() != JsonToken.END_ARRAY) {
                if (result.failure != null) {
                    parser.skipChildren(); // the rest is read only to reach the array's end
                } else {
                    try {
                        result.items.add(item());
                        tell(result.items.size());
                    } catch (DynamoJson.InvalidValueException e) {
                        result.failedAt = index;
                        result.failure = e;
                        // on to the end of the failed item, wherever inside it the failure was found
                        while (parser.getParsingContext().getNestingDepth() > inArray) {
                            next();
                        }
                    }
                }
                index++;
            }
        }

        private void tell(int count) {
            if (count == ReadProgress.FIRST_ITEMS) {
                watcher.first(List.copyOf(result.items));
            }
            if (count % ReadProgress.EVERY_ITEMS == 0) {
                watcher.read(count);
            }
        }

        /** The next token; the end of the input inside the array is a syntax error, as Jackson reports. */
        private JsonToken next() throws IOException {
            JsonToken token = parser.nextToken();
            if (token == null) {
                throw new JsonParseException(parser, "Unexpected end-of-input: expected close marker for Array",
                        parser.currentLocation());
            }
            return token;
        }

        private Item item() throws IOException {
            if (parser.currentToken() != JsonToken.START_OBJECT) {
                JsonNode node = tree();
                return ItemSourceForms.read(node); // reports what it found instead of an object
            }
            names.clear();
            values.clear();
            sources.clear();
            boolean canonical = true;
            while (next() == JsonToken.FIELD_NAME) {
                String name = parser.currentName();
                next();
                source = null;
                AttributeValue value;
                try {
                    value = value();
                } catch (DynamoJson.InvalidValueException e) {
                    throw e.prefixed(name);
                }
                canonical &= source == null;
                sources.add(source);
                names.add(name);
                values.add(value);
            }
            Item item = Item.ofShared(shape(), values.toArray(new AttributeValue[0]));
            if (!canonical) {
                ItemSourceForms.remember(item, sourceOf());
            }
            return item;
        }

        /** The JSON of the value just read when it was not in canonical form, else null. */
        private JsonNode source;

        /** The item's JSON as the file wrote it, for the rare item with a value not in canonical form. */
        private JsonNode sourceOf() {
            ObjectNode node = nodes.objectNode();
            for (int i = 0; i < names.size(); i++) {
                JsonNode written = sources.get(i);
                node.set(names.get(i), written != null ? written : DynamoJson.toJson(values.get(i)));
            }
            return node;
        }

        /**
         * The value at the current token, ending on its last token. A value in canonical form
         * ({@code {"S": "x"}}, {@code {"N": "1"}}, {@code {"BOOL": true}}, {@code {"NULL": true}}) is
         * read from the tokens; any other is gathered into a tree, which {@link DynamoJson} reads,
         * and kept in {@link #source} when the tree is not what the value writes back as.
         */
        private AttributeValue value() throws IOException {
            if (parser.currentToken() != JsonToken.START_OBJECT) {
                return general(tree());
            }
            if (next() != JsonToken.FIELD_NAME) {
                return general(nodes.objectNode()); // {}: the owner says what is wrong
            }
            String code = parser.currentName();
            JsonToken body = next();
            AttributeValue simple = switch (code) {
                case "S" -> body == JsonToken.VALUE_STRING ? shared(strings) : null;
                case "N" -> body == JsonToken.VALUE_STRING ? shared(numbers) : null;
                case "BOOL" -> body == JsonToken.VALUE_TRUE ? AttributeValue.bool(true)
                        : body == JsonToken.VALUE_FALSE ? AttributeValue.bool(false) : null;
                case "NULL" -> body == JsonToken.VALUE_TRUE ? AttributeValue.nul() : null;
                default -> null;
            };
            if (simple != null && next() == JsonToken.END_OBJECT) {
                return simple;
            }
            // gather the rest of the value's object into a tree: its first member, the one that may have
            // been read already, then any others
            ObjectNode node = nodes.objectNode();
            if (simple == null) {
                node.set(code, tree());
            } else {
                node.set(code, DynamoJson.toJson(simple).get(code));
            }
            JsonToken next = simple == null ? next() : parser.currentToken();
            while (next == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                next();
                node.set(field, tree());
                next = next();
            }
            return general(node);
        }

        private AttributeValue general(JsonNode node) {
            AttributeValue value = DynamoJson.workbenchValue(node);
            if (!DynamoJson.toJson(value).equals(node)) {
                source = node;
            }
            return value;
        }

        /** The string token's value, made from its characters unless one made lately had the same text. */
        private AttributeValue shared(SharedValues cache) throws IOException {
            return cache.of(parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength(), names.size());
        }

        private static AttributeValue number(String text) {
            try {
                return AttributeValue.n(text);
            } catch (IllegalArgumentException e) {
                throw new DynamoJson.InvalidValueException("N", e.getMessage());
            }
        }

        private JsonNode tree() throws IOException {
            return JsonTrees.value(parser, nodes, this::member);
        }

        private JsonNode member(String field, int element) throws IOException {
            return JsonTrees.value(parser, nodes, this::member);
        }

        private String[] shape() {
            String[] last = lastShape;
            if (last != null && sameNames(last)) {
                return last;
            }
            String[] shape = shapes.size() >= MAX_SHARED ? names.toArray(new String[0])
                    : shapes.computeIfAbsent(List.copyOf(names), k -> k.toArray(new String[0]));
            lastShape = shape;
            return shape;
        }

        /** Whether the item just read has the names of {@code shape}, the same String instances (the parser's). */
        private boolean sameNames(String[] shape) {
            if (shape.length != names.size()) {
                return false;
            }
            for (int i = 0; i < shape.length; i++) {
                if (shape[i] != names.get(i)) {
                    return false;
                }
            }
            return true;
        }
    }

}
