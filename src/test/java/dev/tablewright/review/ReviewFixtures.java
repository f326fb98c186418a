package dev.tablewright.review;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** Small models built in code, each with one flaw, for the review tests. */
public final class ReviewFixtures {
    private ReviewFixtures() {
    }

    /** An item from name, value pairs: a Number becomes N, anything else S. */
    public static Item item(Object... pairs) {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            Object value = pairs[i + 1];
            attributes.put((String) pairs[i], value instanceof Number n ? AttributeValue.n(n.toString())
                    : AttributeValue.s(value.toString()));
        }
        return Item.of(attributes);
    }

    public static KeySchema key(String partition, String sort) {
        return KeySchema.of(KeyAttribute.of(partition, ScalarType.S),
                sort == null ? null : KeyAttribute.of(sort, ScalarType.S));
    }

    public static Table table(String name, KeySchema key, List<Item> items) {
        return Table.of(name, key).withItems(items);
    }

    public static Model model(List<Table> tables, AccessPattern... patterns) {
        return new Model("review-test", ModelMetadata.of(""), tables, List.of(patterns), null);
    }

    public static Model model(Table table, AccessPattern... patterns) {
        return model(List.of(table), patterns);
    }

    public static List<ReviewFinding> review(Model model) {
        return DesignReview.review(model, ReviewOptions.defaults());
    }

    /** The codes of the findings that are warnings or errors. */
    public static Set<ReviewCode> serious(List<ReviewFinding> findings) {
        return findings.stream().filter(f -> f.severity().atLeast(ReviewSeverity.WARNING)).map(ReviewFinding::code)
                .collect(Collectors.toSet());
    }
}
