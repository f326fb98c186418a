package dev.tablewright.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A table of a model. Items live either in the table itself ({@code items}) or in its facets, as
 * in NoSQL Workbench files; {@link #allItems()} gives both. {@code billingMode} and
 * {@code capacity} are null when the file does not say; {@code settings} holds TTL, streams,
 * deletion protection, table class, throughput limits, PITR, encryption and tags.
 */
public record Table(String name, KeySchema keySchema, List<AttributeDefinition> nonKeyAttributes,
                    List<SecondaryIndex> globalSecondaryIndexes, List<SecondaryIndex> localSecondaryIndexes,
                    List<Facet> facets, List<Item> items, BillingMode billingMode,
                    ProvisionedCapacity capacity, Extras extras, TableSettings settings) {
    public Table {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(keySchema, "keySchema");
        nonKeyAttributes = List.copyOf(nonKeyAttributes);
        globalSecondaryIndexes = List.copyOf(globalSecondaryIndexes);
        localSecondaryIndexes = List.copyOf(localSecondaryIndexes);
        facets = List.copyOf(facets);
        items = List.copyOf(items);
        extras = extras == null ? Extras.none() : extras;
        settings = settings == null ? TableSettings.none() : settings;
    }

    /** A table with DynamoDB's default settings. */
    public Table(String name, KeySchema keySchema, List<AttributeDefinition> nonKeyAttributes,
                 List<SecondaryIndex> globalSecondaryIndexes, List<SecondaryIndex> localSecondaryIndexes,
                 List<Facet> facets, List<Item> items, BillingMode billingMode, ProvisionedCapacity capacity,
                 Extras extras) {
        this(name, keySchema, nonKeyAttributes, globalSecondaryIndexes, localSecondaryIndexes, facets, items,
                billingMode, capacity, extras, TableSettings.none());
    }

    /** A table with only a name and key schema, for building up in code. */
    public static Table of(String name, KeySchema keySchema) {
        return new Table(name, keySchema, List.of(), List.of(), List.of(), List.of(), List.of(),
                null, null, Extras.none());
    }

    /** Every item: the table's own, then each facet's in facet order. */
    public List<Item> allItems() {
        if (facets.isEmpty()) {
            return items;
        }
        List<Item> all = new ArrayList<>(items);
        facets.forEach(facet -> all.addAll(facet.items()));
        return List.copyOf(all);
    }

    /** Every item in {@link #allItems()}'s order, without copying them (a faceted table's {@code allItems()} does). */
    public Stream<Item> itemStream() {
        return Stream.concat(items.stream(), facets.stream().flatMap(facet -> facet.items().stream()));
    }

    /** Global indexes, then local ones. */
    public List<SecondaryIndex> indexes() {
        return Stream.concat(globalSecondaryIndexes.stream(), localSecondaryIndexes.stream()).toList();
    }

    public Optional<SecondaryIndex> findIndex(String indexName) {
        return indexes().stream().filter(index -> index.name().equals(indexName)).findFirst();
    }

    public Optional<Facet> findFacet(String facetName) {
        return facets.stream().filter(facet -> facet.name().equals(facetName)).findFirst();
    }

    /** The billing mode in force: on demand unless the model says provisioned. */
    public BillingMode effectiveBillingMode() {
        return billingMode == null ? BillingMode.PAY_PER_REQUEST : billingMode;
    }

    /**
     * The type of every attribute used in a key of the table or an index, as DynamoDB's
     * AttributeDefinitions would list them (first declaration wins).
     */
    public Map<String, ScalarType> keyAttributeTypes() {
        Map<String, ScalarType> types = new LinkedHashMap<>();
        keySchema.attributes().forEach(a -> types.putIfAbsent(a.name(), a.type()));
        indexes().forEach(index -> index.keySchema().attributes()
                .forEach(a -> types.putIfAbsent(a.name(), a.type())));
        return types;
    }

    public Table withItems(List<Item> newItems) {
        return new Table(name, keySchema, nonKeyAttributes, globalSecondaryIndexes, localSecondaryIndexes,
                facets, newItems, billingMode, capacity, extras, settings);
    }

    public Table withFacets(List<Facet> newFacets) {
        return new Table(name, keySchema, nonKeyAttributes, globalSecondaryIndexes, localSecondaryIndexes,
                newFacets, items, billingMode, capacity, extras, settings);
    }

    public Table withIndexes(List<SecondaryIndex> gsis, List<SecondaryIndex> lsis) {
        return new Table(name, keySchema, nonKeyAttributes, gsis, lsis, facets, items, billingMode,
                capacity, extras, settings);
    }

    public Table withSettings(TableSettings newSettings) {
        return new Table(name, keySchema, nonKeyAttributes, globalSecondaryIndexes, localSecondaryIndexes,
                facets, items, billingMode, capacity, extras, newSettings);
    }
}
