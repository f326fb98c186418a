package dev.tablewright.ui.items;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableMap;
import javafx.scene.layout.HBox;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;

@ExtendWith(ApplicationExtension.class)
class FacetLegendTest {
    private final ObservableMap<String, String> colors = FXCollections.observableMap(new LinkedHashMap<>());

    @Test
    void legend_whenTheMapIsClearedAndFilledOneFacetAtATime_showsEachFacetOnceInOrder() {
        colors.put("Old", "#111111");
        FacetLegend legend = new FacetLegend(colors);

        colors.clear();
        List.of("Employee", "Order", "Warehouse").forEach(facet -> colors.put(facet, "#336699"));

        assertThat(names(legend)).containsExactly("Employee", "Order", "Warehouse");
    }

    @Test
    void legend_whenAColourChangesOrAFacetGoes_keepsTheOthersInPlace() {
        colors.put("A", "#111111");
        colors.put("B", "#222222");
        colors.put("C", "#333333");
        FacetLegend legend = new FacetLegend(colors);

        colors.put("B", "#444444");
        colors.remove("A");

        assertThat(names(legend)).containsExactly("B", "C");
    }

    private static List<String> names(FacetLegend legend) {
        return legend.getChildren().stream()
                .map(entry -> ((Text) ((HBox) entry).getChildren().get(1)).getText()).toList();
    }
}
