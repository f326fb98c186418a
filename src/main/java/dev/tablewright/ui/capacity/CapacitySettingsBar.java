package dev.tablewright.ui.capacity;

import dev.tablewright.ui.common.StyleClasses;
import java.time.DateTimeException;
import java.time.Instant;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;

/**
 * The capacity panel's settings: the region whose prices cost the plan, the chosen region's
 * Standard and Standard-IA prices as fields (Enter applies one; junk is refused in the status), and
 * the time TTL expiry is checked at.
 */
final class CapacitySettingsBar extends FlowPane {
    private static final List<String[]> FIELDS = List.of(
            new String[] {"standard", "onDemand.readPerMillion", "Read $/M"},
            new String[] {"standard", "onDemand.writePerMillion", "Write $/M"},
            new String[] {"standard", "storagePerGbMonth", "Storage $/GB-mo"},
            new String[] {"standardInfrequentAccess", "onDemand.readPerMillion", "IA read $/M"},
            new String[] {"standardInfrequentAccess", "onDemand.writePerMillion", "IA write $/M"},
            new String[] {"standardInfrequentAccess", "storagePerGbMonth", "IA storage $/GB-mo"});

    CapacitySettingsBar(CapacityPanelViewModel viewModel) {
        super(8, 6);
        setAlignment(Pos.CENTER_LEFT);
        ChoiceBox<String> region = new ChoiceBox<>(viewModel.regions());
        region.setId("capacity-region");
        region.valueProperty().bindBidirectional(viewModel.regionProperty());
        getChildren().addAll(new Label("Region"), region);
        for (String[] field : FIELDS) {
            TextField price = new TextField(viewModel.price(field[0], field[1]));
            price.setPrefColumnCount(6);
            price.setTooltip(new Tooltip(field[0] + "." + field[1] + " in the chosen region (a number, or unknown)"));
            price.setOnAction(e -> viewModel.setPrice(field[0], field[1], price.getText()));
            viewModel.regionProperty().addListener((obs, old, now) -> price.setText(viewModel.price(field[0], field[1])));
            getChildren().addAll(hint(field[2]), price);
        }
        TextField ttl = new TextField();
        ttl.setId("capacity-ttl-at");
        ttl.setPromptText("now");
        ttl.setPrefColumnCount(14);
        ttl.setTooltip(new Tooltip("TTL expiry is checked at this instant (2026-01-31T12:00:00Z); empty for now"));
        ttl.setOnAction(e -> {
            try {
                viewModel.ttlAtProperty().set(ttl.getText().isBlank() ? null : Instant.parse(ttl.getText().trim()));
            } catch (DateTimeException ex) {
                ttl.setText("");
            }
        });
        getChildren().addAll(hint("TTL at"), ttl);
    }

    private static Label hint(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(StyleClasses.HINT);
        return label;
    }
}
