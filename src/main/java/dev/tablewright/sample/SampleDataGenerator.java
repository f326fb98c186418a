package dev.tablewright.sample;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import net.datafaker.Faker;
import java.util.Locale;

/**
 * Generates sample items for a facet of a table, reproducibly from a seed.
 *
 * <p>For each item, every attribute of the facet's {@link Facet#generators()} is evaluated, in
 * order, as a datafaker expression ({@code #{Name.fullName}}, {@code #{number.numberBetween
 * '0','15'}}); an expression may also use {@code ${Attr}} for a value generated before it
 * ({@code ${Status}#${OrderDate}}). The key values come from the facet's key templates, whose
 * {@code ${Attr}} placeholders take those values ({@code HR-${EmployeeID}}); a placeholder
 * without a generator gets a random UUID, and a key without a template takes the value generated
 * for the key's alias or name. The item's other attributes are the facet's NonKeyAttributes
 * that have a value; a facet that lists none gets every generated attribute that does not only
 * feed a key (its aliases and template placeholders).
 *
 * <p>Values take the type the table gives the attribute: a key attribute's S, N or B; else the
 * type declared in the table's NonKeyAttributes (N, BOOL, NULL, SS, NS and BS from text; sets
 * from comma-separated text); else S.
 *
 * <p>The same seed gives the same items, except from expressions relative to today's date
 * ({@code date.past}, {@code date.birthday}), which move with the calendar.
 */
public final class SampleDataGenerator {
    /**
     * The most items {@link #items} makes: each key is remembered to keep keys distinct, and memory is
     * bounded ({@link #numberedItems} has no bound).
     */
    public static final int MAX_COUNT = 1_000_000;
    private static final int MAX_ATTEMPTS = 1000;
    private final Random random;
    private final Faker faker;

    public SampleDataGenerator(long seed) {
        this.random = new Random(seed);
        this.faker = new Faker(random);
    }

    /**
     * Generates {@code count} items for the named facet of the table.
     *
     * @throws IllegalArgumentException when the table has no such facet, or a value cannot be made
     */
    public List<Item> generate(Table table, String facetName, int count) {
        Facet facet = table.findFacet(facetName).orElseThrow(() -> new IllegalArgumentException(
                "table " + table.name() + " has no facet '" + facetName + "' (facets: "
                        + table.facets().stream().map(Facet::name).toList() + ")"));
        return generate(table, facet, count);
    }

    /**
     * Generates {@code count} items with distinct primary keys, retrying an item whose key was
     * already generated.
     *
     * @throws IllegalArgumentException when the facet's generators cannot make that many distinct keys
     */
    public List<Item> generate(Table table, Facet facet, int count) {
        List<Item> items = new ArrayList<>(Math.min(Math.max(count, 0), 1024));
        items(table, facet, count).forEachRemaining(items::add);
        return items;
    }

    /**
     * The same items one at a time, each made when asked for, so that a caller writing them out
     * holds only their keys (to keep them distinct), never the items.
     *
     * @throws IllegalArgumentException when {@code count} is negative or above {@link #MAX_COUNT}; while
     *         iterating, when the facet's generators cannot make that many distinct keys
     */
    public Iterator<Item> items(Table table, Facet facet, int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count must be 0 or more, was " + count);
        }
        if (count > MAX_COUNT) {
            throw new IllegalArgumentException("count must be at most " + MAX_COUNT
                    + " (each key is remembered to keep keys distinct), was " + count);
        }
        KeyFingerprints keys = new KeyFingerprints();
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return keys.size() < count;
            }

            @Override
            public Item next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                for (int attempts = 0; attempts < MAX_ATTEMPTS; attempts++) {
                    Item item = generateOne(table, facet, Map.of());
                    if (keys.add(table.keySchema().attributeNames().stream().map(item::get).toList())) {
                        return item;
                    }
                }
                throw new IllegalArgumentException("facet " + facet.name() + " made only " + keys.size()
                        + " distinct primary keys in " + MAX_ATTEMPTS + " more attempts; widen its key generators");
            }
        };
    }

    /**
     * {@code count} items one at a time with primary keys distinct by construction
     * ({@link KeySequence}: item {@code i} carries {@code i} in its sort key, else its partition
     * key), so nothing is remembered between items and memory stays the same whatever the count.
     *
     * @throws IllegalArgumentException when {@code count} is negative
     */
    public Iterator<Item> numberedItems(Table table, Facet facet, long count) {
        if (count < 0) {
            throw new IllegalArgumentException("count must be 0 or more, was " + count);
        }
        KeySequence sequence = new KeySequence(table.keySchema(), count);
        return new Iterator<>() {
            private long made;

            @Override
            public boolean hasNext() {
                return made < count;
            }

            @Override
            public Item next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return sequence.apply(generateOne(table, facet, Map.of()), made++);
            }
        };
    }

    /**
     * Generates one item, with {@code given} values used instead of generating those attributes
     * (for items that must share a value, such as a partition key of related entities).
     */
    public Item generateOne(Table table, Facet facet, Map<String, String> given) {
        Map<String, String> values = new LinkedHashMap<>(given);
        facet.generators().forEach((attribute, expression) -> {
            if (!values.containsKey(attribute)) {
                values.put(attribute, evaluate(substitute(expression, values)));
            }
        });
        fillPlaceholders(facet.partitionKeyTemplate(), values);
        fillPlaceholders(facet.sortKeyTemplate(), values);

        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        KeyAttribute partitionKey = table.keySchema().partitionKey();
        attributes.put(partitionKey.name(), keyValue(partitionKey, facet.partitionKeyTemplate(),
                facet.partitionKeyAlias(), facet, values));
        KeyAttribute sortKey = table.keySchema().sortKey();
        if (sortKey != null) {
            attributes.put(sortKey.name(), keyValue(sortKey, facet.sortKeyTemplate(), facet.sortKeyAlias(), facet, values));
        }
        for (String attribute : writtenAttributes(table, facet)) {
            String text = values.get(attribute);
            if (text != null && !attributes.containsKey(attribute)) {
                attributes.put(attribute, typed(table, attribute, text));
            }
        }
        return Item.of(attributes);
    }

    /** Evaluates one datafaker expression such as {@code #{Address.state}}. */
    public String evaluate(String expression) {
        try {
            return faker.expression(expression);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("cannot evaluate datafaker expression '" + expression + "': "
                    + e.getMessage(), e);
        }
    }

    /** Replaces each {@code ${name}} that has a value; leaves the others for datafaker to reject. */
    private static String substitute(String expression, Map<String, String> values) {
        KeyTemplate template = KeyTemplate.of(expression);
        if (template.isConstant()) {
            return expression;
        }
        Map<String, String> known = new LinkedHashMap<>(values);
        template.parameters().forEach(name -> known.putIfAbsent(name, "${" + name + "}"));
        return template.render(known);
    }

    private void fillPlaceholders(KeyTemplate template, Map<String, String> values) {
        if (template == null) {
            return;
        }
        for (String name : template.parameters()) {
            values.computeIfAbsent(name, n -> new UUID(random.nextLong(), random.nextLong()).toString());
        }
    }

    private AttributeValue keyValue(KeyAttribute key, KeyTemplate template, String alias, Facet facet,
                                    Map<String, String> values) {
        String text;
        if (template != null) {
            text = template.render(values);
        } else if (alias != null && values.containsKey(alias)) {
            text = values.get(alias);
        } else if (values.containsKey(key.name())) {
            text = values.get(key.name());
        } else {
            throw new IllegalArgumentException("facet " + facet.name() + " has no key template and no generator for "
                    + key.name() + (alias == null ? "" : " (or its alias " + alias + ")"));
        }
        return convert(key.name(), key.type().attributeType(), text);
    }

    /** The facet's attributes; when it lists none, every generated one that does not only feed a key. */
    private static Set<String> writtenAttributes(Table table, Facet facet) {
        if (!facet.nonKeyAttributes().isEmpty()) {
            Set<String> listed = new LinkedHashSet<>(facet.nonKeyAttributes());
            table.keySchema().attributeNames().forEach(listed::remove);
            return listed;
        }
        Set<String> keyOnly = new LinkedHashSet<>();
        keyOnly.addAll(table.keySchema().attributeNames());
        if (facet.partitionKeyAlias() != null) {
            keyOnly.add(facet.partitionKeyAlias());
        }
        if (facet.sortKeyAlias() != null) {
            keyOnly.add(facet.sortKeyAlias());
        }
        if (facet.partitionKeyTemplate() != null) {
            keyOnly.addAll(facet.partitionKeyTemplate().parameters());
        }
        if (facet.sortKeyTemplate() != null) {
            keyOnly.addAll(facet.sortKeyTemplate().parameters());
        }
        Set<String> written = new LinkedHashSet<>();
        for (String attribute : facet.generators().keySet()) {
            if (!keyOnly.contains(attribute)) {
                written.add(attribute);
            }
        }
        table.keySchema().attributeNames().forEach(written::remove);
        return written;
    }

    private static AttributeValue typed(Table table, String attribute, String text) {
        ScalarType keyType = table.keyAttributeTypes().get(attribute);
        if (keyType != null) {
            return convert(attribute, keyType.attributeType(), text);
        }
        AttributeType declared = table.nonKeyAttributes().stream()
                .filter(d -> d.name().equals(attribute)).map(AttributeDefinition::type).findFirst()
                .orElse(AttributeType.S);
        return convert(attribute, declared, text);
    }

    static AttributeValue convert(String attribute, AttributeType type, String text) {
        Objects.requireNonNull(text, "text");
        return switch (type) {
            case S -> AttributeValue.s(text);
            case N -> AttributeValue.n(number(attribute, text));
            case B -> AttributeValue.b(Binary.of(text.getBytes(StandardCharsets.UTF_8)));
            case BOOL -> {
                String t = text.trim().toLowerCase(Locale.ROOT);
                if (!t.equals("true") && !t.equals("false")) {
                    throw new IllegalArgumentException(attribute + " is BOOL but the generator gave '" + text + "'");
                }
                yield AttributeValue.bool(Boolean.parseBoolean(t));
            }
            case NULL -> AttributeValue.nul();
            case SS -> AttributeValue.ss(members(text));
            case NS -> AttributeValue.ns(members(text).stream().map(m -> number(attribute, m)).distinct().toList());
            case BS -> AttributeValue.bs(members(text).stream()
                    .map(m -> Binary.of(m.getBytes(StandardCharsets.UTF_8))).toList());
            case L, M -> throw new IllegalArgumentException(attribute + " is " + type
                    + ": sample data can generate S, N, B, BOOL, NULL and sets, not lists or maps");
        };
    }

    private static String number(String attribute, String text) {
        String trimmed = text.trim();
        try {
            new BigDecimal(trimmed);
            return trimmed;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(attribute + " is N but the generator gave '" + text + "'");
        }
    }

    private static List<String> members(String text) {
        return Arrays.stream(text.split(",")).map(String::trim).filter(s -> !s.isEmpty()).distinct().toList();
    }
}
