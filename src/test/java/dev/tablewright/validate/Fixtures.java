package dev.tablewright.validate;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Small models built in code for validation tests. */
final class Fixtures {
    static final KeySchema PK_SK = KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.S));
    static final SecondaryIndex GSI1 = SecondaryIndex.gsi("GSI1",
            KeySchema.of(KeyAttribute.of("SK", ScalarType.S), KeyAttribute.of("Data", ScalarType.S)), Projection.all());

    private Fixtures() {
    }

    /** Table "Orders" (PK, SK strings) with GSI1 on (SK, Data) and the given items in its own TableData. */
    static Table table(Item... items) {
        return Table.of("Orders", PK_SK).withIndexes(List.of(GSI1), List.of()).withItems(List.of(items));
    }

    /** An item of string attributes from name/value pairs. */
    static Item item(String... pairs) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], AttributeValue.s(pairs[i + 1]));
        }
        return Item.of(map);
    }

    static Model model(Table... tables) {
        return new Model("Test", ModelMetadata.of(""), List.of(tables), List.of(), null);
    }

    static Model withPatterns(Table table, AccessPattern... patterns) {
        return new Model("Test", ModelMetadata.of(""), List.of(table), List.of(patterns), null);
    }

    static Facet facet(String name, Item... items) {
        return Facet.of(name, "Id", "Kind", List.of(), List.of(items));
    }

    static List<Finding> validate(Model model) {
        return new ModelValidator().validate(model);
    }

    static List<Finding> errors(Model model) {
        return validate(model).stream().filter(f -> f.severity() == Severity.ERROR).toList();
    }

    static List<Finding> warnings(Model model) {
        return validate(model).stream().filter(f -> f.severity() == Severity.WARNING).toList();
    }
}
