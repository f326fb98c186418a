package dev.tablewright.ui.editing;

import dev.tablewright.edit.SchemaEdits;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.util.List;
import java.util.Map;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/** A facet (entity type): name, aliases of the table's keys, key value templates and its colour. */
public final class FacetEditorViewModel extends FormViewModel {
    private final Table table;
    private final Facet old;
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty partitionAlias = new SimpleStringProperty("");
    private final StringProperty sortAlias = new SimpleStringProperty("");
    private final StringProperty partitionTemplate = new SimpleStringProperty("");
    private final StringProperty sortTemplate = new SimpleStringProperty("");
    private final StringProperty color = new SimpleStringProperty("");

    private FacetEditorViewModel(Model model, Table table, Facet facet) {
        super(model);
        this.table = table;
        this.old = facet;
        if (facet != null) {
            name.set(facet.name());
            partitionAlias.set(orEmpty(facet.partitionKeyAlias()));
            sortAlias.set(orEmpty(facet.sortKeyAlias()));
            partitionTemplate.set(facet.partitionKeyTemplate() == null ? "" : facet.partitionKeyTemplate().text());
            sortTemplate.set(facet.sortKeyTemplate() == null ? "" : facet.sortKeyTemplate().text());
            color.set(orEmpty(facet.color()));
        } else {
            name.set("Entity" + (table.facets().size() + 1));
        }
        watch(name, partitionAlias, sortAlias, partitionTemplate, sortTemplate, color);
    }

    public static FacetEditorViewModel add(Model model, Table table) {
        return new FacetEditorViewModel(model, table, null);
    }

    public static FacetEditorViewModel edit(Model model, Table table, Facet facet) {
        return new FacetEditorViewModel(model, table, facet);
    }

    @Override
    public String title() {
        return old == null ? "Add a facet to " + table.name() : "Edit facet " + old.name();
    }

    public StringProperty nameProperty() {
        return name;
    }

    public StringProperty partitionAliasProperty() {
        return partitionAlias;
    }

    public StringProperty sortAliasProperty() {
        return sortAlias;
    }

    /** E.g. {@code HR-${EmployeeID}}. */
    public StringProperty partitionTemplateProperty() {
        return partitionTemplate;
    }

    public StringProperty sortTemplateProperty() {
        return sortTemplate;
    }

    /** {@code #RRGGBB}, or empty for the palette's next colour. */
    public StringProperty colorProperty() {
        return color;
    }

    @Override
    protected String problem() {
        String n = strip(name.get());
        if (n.isEmpty()) {
            return "The facet needs a name";
        }
        if ((old == null || !n.equals(old.name())) && table.findFacet(n).isPresent()) {
            return table.name() + " already has a facet named " + n;
        }
        if (!blank(color.get()) && !strip(color.get()).matches("#[0-9A-Fa-f]{6}")) {
            return "A colour is written #RRGGBB, e.g. #4C6EF5";
        }
        for (String template : List.of(strip(partitionTemplate.get()), strip(sortTemplate.get()))) {
            if (template.replaceAll("\\$\\{[^}]+}", "").contains("${")) {
                return "'" + template + "' opens a ${placeholder} without closing it";
            }
        }
        if (!blank(sortTemplate.get()) && !table.keySchema().hasSortKey()) {
            return table.name() + " has no sort key to template";
        }
        return null;
    }

    @Override
    protected Result build() {
        String n = strip(name.get());
        Facet facet = new Facet(n, nullIfBlank(partitionAlias.get()), nullIfBlank(sortAlias.get()),
                template(partitionTemplate.get()), template(sortTemplate.get()),
                old == null ? List.of() : old.nonKeyAttributes(), old == null ? List.of() : old.items(),
                nullIfBlank(color.get()), old == null ? Map.of() : old.generators(), old == null ? null : old.extras());
        return new Result((old == null ? "Add facet " : "Edit facet ") + n,
                SchemaEdits.putFacet(model, table.name(), old == null ? null : old.name(), facet));
    }

    private static KeyTemplate template(String text) {
        return blank(text) ? null : KeyTemplate.of(text.strip());
    }

    private static String nullIfBlank(String text) {
        return blank(text) ? null : text.strip();
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }
}
