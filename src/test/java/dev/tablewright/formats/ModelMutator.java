package dev.tablewright.formats;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Makes broken versions of a model file, each from a seeded {@link Random}: truncation, random
 * byte flips, wrong JSON types for fields, deep nesting, huge strings and numbers, invalid UTF-8,
 * duplicated keys and spliced chunks. A mutant names the mutations it went through.
 */
final class ModelMutator {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String MARK = "__tw_fuzz_mark__";

    /** One broken file and how it was made. */
    record Mutant(byte[] bytes, List<String> mutations) {
    }

    private final byte[] original;
    private final JsonNode tree;
    private final int hugeString;

    /** {@code hugeString}: the length of the longest strings put in (the shortest is a fifth of it). */
    ModelMutator(byte[] original, int hugeString) {
        this.original = original;
        this.hugeString = hugeString;
        try {
            this.tree = MAPPER.readTree(original);
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("the source model must be valid JSON", e);
        }
    }

    /** One to three mutations, the later ones applied to the result of the earlier ones. */
    Mutant mutate(Random random) {
        int rounds = 1 + (random.nextInt(10) < 7 ? 0 : random.nextInt(3));
        byte[] bytes = original;
        List<String> names = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            // tree mutations start from the original's tree, so they come first
            int kind = i == 0 ? random.nextInt(12) : random.nextInt(4);
            String name;
            switch (kind) {
                case 0 -> {
                    name = "truncate";
                    bytes = truncate(bytes, random);
                }
                case 1 -> {
                    name = "flip-bytes";
                    bytes = flip(bytes, random);
                }
                case 2 -> {
                    name = "invalid-utf8";
                    bytes = invalidUtf8(bytes, random);
                }
                case 3 -> {
                    name = "splice";
                    bytes = splice(bytes, random);
                }
                case 4, 5 -> {
                    name = "wrong-type";
                    bytes = wrongType(random);
                }
                case 6 -> {
                    name = "deep-nesting";
                    bytes = deepNesting(random);
                }
                case 7 -> {
                    name = "huge-number";
                    bytes = hugeNumber(random);
                }
                case 8 -> {
                    name = "huge-string";
                    bytes = hugeString(random);
                }
                case 9 -> {
                    name = "duplicate-key";
                    bytes = duplicateKey(random);
                }
                case 10 -> {
                    name = "number-as-N-string";
                    bytes = numberString(random);
                }
                default -> {
                    name = "drop-field";
                    bytes = dropField(random);
                }
            }
            names.add(name);
        }
        return new Mutant(bytes, names);
    }

    private static byte[] truncate(byte[] bytes, Random random) {
        return java.util.Arrays.copyOf(bytes, bytes.length == 0 ? 0 : random.nextInt(bytes.length));
    }

    private static byte[] flip(byte[] bytes, Random random) {
        byte[] copy = bytes.clone();
        int flips = 1 + random.nextInt(8);
        for (int i = 0; i < flips && copy.length > 0; i++) {
            int at = random.nextInt(copy.length);
            copy[at] = random.nextBoolean() ? (byte) (copy[at] ^ (1 << random.nextInt(8))) : (byte) random.nextInt(256);
        }
        return copy;
    }

    private static final byte[][] BAD_UTF8 = {
        {(byte) 0xFF}, {(byte) 0xC3}, {(byte) 0xC0, (byte) 0xAF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
        {(byte) 0xF8, (byte) 0x88, (byte) 0x80, (byte) 0x80, (byte) 0x80}, {(byte) 0x80}, {(byte) 0xE2, (byte) 0x82},
        {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80},
    };

    private static byte[] invalidUtf8(byte[] bytes, Random random) {
        byte[] bad = BAD_UTF8[random.nextInt(BAD_UTF8.length)];
        int at = bytes.length == 0 ? 0 : random.nextInt(bytes.length);
        if (random.nextBoolean()) {
            // inside a string, where a reader is most likely to let it through
            int quote = indexOf(bytes, (byte) '"', at);
            at = quote < 0 ? at : quote + 1;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length + bad.length);
        out.write(bytes, 0, at);
        out.write(bad, 0, bad.length);
        out.write(bytes, at, bytes.length - at);
        return out.toByteArray();
    }

    private static byte[] splice(byte[] bytes, Random random) {
        if (bytes.length < 2) {
            return bytes;
        }
        int from = random.nextInt(bytes.length);
        int length = Math.min(bytes.length - from, 1 + random.nextInt(200));
        int to = random.nextInt(bytes.length);
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length + length);
        out.write(bytes, 0, to);
        out.write(bytes, from, length);
        out.write(bytes, to, bytes.length - to);
        return out.toByteArray();
    }

    private byte[] wrongType(Random random) {
        JsonNode copy = tree.deepCopy();
        Slot slot = pickSlot(copy, random);
        if (slot == null) {
            return json(copy);
        }
        JsonNode old = slot.get();
        JsonNode replacement;
        do {
            replacement = randomScalarOrContainer(random);
        } while (replacement.getNodeType() == old.getNodeType());
        slot.set(replacement);
        return json(copy);
    }

    private static JsonNode randomScalarOrContainer(Random random) {
        return switch (random.nextInt(12)) {
            case 0 -> NODES.textNode("");
            case 1 -> NODES.textNode("x");
            case 2 -> NODES.numberNode(random.nextInt(2000) - 1000);
            case 3 -> NODES.numberNode(-1);
            case 4 -> NODES.numberNode(random.nextDouble() * 1e9);
            case 5 -> NODES.booleanNode(random.nextBoolean());
            case 6 -> NODES.nullNode();
            case 7 -> NODES.arrayNode();
            case 8 -> NODES.arrayNode().add(1).add("a").addNull();
            case 9 -> NODES.objectNode();
            case 10 -> NODES.objectNode().put("S", 1);
            default -> NODES.numberNode(Long.MAX_VALUE);
        };
    }

    private byte[] deepNesting(Random random) {
        int depth = random.nextBoolean() ? 100_000 : 150 + random.nextInt(200);
        StringBuilder nested = new StringBuilder(depth * 8);
        boolean arrays = random.nextBoolean();
        for (int i = 0; i < depth; i++) {
            nested.append(arrays ? "[" : "{\"M\":");
        }
        nested.append(arrays ? "1" : "{}");
        for (int i = 0; i < depth; i++) {
            nested.append(arrays ? "]" : "}");
        }
        return withRaw(random, nested.toString());
    }

    private byte[] hugeNumber(Random random) {
        String number = switch (random.nextInt(8)) {
            case 0 -> "1e400";
            case 1 -> "-1e400";
            case 2 -> "1e-400";
            case 3 -> "1e999999999";
            case 4 -> "9".repeat(1_000_000);
            case 5 -> "0." + "1".repeat(1_000_000);
            case 6 -> "1" + "0".repeat(1001);
            default -> "123456789012345678901234567890123456789012345678901234567890";
        };
        return withRaw(random, number);
    }

    private byte[] numberString(Random random) {
        String number = switch (random.nextInt(7)) {
            case 0 -> "1e400";
            case 1 -> "1e999999999";
            case 2 -> "-1e-999999999";
            case 3 -> "9".repeat(1_000_000);
            case 4 -> "NaN";
            case 5 -> "Infinity";
            default -> "1" + "0".repeat(5000) + "e-5000";
        };
        JsonNode value = NODES.objectNode().put("N", number);
        if (random.nextBoolean()) {
            value = NODES.objectNode().set("NS", NODES.arrayNode().add(number).add("1"));
        }
        JsonNode copy = tree.deepCopy();
        Slot slot = pickSlot(copy, random, s -> s.get().isObject() && s.get().size() == 1
                && s.get().fieldNames().next().length() <= 4);
        if (slot == null) {
            slot = pickSlot(copy, random);
        }
        if (slot != null) {
            slot.set(value);
        }
        return json(copy);
    }

    private byte[] hugeString(Random random) {
        int length = random.nextBoolean() ? hugeString / 5 : hugeString;
        StringBuilder b = new StringBuilder(length);
        String alphabet = random.nextBoolean() ? "ab\u00e9\u4e2d" : "x";
        for (int i = 0; i < length; i++) {
            b.append(alphabet.charAt(i % alphabet.length()));
        }
        JsonNode copy = tree.deepCopy();
        Slot slot = pickSlot(copy, random, s -> s.get().isTextual());
        if (slot != null) {
            slot.set(NODES.textNode(b.toString()));
        }
        return json(copy);
    }

    private byte[] duplicateKey(Random random) {
        JsonNode copy = tree.deepCopy();
        Slot slot = pickSlot(copy, random, s -> s.get().isObject() && s.get().size() > 0);
        if (slot == null) {
            return json(copy);
        }
        ObjectNode object = (ObjectNode) slot.get();
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        String name = names.get(random.nextInt(names.size()));
        object.set(MARK, random.nextBoolean() ? object.get(name).deepCopy() : randomScalarOrContainer(random));
        String text = new String(json(copy), StandardCharsets.UTF_8);
        return text.replace("\"" + MARK + "\"", quote(name)).getBytes(StandardCharsets.UTF_8);
    }

    private byte[] dropField(Random random) {
        JsonNode copy = tree.deepCopy();
        Slot slot = pickSlot(copy, random, s -> s.get().isObject() && s.get().size() > 0);
        if (slot != null) {
            ObjectNode object = (ObjectNode) slot.get();
            List<String> names = new ArrayList<>();
            object.fieldNames().forEachRemaining(names::add);
            object.remove(names.get(random.nextInt(names.size())));
        }
        return json(copy);
    }

    /** Puts raw JSON text (which a tree could not hold) in place of a random value. */
    private byte[] withRaw(Random random, String raw) {
        JsonNode copy = tree.deepCopy();
        Slot slot = pickSlot(copy, random);
        if (slot == null) {
            return raw.getBytes(StandardCharsets.UTF_8);
        }
        slot.set(NODES.textNode(MARK));
        String text = new String(json(copy), StandardCharsets.UTF_8);
        return text.replace("\"" + MARK + "\"", raw).getBytes(StandardCharsets.UTF_8);
    }

    private static String quote(String name) {
        try {
            return MAPPER.writeValueAsString(name);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] json(JsonNode node) {
        try {
            return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static int indexOf(byte[] bytes, byte b, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == b) {
                return i;
            }
        }
        return -1;
    }

    /** A place holding a value: a field of an object or an element of an array. */
    private record Slot(JsonNode parent, String field, int index) {
        JsonNode get() {
            return field != null ? parent.get(field) : parent.get(index);
        }

        void set(JsonNode value) {
            if (field != null) {
                ((ObjectNode) parent).set(field, value);
            } else {
                ((ArrayNode) parent).set(index, value);
            }
        }
    }

    private static Slot pickSlot(JsonNode root, Random random) {
        return pickSlot(root, random, s -> true);
    }

    /** A random slot among those that pass the filter (reservoir sampling over the whole tree). */
    private static Slot pickSlot(JsonNode root, Random random, java.util.function.Predicate<Slot> filter) {
        Slot[] chosen = new Slot[1];
        int[] seen = new int[1];
        walk(root, slot -> {
            if (filter.test(slot) && random.nextInt(++seen[0]) == 0) {
                chosen[0] = slot;
            }
        });
        return chosen[0];
    }

    private static void walk(JsonNode node, java.util.function.Consumer<Slot> visit) {
        if (node.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                visit.accept(new Slot(node, field.getKey(), -1));
                walk(field.getValue(), visit);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                visit.accept(new Slot(node, null, i));
                walk(node.get(i), visit);
            }
        }
    }
}
