package dev.tablewright.ui.items;

import dev.tablewright.ui.common.StyleClasses;
import java.util.function.IntConsumer;
import java.util.function.IntSupplier;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;

/**
 * A grid's find bar, hidden until asked for: a query field (Enter finds the next row, Esc closes),
 * how many rows match (following the rows while the bar is open), and Next.
 */
final class FindBar extends HBox {
    private final FindViewModel viewModel;
    private final TextField field = new TextField();
    private final Label result = new Label();
    private final IntSupplier from;
    private final IntConsumer reveal;

    /**
     * A find bar over {@code rows}: a search starts after the row {@code from} gives (the selected
     * one) and hands the row found to {@code reveal}; Esc closes the bar and runs {@code closed}.
     */
    FindBar(FindViewModel viewModel, ObservableList<ItemGridViewModel.Row> rows, IntSupplier from,
            IntConsumer reveal, Runnable closed) {
        super(8);
        this.viewModel = viewModel;
        this.from = from;
        this.reveal = reveal;
        field.setId("find-field");
        field.setPromptText("Find in names and values (Enter: next, Esc: close)");
        field.setPrefColumnCount(30);
        result.setId("find-result");
        result.getStyleClass().add(StyleClasses.GRID_MEMBERSHIP);
        result.textProperty().bind(Bindings.when(viewModel.searchingProperty())
                .then("Searching…").otherwise(viewModel.summaryProperty()));
        field.setOnAction(e -> findNext());
        field.textProperty().addListener((obs, old, now) -> viewModel.countMatchesLater(now));
        // the count follows the rows (an edit, another view) while the find bar is open
        rows.addListener((ListChangeListener<ItemGridViewModel.Row>) c -> {
            if (isVisible() && !field.getText().isBlank()) {
                viewModel.countMatchesLater(field.getText());
            }
        });
        Button next = new Button("Next");
        next.getStyleClass().add(StyleClasses.SMALL);
        next.setOnAction(e -> findNext());
        Button close = new Button("×");
        close.getStyleClass().add(StyleClasses.SMALL);
        getChildren().addAll(new Label("Find"), field, next, result, close);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(0, 10, 4, 10));
        setVisible(false);
        managedProperty().bind(visibleProperty());
        close.setOnAction(e -> setVisible(false));
        setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                setVisible(false);
                closed.run();
            }
        });
    }

    /** Shows the bar and puts the cursor in it. */
    void show() {
        setVisible(true);
        field.requestFocus();
        field.selectAll();
    }

    private void findNext() {
        viewModel.findLater(field.getText(), from.getAsInt(), at -> {
            if (at >= 0) {
                reveal.accept(at);
            }
        });
    }
}
