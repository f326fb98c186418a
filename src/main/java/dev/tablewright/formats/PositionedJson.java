package dev.tablewright.formats;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.tablewright.model.Item;
import dev.tablewright.model.Table;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses JSON into a Jackson tree, optionally recording where each value starts, keyed by its JSON
 * path ({@code DataModel[0].TableData[3].SK}). Duplicate keys are rejected, as a model file with
 * two values for one key cannot round-trip. Recording costs about half the parse and millions of
 * short-lived strings for a big model, so a model is parsed without it and the positions are
 * recorded by a second parse only when a message needs one.
 */
final class PositionedJson {
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxNestingDepth(200)
                    .maxStringLength(20_000_000)
                    .maxNumberLength(1000)
                    .build())
            .build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

    /** A parse failure at a position. */
    static final class SyntaxError extends Exception {
        final int line;
        final int column;
        final String path;

        SyntaxError(int line, int column, String path, String message) {
            super(message);
            this.line = line;
            this.column = column;
            this.path = path;
        }
    }

    record Result(JsonNode root, Map<String, Position> positions) {
    }

    private final Map<String, Position> positions = new HashMap<>();
    private final JsonParser parser;
    private final boolean recording;
    private final JsonTrees.Members unrecorded = this::unrecordedMember;
    /** Without recording: the names of the containers around the current value ("[]" for an element). */
    private String[] around = new String[16];
    private int depth;
    /** Told the first table's first items and the items read so far (only without recording). */
    private final ReadProgress progress;
    /** The index in DataModel of the table being read, or -1. */
    private int table = -1;
    /** The first table's TableName and KeyAttributes, once read. */
    private JsonNode firstName;
    private JsonNode firstKeys;
    /** Items read in the TableData arrays before the one being read. */
    private long itemsBefore;

    private PositionedJson(JsonParser parser, boolean recording, ReadProgress progress) {
        this.parser = parser;
        this.recording = recording;
        this.progress = progress;
    }

    /** Parses and records every value's position. */
    static Result parse(String text) throws SyntaxError {
        return parse(text, true);
    }

    /** Parses; with {@code recording} false the result's positions are empty. */
    static Result parse(String text, boolean recording) throws SyntaxError {
        JsonParser created;
        try {
            created = FACTORY.createParser(text);
        } catch (IOException e) {
            throw new SyntaxError(1, 1, "", "not valid JSON: " + plain(e.getMessage()));
        }
        return parse(created, recording);
    }

    /**
     * Parses UTF-8 bytes known to be valid UTF-8, without recording: no copy of the text is made.
     * A syntax error's column may count bytes rather than characters on a line with non-ASCII text;
     * callers that report one parse the text again for the exact place.
     */
    static Result parse(byte[] utf8, int offset, int length) throws SyntaxError {
        return parse(utf8, offset, length, ReadProgress.NONE);
    }

    /** As {@link #parse(byte[], int, int)}, telling {@code progress} as it reads. */
    static Result parse(byte[] utf8, int offset, int length, ReadProgress progress) throws SyntaxError {
        JsonParser created;
        try {
            created = FACTORY.createParser(utf8, offset, length);
        } catch (IOException e) {
            throw new SyntaxError(1, 1, "", "not valid JSON: " + plain(e.getMessage()));
        }
        return parse(created, false, progress);
    }

    private static Result parse(JsonParser created, boolean recording) throws SyntaxError {
        return parse(created, recording, ReadProgress.NONE);
    }

    private static Result parse(JsonParser created, boolean recording, ReadProgress progress) throws SyntaxError {
        try (JsonParser parser = created) {
            parser.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
            PositionedJson reader = new PositionedJson(parser, recording, progress);
            JsonToken first = parser.nextToken();
            if (first == null) {
                throw new SyntaxError(1, 1, "", "the file is empty; a model file is a JSON object");
            }
            JsonNode root = reader.value("");
            JsonToken trailing = parser.nextToken();
            if (trailing != null) {
                JsonLocation at = parser.currentTokenLocation();
                throw new SyntaxError(at.getLineNr(), at.getColumnNr(), "",
                        "unexpected content after the end of the JSON document");
            }
            return new Result(root, reader.positions);
        } catch (StreamConstraintsException e) {
            throw at(created.currentLocation(), tooBig(e.getOriginalMessage()));
        } catch (JsonParseException e) {
            JsonLocation at = e.getLocation() != null ? e.getLocation() : created.currentLocation();
            throw at(at, "not valid JSON: " + plain(e.getOriginalMessage()));
        } catch (IOException e) {
            throw at(created.currentLocation(), "not valid JSON: " + plain(e.getMessage()));
        }
    }

    /** A failure at a location; a location Jackson does not know becomes the start of the file. */
    private static SyntaxError at(JsonLocation at, String message) {
        int line = at == null || at.getLineNr() < 1 ? 1 : at.getLineNr();
        int column = at == null || at.getColumnNr() < 1 ? 1 : at.getColumnNr();
        return new SyntaxError(line, column, "", message);
    }

    /** Which of the reader's limits a file broke, in words rather than Jackson's names. */
    private static String tooBig(String message) {
        StreamReadConstraints limits = FACTORY.streamReadConstraints();
        String text = message == null ? "" : message;
        if (text.startsWith("Document nesting depth")) {
            return "arrays and objects nested more than " + limits.getMaxNestingDepth()
                    + " levels deep; a model file is never that deep";
        }
        if (text.startsWith("Number value length")) {
            return String.format("a number longer than %,d digits", limits.getMaxNumberLength());
        }
        if (text.startsWith("String value length")) {
            return String.format("a text longer than %,d characters", limits.getMaxStringLength());
        }
        if (text.startsWith("Name length")) {
            return String.format("a field name longer than %,d characters", limits.getMaxNameLength());
        }
        return "too large to read: " + plain(text);
    }

    /** The value at the current token; {@code path} is null when not recording. */
    private JsonNode value(String path) throws IOException {
        if (recording) {
            JsonLocation at = parser.currentTokenLocation();
            positions.put(path, new Position(at.getLineNr(), at.getColumnNr()));
        }
        return JsonTrees.value(parser, NODES, recording ? (field, element) -> value(field == null
                ? path + "[" + element + "]" : path.isEmpty() ? field : path + "." + field) : unrecorded);
    }

    /**
     * A member read without recording positions. A table's or facet's {@code TableData} is read
     * straight into items by {@link StreamedItems} and stands in the tree as a POJO node holding them.
     */
    private JsonNode unrecordedMember(String field, int element) throws IOException {
        if ("TableData".equals(field) && parser.currentToken() == JsonToken.START_ARRAY && holdsItems()) {
            StreamedItems read = StreamedItems.read(parser, NODES, watcher(depth == 2 && table == 0));
            itemsBefore += read.items().size();
            return NODES.pojoNode(read);
        }
        if (depth == 1 && field == null && "DataModel".equals(around[0])) {
            table = element;
        }
        boolean firstTableMember = depth == 2 && table == 0 && inTable();
        if (depth == around.length) {
            around = java.util.Arrays.copyOf(around, depth * 2);
        }
        around[depth++] = field == null ? "[]" : field;
        try {
            JsonNode value = value(null);
            if (firstTableMember && "TableName".equals(field)) {
                firstName = value;
            } else if (firstTableMember && "KeyAttributes".equals(field)) {
                firstKeys = value;
            }
            return value;
        } finally {
            depth--;
        }
    }

    /**
     * What a TableData array's reader tells {@link #progress}: the items read so far, and for the
     * first table's own array its first items, in a table of its name and keys when those were read
     * before it and are valid (else the reader reports them, later).
     */
    private StreamedItems.Watcher watcher(boolean firstTable) {
        long before = itemsBefore;
        Table shown = firstTable ? firstTable() : null;
        return new StreamedItems.Watcher() {
            @Override
            public void first(List<Item> items) {
                if (shown != null) {
                    progress.firstItems(shown.withItems(items));
                }
            }

            @Override
            public void read(int count) {
                progress.itemsRead(before + count);
            }
        };
    }

    private Table firstTable() {
        if (progress == ReadProgress.NONE || firstName == null || !firstName.isTextual() || firstKeys == null) {
            return null;
        }
        try {
            return Table.of(firstName.asText(),
                    WorkbenchReader.keySchema(new JsonCursor(firstKeys, "DataModel[0].KeyAttributes"), true));
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** Directly in a table ({@code DataModel[i]}), at depth 2. */
    private boolean inTable() {
        return "DataModel".equals(around[0]) && "[]".equals(around[1]);
    }

    /** In a table ({@code DataModel[i]}) or a facet ({@code DataModel[i].TableFacets[j]}). */
    private boolean holdsItems() {
        boolean table = depth >= 2 && "DataModel".equals(around[0]) && "[]".equals(around[1]);
        return table && (depth == 2 || depth == 4 && "TableFacets".equals(around[2]) && "[]".equals(around[3]));
    }

    /** Jackson's messages mention Java types and source references; keep the first sentence only. */
    private static String plain(String message) {
        if (message == null) {
            return "unreadable content";
        }
        String first = message.lines().findFirst().orElse(message);
        int source = first.indexOf(" at [Source");
        first = source > 0 ? first.substring(0, source) : first;
        int javaName = first.indexOf(" (from `");
        return (javaName > 0 ? first.substring(0, javaName) : first).trim();
    }
}
