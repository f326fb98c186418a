package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Table;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads CSV rows as items of a table (or one of its facets). The first row names the attributes,
 * optionally typed ({@code Salary:N}, {@code Active:BOOL}, {@code Tags:SS}); an untyped key column
 * takes the key's type, other untyped cells are inferred: a number is N, {@code true}/{@code false}
 * BOOL, anything else S. An empty cell leaves the attribute out. A facet's key aliases may head the
 * key columns. Every row is read (no limit); problems are collected with their line numbers, never
 * resolved silently: a repeated primary key names both lines.
 */
public final class CsvItemReader {
    /** Numbers as DynamoDB writes them, without leading zeros (so "007" or a zip code stays a string). */
    private static final Pattern NUMBER = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final CSVFormat FORMAT = CSVFormat.RFC4180.builder().setIgnoreEmptyLines(false).get();

    private final Table table;
    private final Facet facet;

    private CsvItemReader(Table table, Facet facet) {
        this.table = table;
        this.facet = facet;
    }

    /** Reads every row. {@code facet} may be null (the table's own items). */
    public static CsvImport read(Reader in, Table table, Facet facet) throws IOException {
        return new CsvItemReader(table, facet).parse(in, Integer.MAX_VALUE);
    }

    /** Reads the header and the first {@code rows} rows only, for showing before an import. */
    public static CsvImport preview(Reader in, Table table, Facet facet, int rows) throws IOException {
        return new CsvItemReader(table, facet).parse(in, Math.max(0, rows));
    }

    private CsvImport parse(Reader in, int limit) throws IOException {
        List<ItemProblem> problems = new ArrayList<>();
        List<SourcedItem> rows = new ArrayList<>();
        try (CSVParser parser = CSVParser.builder().setReader(in).setFormat(FORMAT).get()) {
            Iterator<CSVRecord> records = parser.iterator();
            if (!records.hasNext()) {
                problems.add(new ItemProblem(1, "the file is empty; the first row must name the attributes"));
                return new CsvImport(List.of(), rows, problems);
            }
            List<CsvColumn> columns = columns(records.next(), problems);
            long linesRead = parser.getCurrentLineNumber();
            Map<String, Integer> firstLineOfKey = new HashMap<>();
            int read = 0;
            while (read < limit && records.hasNext()) {
                CSVRecord record = records.next();
                int line = (int) linesRead + 1;
                linesRead = parser.getCurrentLineNumber();
                if (record.size() == 1 && record.get(0).isEmpty()) {
                    continue; // a blank line
                }
                read++;
                Item item = row(record, columns, line, problems);
                if (item == null) {
                    continue;
                }
                String keyProblem = PrimaryKeys.keyProblem(item, table.keySchema());
                if (keyProblem != null) {
                    problems.add(new ItemProblem(line, keyProblem));
                    continue;
                }
                Integer first = firstLineOfKey.putIfAbsent(PrimaryKeys.identity(item, table.keySchema()), line);
                if (first != null) {
                    problems.add(new ItemProblem(line, "primary key " + PrimaryKeys.describe(item, table.keySchema())
                            + " repeats line " + first));
                    continue;
                }
                rows.add(new SourcedItem(line, item));
            }
            return new CsvImport(columns, rows, problems);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private List<CsvColumn> columns(CSVRecord header, List<ItemProblem> problems) {
        Map<String, String> aliases = new HashMap<>();
        KeySchema keys = table.keySchema();
        if (facet != null) {
            if (facet.partitionKeyAlias() != null) {
                aliases.put(facet.partitionKeyAlias(), keys.partitionKey().name());
            }
            if (facet.sortKeyAlias() != null && keys.hasSortKey()) {
                aliases.put(facet.sortKeyAlias(), keys.sortKey().name());
            }
        }
        List<CsvColumn> columns = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String cell : header) {
            String text = cell.startsWith("\uFEFF") ? cell.substring(1) : cell;
            String name = text.strip();
            AttributeType type = null;
            int colon = name.lastIndexOf(':');
            if (colon > 0 && AttributeType.fromCode(name.substring(colon + 1).strip().toUpperCase(Locale.ROOT)) != null) {
                type = AttributeType.fromCode(name.substring(colon + 1).strip().toUpperCase(Locale.ROOT));
                name = name.substring(0, colon).strip();
            }
            if (name.isEmpty()) {
                problems.add(new ItemProblem(1, "column " + (columns.size() + 1) + " has no attribute name"));
            }
            String attribute = table.keySchema().attributeNames().contains(name) ? name : aliases.getOrDefault(name, name);
            if (!seen.add(attribute)) {
                problems.add(new ItemProblem(1, "attribute " + attribute + " heads two columns"));
            }
            KeyAttribute key = keyAttribute(attribute);
            if (key != null) {
                if (type != null && type != key.type().attributeType()) {
                    problems.add(new ItemProblem(1, "column " + text + ": the table's key " + attribute + " is "
                            + key.type()));
                }
                type = key.type().attributeType();
            }
            columns.add(new CsvColumn(text, attribute, type));
        }
        for (KeyAttribute key : table.keySchema().attributes()) {
            if (columns.stream().noneMatch(c -> c.attribute().equals(key.name()))) {
                problems.add(new ItemProblem(1, "no column for key attribute " + key.name()
                        + (facet == null ? "" : " (or its alias in facet " + facet.name() + ")")));
            }
        }
        return columns;
    }

    private KeyAttribute keyAttribute(String name) {
        return table.keySchema().attributes().stream().filter(k -> k.name().equals(name)).findFirst().orElse(null);
    }

    private static Item row(CSVRecord record, List<CsvColumn> columns, int line, List<ItemProblem> problems) {
        if (record.size() > columns.size()) {
            problems.add(new ItemProblem(line, record.size() + " values for " + columns.size() + " columns"));
            return null;
        }
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        boolean ok = true;
        for (int i = 0; i < record.size(); i++) {
            String cell = record.get(i);
            if (cell.isEmpty()) {
                continue;
            }
            CsvColumn column = columns.get(i);
            try {
                attributes.put(column.attribute(), column.type() == null ? infer(cell) : typed(cell, column.type()));
            } catch (IllegalArgumentException e) {
                problems.add(new ItemProblem(line, "column " + column.header() + ": " + e.getMessage()));
                ok = false;
            }
        }
        return ok ? Item.of(attributes) : null;
    }

    /** A number is N, true/false BOOL, anything else S. */
    static AttributeValue infer(String cell) {
        if (NUMBER.matcher(cell).matches()) {
            try {
                return AttributeValue.n(cell);
            } catch (IllegalArgumentException e) {
                return AttributeValue.s(cell); // beyond DynamoDB's 38 digits: keep the text
            }
        }
        if (cell.equals("true") || cell.equals("false")) {
            return AttributeValue.bool(Boolean.parseBoolean(cell));
        }
        return AttributeValue.s(cell);
    }

    /** A cell of a typed column: sets as JSON arrays of strings, L and M as JSON (DynamoDB JSON or plain). */
    static AttributeValue typed(String cell, AttributeType type) {
        switch (type) {
            case S:
                return AttributeValue.s(cell);
            case N:
                return AttributeValue.n(cell.strip());
            case BOOL: {
                String text = cell.strip().toLowerCase(Locale.ROOT);
                if (!text.equals("true") && !text.equals("false")) {
                    throw new IllegalArgumentException("'" + cell + "' is not true or false");
                }
                return AttributeValue.bool(Boolean.parseBoolean(text));
            }
            case NULL:
                return AttributeValue.nul();
            case B:
                try {
                    return AttributeValue.b(Binary.fromBase64(cell.strip()));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("'" + cell + "' is not base64");
                }
            default:
                return json(cell, type);
        }
    }

    private static AttributeValue json(String cell, AttributeType type) {
        JsonNode body;
        try {
            body = MAPPER.readTree(cell);
        } catch (IOException e) {
            throw new IllegalArgumentException("not JSON, as a " + type + " cell must be: " + cell);
        }
        try {
            var wrapper = JsonNodeFactory.instance.objectNode();
            wrapper.putObject("v").set(type.name(), body);
            return DynamoJson.itemFromWorkbenchJson(wrapper).get("v");
        } catch (DynamoJson.InvalidValueException e) {
            throw new IllegalArgumentException("not a " + type + ": " + e.reason());
        }
    }
}
