package dev.tablewright.ui.items;

import dev.tablewright.model.Facet;
import dev.tablewright.model.Table;
import java.util.LinkedHashMap;
import java.util.Map;

/** Each facet's colour: the one the model gives it, else the next of a palette that reads well on white. */
final class FacetColors {
    private static final String[] PALETTE = {"#4C6EF5", "#E8590C", "#0CA678", "#AE3EC9", "#F59F00", "#1098AD",
            "#D6336C", "#74B816", "#7048E8", "#868E96", "#FA5252", "#15AABF"};

    private FacetColors() {
    }

    static Map<String, String> of(Table table) {
        Map<String, String> colors = new LinkedHashMap<>();
        int next = 0;
        for (Facet facet : table.facets()) {
            String color = facet.color() != null && facet.color().matches("#[0-9A-Fa-f]{6}")
                    ? facet.color() : PALETTE[next++ % PALETTE.length];
            colors.put(facet.name(), color);
        }
        return colors;
    }
}
