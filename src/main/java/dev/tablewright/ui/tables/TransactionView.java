package dev.tablewright.ui.tables;

import dev.tablewright.dynamo.live.TransactionAction;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.cell.ComboBoxTableCell;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import java.util.function.Function;

/**
 * The transaction builder: a row per action (kind, table, item or key as DynamoDB JSON, update
 * and condition expressions, values), each cell editable; after a run, each action's outcome.
 */
final class TransactionView extends BorderPane {
    TransactionView(TablesViewModel viewModel) {
        TransactionViewModel tx = viewModel.transaction();
        TableView<TransactionViewModel.Action> table = new TableView<>(tx.actions());
        table.setId("tx-actions");
        table.setEditable(true);
        table.setPlaceholder(new Label("Add actions: the editor's item (Put) or its key (the others)"));
        TableColumn<TransactionViewModel.Action, TransactionAction.Kind> kind = new TableColumn<>("Action");
        kind.setCellValueFactory(c -> c.getValue().kindProperty());
        kind.setCellFactory(ComboBoxTableCell.forTableColumn(TransactionAction.Kind.values()));
        table.getColumns().add(kind);
        TableColumn<TransactionViewModel.Action, String> outcome = new TableColumn<>("Outcome");
        outcome.setCellValueFactory(c -> c.getValue().outcomeProperty());
        outcome.setPrefWidth(300);
        outcome.setEditable(false);
        table.getColumns().add(outcome);
        table.getColumns().add(text("Table", TransactionViewModel.Action::tableProperty, 110));
        table.getColumns().add(text("Item or key (DynamoDB JSON)", TransactionViewModel.Action::itemProperty, 260));
        table.getColumns().add(text("Update", TransactionViewModel.Action::updateProperty, 140));
        table.getColumns().add(text("Condition", TransactionViewModel.Action::conditionProperty, 160));
        table.getColumns().add(text("Values", TransactionViewModel.Action::valuesProperty, 140));
        FlowPane bar = new FlowPane(6, 4);
        bar.setPadding(new Insets(4));
        for (TransactionAction.Kind k : TransactionAction.Kind.values()) {
            Button add = new Button("+ " + k);
            add.setId("tx-add-" + k.name().toLowerCase(java.util.Locale.ROOT));
            add.setOnAction(e -> viewModel.addAction(k));
            bar.getChildren().add(add);
        }
        Button remove = new Button("Remove");
        remove.setOnAction(e -> {
            var selected = table.getSelectionModel().getSelectedItem();
            if (selected != null) {
                tx.actions().remove(selected);
            }
        });
        Button run = new Button("Run transaction");
        run.setId("tx-run");
        run.setOnAction(e -> viewModel.runTransaction());
        Label count = new Label();
        count.textProperty().bind(javafx.beans.binding.Bindings.size(tx.actions()).asString("%d of "
                + TransactionViewModel.MAX_ACTIONS + " actions"));
        bar.getChildren().addAll(remove, run, count);
        setTop(bar);
        setCenter(table);
    }

    private static TableColumn<TransactionViewModel.Action, String> text(String title,
            Function<TransactionViewModel.Action, javafx.beans.property.StringProperty> property, double width) {
        TableColumn<TransactionViewModel.Action, String> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> property.apply(c.getValue()));
        column.setCellFactory(TextFieldTableCell.forTableColumn());
        column.setPrefWidth(width);
        return column;
    }
}
