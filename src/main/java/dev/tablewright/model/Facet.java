package dev.tablewright.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An entity type of a single-table design (NoSQL Workbench calls it a facet): aliases for the
 * table's key attributes, key value templates, its attributes, the items that belong to it,
 * a display colour and datafaker expressions for generating sample items. Templates, colour and
 * generators may be null or empty.
 */
public record Facet(String name, String partitionKeyAlias, String sortKeyAlias,
                    KeyTemplate partitionKeyTemplate, KeyTemplate sortKeyTemplate,
                    List<String> nonKeyAttributes, List<Item> items, String color,
                    Map<String, String> generators, Extras extras) {
    public Facet {
        Objects.requireNonNull(name, "name");
        nonKeyAttributes = List.copyOf(nonKeyAttributes);
        items = List.copyOf(items);
        generators = Collections.unmodifiableMap(new LinkedHashMap<>(generators));
        extras = extras == null ? Extras.none() : extras;
    }

    public static Facet of(String name, String partitionKeyAlias, String sortKeyAlias,
                           List<String> nonKeyAttributes, List<Item> items) {
        return new Facet(name, partitionKeyAlias, sortKeyAlias, null, null, nonKeyAttributes, items,
                null, Map.of(), Extras.none());
    }

    public Facet withItems(List<Item> newItems) {
        return new Facet(name, partitionKeyAlias, sortKeyAlias, partitionKeyTemplate, sortKeyTemplate,
                nonKeyAttributes, newItems, color, generators, extras);
    }

    public Facet withTemplates(KeyTemplate partitionTemplate, KeyTemplate sortTemplate) {
        return new Facet(name, partitionKeyAlias, sortKeyAlias, partitionTemplate, sortTemplate,
                nonKeyAttributes, items, color, generators, extras);
    }
}
