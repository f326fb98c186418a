package dev.tablewright.review;

import dev.tablewright.capacity.KeyDistribution;
import dev.tablewright.engine.IndexMembership;
import dev.tablewright.engine.IndexView;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * TYPE_MISMATCH: items whose index key attribute has another type than the index declares. When an
 * index is added to a table that holds them, the backfill leaves them out without a word; while the
 * index exists, DynamoDB refuses to write them. Which items an index holds is
 * {@link IndexMembership}'s rule; a write pattern the engine refuses for the same reason is reported too.
 */
final class TypeMismatchRule implements ReviewRule {
    /** The start of the engine's (and DynamoDB's) message for a write whose index key has the wrong type. */
    static final String ENGINE_MESSAGE = "Type mismatch for Index Key";
    private static final int KEYS_SHOWN = 3;

    @Override
    public void check(ReviewContext context, List<ReviewFinding> out) {
        for (Table table : context.model().tables()) {
            for (SecondaryIndex index : table.indexes()) {
                checkItems(table, index, out);
            }
        }
        for (AccessPattern p : context.model().accessPatterns()) {
            if (!p.operation().isRead() && context.targetsExist(p)) {
                ReviewContext.Run run = context.run(p);
                if (!run.ok() && run.error().contains(ENGINE_MESSAGE)) {
                    out.add(new ReviewFinding(ReviewCode.TYPE_MISMATCH, ReviewSeverity.ERROR, p.table(), null, p.name(),
                            "the item it writes is refused: " + run.error(),
                            "write the index key attribute with the type the index declares",
                            Map.of(), ReviewSubject.pattern(p.table(), p.name()), null));
                }
            }
        }
    }

    private static void checkItems(Table table, SecondaryIndex index, List<ReviewFinding> out) {
        Map<KeyAttribute, List<Item>> wrong = new LinkedHashMap<>();
        Map<KeyAttribute, AttributeValue> example = new LinkedHashMap<>();
        int carrying = 0;
        for (Item item : table.allItems()) {
            var exclusion = IndexMembership.exclusion(index.keySchema(), item);
            if (exclusion.isEmpty()) {
                carrying++;
            } else if (!exclusion.get().isAbsent()) {
                wrong.computeIfAbsent(exclusion.get().key(), k -> new ArrayList<>())
                        .add(IndexView.only(item, table.keySchema().attributeNames()));
                example.putIfAbsent(exclusion.get().key(), exclusion.get().found());
            }
        }
        int inIndex = carrying;
        wrong.forEach((key, items) -> {
            String found = example.get(key).type().name();
            String message = items.size() + (items.size() == 1 ? " item carries " : " items carry ") + key.name()
                    + " as " + found + " but " + index.name() + " wants " + key.type() + " (" + inIndex
                    + " items are in the index; e.g. " + keys(items) + "): a backfill of the index leaves them out "
                    + "silently, and DynamoDB refuses to write them while the index exists";
            out.add(new ReviewFinding(ReviewCode.TYPE_MISMATCH, ReviewSeverity.ERROR, table.name(), index.name(), null,
                    message, "write " + key.name() + " as " + key.type() + " in every entity type that sets it, or key "
                    + index.name() + " on an attribute of one type",
                    Map.of("items", (double) items.size(), "itemsInIndex", (double) inIndex),
                    ReviewSubject.items(table.name(), null, items), null));
        });
    }

    private static String keys(List<Item> items) {
        List<String> shown = new ArrayList<>();
        for (Item key : items.subList(0, Math.min(KEYS_SHOWN, items.size()))) {
            List<String> parts = new ArrayList<>();
            key.attributes().values().forEach(v -> parts.add(text(v)));
            shown.add(String.join("/", parts));
        }
        return String.join(", ", shown) + (items.size() > KEYS_SHOWN ? ", ..." : "");
    }

    static String text(AttributeValue value) {
        return KeyDistribution.text(value);
    }
}
