package dev.tablewright.ui.editing;

import dev.tablewright.model.Item;
import dev.tablewright.sample.SampleDataGenerator;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Generating sample items for a facet from its datafaker generators: how many, with which seed
 * (the same seed gives the same items). Items whose key another item already has are skipped.
 */
public final class SampleDataViewModel extends FormViewModel {
    /** The most items one generation adds. */
    public static final int MAX = 10_000;
    private final Table table;
    private final ObservableList<String> facets = FXCollections.observableArrayList();
    private final ObjectProperty<String> facet = new SimpleObjectProperty<>();
    private final StringProperty count = new SimpleStringProperty("10");
    private final StringProperty seed = new SimpleStringProperty("1");

    public SampleDataViewModel(Model model, Table table, String shownFacet) {
        super(model);
        this.table = table;
        table.facets().stream().filter(f -> !f.generators().isEmpty() || f.partitionKeyTemplate() != null)
                .forEach(f -> facets.add(f.name()));
        facet.set(shownFacet != null && facets.contains(shownFacet) ? shownFacet : facets.isEmpty() ? null : facets.get(0));
        watch(facet, count, seed);
    }

    @Override
    public String title() {
        return "Generate sample items in " + table.name();
    }

    /** The facets that can generate items: those with generators or key templates. */
    public ObservableList<String> facets() {
        return facets;
    }

    public ObjectProperty<String> facetProperty() {
        return facet;
    }

    public StringProperty countProperty() {
        return count;
    }

    public StringProperty seedProperty() {
        return seed;
    }

    @Override
    protected String problem() {
        if (facet.get() == null) {
            return "No facet of " + table.name() + " has generators or key templates to make items from";
        }
        int n;
        try {
            n = Integer.parseInt(strip(count.get()));
        } catch (NumberFormatException e) {
            return "How many items: a whole number from 1 to " + MAX;
        }
        if (n < 1 || n > MAX) {
            return "How many items: a whole number from 1 to " + MAX;
        }
        try {
            Long.parseLong(strip(seed.get()));
        } catch (NumberFormatException e) {
            return "The seed is a whole number";
        }
        return null;
    }

    @Override
    protected Result build() {
        Facet f = table.findFacet(facet.get()).orElseThrow();
        List<Item> made = new SampleDataGenerator(Long.parseLong(strip(seed.get())))
                .generate(table, f, Integer.parseInt(strip(count.get())));
        List<String> keys = table.keySchema().attributeNames();
        Set<List<Object>> taken = new HashSet<>();
        table.allItems().forEach(i -> taken.add(new ArrayList<>(keys.stream().map(i::get).toList())));
        List<Item> fresh = made.stream().filter(i -> taken.add(new ArrayList<>(keys.stream().map(i::get).toList()))).toList();
        List<Item> items = new ArrayList<>(f.items());
        items.addAll(fresh);
        Table changed = table.withFacets(table.facets().stream().map(x -> x == f ? x.withItems(items) : x).toList());
        return new Result("Generate " + fresh.size() + " sample items for " + f.name(), model.withTable(changed));
    }
}
