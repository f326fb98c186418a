package dev.tablewright.ui.problems;

import java.util.function.Consumer;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TitledPane;
import dev.tablewright.validate.Severity;
import javafx.scene.input.KeyCode;
import dev.tablewright.ui.common.StyleClasses;

/**
 * The problems panel: a collapsible list of validation findings under the grid, its title counting
 * errors and warnings; clicking (or Enter on) a finding about an item shows that item.
 */
public final class ProblemsView extends TitledPane {
    private final ListView<ProblemsViewModel.Problem> list;

    public ProblemsView(ProblemsViewModel viewModel, Consumer<ProblemsViewModel.Problem> onChosen) {
        getStyleClass().add(StyleClasses.PROBLEMS);
        setId("problems");
        list = new ListView<>(viewModel.problems());
        list.setId("problems-list");
        list.setPrefHeight(150);
        list.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(ProblemsViewModel.Problem problem, boolean empty) {
                super.updateItem(problem, empty);
                getStyleClass().removeAll(StyleClasses.PROBLEM_ERROR, StyleClasses.PROBLEM_WARNING);
                if (empty || problem == null) {
                    setText(null);
                    return;
                }
                setText(problem.text());
                getStyleClass().add(problem.severity() == Severity.ERROR
                        ? StyleClasses.PROBLEM_ERROR : StyleClasses.PROBLEM_WARNING);
            }
        });
        list.setOnMouseClicked(e -> choose(onChosen));
        list.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                choose(onChosen);
            }
        });
        // the list is skinned when the panel is first opened: a collapsed panel draws only its title,
        // and the window's first frame does not wait for a list nobody sees
        expandedProperty().addListener((obs, was, expanded) -> {
            if (expanded && getContent() == null) {
                setContent(list);
            }
        });
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
