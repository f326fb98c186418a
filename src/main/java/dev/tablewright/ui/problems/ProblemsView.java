package dev.tablewright.ui.problems;

import java.util.function.Consumer;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TitledPane;

/**
 * The problems panel: a collapsible list of validation findings under the grid, its title counting
 * errors and warnings; clicking (or Enter on) a finding about an item shows that item.
 */
public final class ProblemsView extends TitledPane {
    private final ListView<ProblemsViewModel.Problem> list;

    public ProblemsView(ProblemsViewModel viewModel, Consumer<ProblemsViewModel.Problem> onChosen) {
        getStyleClass().add("problems");
        setId("problems");
        list = new ListView<>(viewModel.problems());
        list.setId("problems-list");
        list.setPrefHeight(150);
        list.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(ProblemsViewModel.Problem problem, boolean empty) {
                super.updateItem(problem, empty);
                getStyleClass().removeAll("problem-error", "problem-warning");
                if (empty || problem == null) {
                    setText(null);
                    return;
                }
                setText(problem.text());
                getStyleClass().add(problem.severity() == dev.tablewright.model.validate.Severity.ERROR
                        ? "problem-error" : "problem-warning");
            }
        });
        list.setOnMouseClicked(e -> choose(onChosen));
        list.setOnKeyPressed(e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ENTER) {
                choose(onChosen);
            }
        });
        setContent(list);
        textProperty().bind(viewModel.summaryProperty().map(s -> "Problems: " + s));
        setExpanded(false);
        setAnimated(false);
    }

    public ListView<ProblemsViewModel.Problem> list() {
        return list;
    }

    private void choose(Consumer<ProblemsViewModel.Problem> onChosen) {
        ProblemsViewModel.Problem chosen = list.getSelectionModel().getSelectedItem();
        if (chosen != null) {
            onChosen.accept(chosen);
        }
    }
}
