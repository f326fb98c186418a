package dev.tablewright.formats.export;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;

/**
 * The columns of an item CSV, learnt item by item: the key attributes first, then every other
 * attribute in the order first seen. A column whose values all have one type is headed
 * {@code name:TYPE}, so {@code import-csv} reads the same types back; a column of mixed types is
 * headed by its name alone. Holds the names and their types only, never the items.
 */
final class CsvColumns {
    /** RFC 4180 quoting (commas, quotes and line breaks in a cell), {@code \n} between records. */
    static final CSVFormat FORMAT = CSVFormat.RFC4180.builder().setRecordSeparator('\n').get();
    private final Map<String, Set<AttributeType>> types = new LinkedHashMap<>();

    CsvColumns(KeySchema keys) {
        if (keys != null) {
            keys.attributeNames().forEach(name -> types.put(name, EnumSet.noneOf(AttributeType.class)));
        }
    }

    /** Learns the names and types of {@code item}'s attributes. */
    void add(Item item) {
        item.attributes().forEach((name, value) ->
                types.computeIfAbsent(name, n -> EnumSet.noneOf(AttributeType.class)).add(value.type()));
    }

    /** How many columns there would be with {@code item}'s new attributes added. */
    int sizeWith(Item item) {
        int size = types.size();
        for (String name : item.attributes().keySet()) {
            if (!types.containsKey(name)) {
                size++;
            }
        }
        return size;
    }

    List<String> header() {
        List<String> header = new ArrayList<>(types.size());
        types.forEach((name, seen) -> header.add(seen.size() == 1 ? name + ":" + seen.iterator().next().name() : name));
        return header;
    }

    /** {@code item}'s cells in column order; an attribute it lacks is an empty cell. */
    List<String> row(Item item) {
        List<String> row = new ArrayList<>(types.size());
        for (String name : types.keySet()) {
            AttributeValue value = item.get(name);
            row.add(value == null ? "" : ItemWriter.cell(value));
        }
        return row;
    }
}
