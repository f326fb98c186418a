package dev.tablewright.formats.imports;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a CSV file gave: its columns, the rows read as items (each with its line), and every
 * problem found (bad values, missing keys, repeated primary keys), each with its line.
 */
public record CsvImport(List<CsvColumn> columns, List<SourcedItem> rows, List<ItemProblem> problems) {
    public CsvImport {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
        problems = List.copyOf(problems);
    }

    public List<Item> items() {
        return rows.stream().map(SourcedItem::item).toList();
    }

    public boolean hasProblems() {
        return !problems.isEmpty();
    }

    /** For each column's attribute, the types its cells were read as (what a preview shows). */
    public Map<String, Set<AttributeType>> typesSeen() {
        Map<String, Set<AttributeType>> seen = new LinkedHashMap<>();
        columns.forEach(c -> seen.put(c.attribute(), EnumSet.noneOf(AttributeType.class)));
        for (SourcedItem row : rows) {
            for (Map.Entry<String, AttributeValue> e : row.item().attributes().entrySet()) {
                seen.computeIfAbsent(e.getKey(), k -> EnumSet.noneOf(AttributeType.class)).add(e.getValue().type());
            }
        }
        return seen;
    }
}
