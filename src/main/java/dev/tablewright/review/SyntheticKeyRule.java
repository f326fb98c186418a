package dev.tablewright.review;

import dev.tablewright.engine.IndexMembership;
import dev.tablewright.engine.ItemSize;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * SYNTHETIC_KEY: a GSI key attribute whose values are other attributes of the same item joined
 * with labels ({@code T#spring-cup#R#eu} beside TournamentId and Region), where a multi-attribute
 * GSI key (up to four partition-key and four sort-key attributes, each S, N or B) would serve: no
 * attribute to keep in step with the others, numbers ordered as numbers. Found on the sample: the
 * value split at {@code #} or {@code |}, each part matched to another attribute's value (a number
 * also when zero-padded); it holds when one order of at least two attributes explains 80% or more
 * of the index's items, so an overloaded index, whose entity types differ, does not qualify.
 */
final class SyntheticKeyRule implements ReviewRule {
    static final double MIN_SHARE = 0.8;
    static final int MAX_KEY_ATTRIBUTES = 4;

    @Override
    public void check(ReviewContext context, List<ReviewFinding> out) {
        for (Table table : context.model().tables()) {
            for (SecondaryIndex index : table.globalSecondaryIndexes()) {
                checkPart(table, index, index.keySchema().partitionKeys(), FixAction.KeyRole.PARTITION, out);
                checkPart(table, index, index.keySchema().sortKeys(), FixAction.KeyRole.SORT, out);
            }
        }
    }

    private static void checkPart(Table table, SecondaryIndex index, List<KeyAttribute> part,
                                  FixAction.KeyRole role, List<ReviewFinding> out) {
        if (part.size() != 1 || part.get(0).type() != ScalarType.S) {
            return;
        }
        KeyAttribute key = part.get(0);
        List<Item> items = table.itemStream().filter(i -> IndexMembership.holds(index.keySchema(), i)).toList();
        if (items.size() < 2) {
            return;
        }
        List<List<String>> split = items.stream().map(i -> tokens(i, key.name())).toList();
        int width = mostCommonSize(split);
        List<Item> shaped = new ArrayList<>();
        List<List<String>> shapedTokens = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            if (split.get(i).size() == width) {
                shaped.add(items.get(i));
                shapedTokens.add(split.get(i));
            }
        }
        if (width == 0 || shaped.size() < MIN_SHARE * items.size()) {
            return;
        }
        List<String> best = new ArrayList<>();
        for (int position = 0; position < width; position++) {
            String attribute = commonMatch(shaped, shapedTokens, key.name(), position);
            if (attribute != null && !best.contains(attribute)) {
                best.add(attribute);
            }
        }
        if (best.size() < 2 || best.size() > MAX_KEY_ATTRIBUTES || shaped.size() < MIN_SHARE * items.size()) {
            return;
        }
        int count = shaped.size();
        long bytes = 0;
        for (Item item : items) {
            bytes += ItemSize.of(key.name(), item.get(key.name()));
        }
        Item example = shaped.get(0);
        List<KeyAttribute> attributes = new ArrayList<>();
        for (String name : best) {
            attributes.add(KeyAttribute.of(name, example.get(name) instanceof AttributeValue.N ? ScalarType.N : ScalarType.S));
        }
        String joined = String.join(" + ", best);
        String value = TypeMismatchRule.text(example.get(key.name()));
        String message = "the " + role.name().toLowerCase() + " key " + key.name() + " joins " + joined + " ("
                + value + ") in " + count + " of " + items.size() + " items, " + Numbers.num((double) bytes / items.size())
                + " bytes an item: the application must keep it in step with the attributes it copies"
                + (role == FixAction.KeyRole.SORT && attributes.stream().anyMatch(a -> a.type() == ScalarType.N)
                ? ", and the numbers in it sort as text" : "");
        out.add(new ReviewFinding(ReviewCode.SYNTHETIC_KEY, ReviewSeverity.INFO, table.name(), index.name(), null,
                message, "make " + joined + " the " + role.name().toLowerCase() + " key of " + index.name()
                + " (a multi-attribute GSI key) and stop writing " + key.name(),
                Map.of("items", (double) count, "itemsInIndex", (double) items.size(),
                        "bytesPerItem", (double) bytes / items.size()),
                ReviewSubject.index(table.name(), index.name()),
                new FixAction.MultiAttributeKey(table.name(), index.name(), role, key.name(), attributes)));
    }

    /** The parts of the item's {@code key} value between separators, or none when it is not a string. */
    static List<String> tokens(Item item, String key) {
        if (!(item.get(key) instanceof AttributeValue.S s)) {
            return List.of();
        }
        String text = s.value();
        List<String> parts = new ArrayList<>(4);
        int start = 0;
        for (int i = 0; i <= text.length(); i++) {
            if (i == text.length() || text.charAt(i) == '#' || text.charAt(i) == '|') {
                if (i > start) {
                    parts.add(text.substring(start, i));
                }
                start = i + 1;
            }
        }
        return parts;
    }

    private static int mostCommonSize(List<List<String>> split) {
        Map<Integer, Integer> sizes = new HashMap<>();
        split.forEach(t -> sizes.merge(t.size(), 1, Integer::sum));
        return sizes.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(0);
    }

    /**
     * The attribute (other than the key) whose value is the part at {@code position} in 80% or more
     * of the items, the one matching most often; null when none does (the part is a label).
     */
    private static String commonMatch(List<Item> items, List<List<String>> tokens, String key, int position) {
        Map<String, Integer> matches = new LinkedHashMap<>();
        for (int i = 0; i < items.size(); i++) {
            Item item = items.get(i);
            String token = tokens.get(i).get(position);
            boolean numeric = numeric(token);
            item.attributes().forEach((name, value) -> {
                if (!name.equals(key) && matches(token, numeric, value)) {
                    matches.merge(name, 1, Integer::sum);
                }
            });
        }
        return matches.entrySet().stream().filter(e -> e.getValue() >= MIN_SHARE * items.size())
                .max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
    }

    private static boolean matches(String token, boolean numeric, AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value().equals(token);
        }
        if (numeric && value instanceof AttributeValue.N n) {
            try {
                return new BigDecimal(token).compareTo(new BigDecimal(n.value())) == 0;
            } catch (NumberFormatException e) {
                return false;
            }
        }
        return false;
    }

    /** Whether the token is a plain decimal number (digits, an optional sign and point), before BigDecimal is asked. */
    private static boolean numeric(String token) {
        int digits = 0;
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c >= '0' && c <= '9') {
                digits++;
            } else if (!(c == '.' || (i == 0 && (c == '-' || c == '+')))) {
                return false;
            }
        }
        return digits > 0;
    }
}
