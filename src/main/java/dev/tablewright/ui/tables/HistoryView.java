package dev.tablewright.ui.tables;

import dev.tablewright.dynamo.live.QueryHistory;
import dev.tablewright.ui.common.StyleClasses;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;

/** The history of the chosen connection, newest first: run a read again or save it as an access pattern. */
final class HistoryView extends BorderPane {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    HistoryView(HistoryViewModel history) {
        ListView<QueryHistory.Entry> list = new ListView<>(history.entries());
        list.setId("history-list");
        list.setPlaceholder(new Label("Nothing run on this connection yet"));
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(QueryHistory.Entry entry, boolean empty) {
                super.updateItem(entry, empty);
                setText(empty || entry == null ? null
                        : TIME.format(entry.time()) + "  " + entry.kind() + "  " + entry.text().replaceAll("\\s+", " "));
            }
        });
        Button again = new Button("Run again");
        again.setId("history-rerun");
        again.setOnAction(e -> history.rerun(list.getSelectionModel().getSelectedItem()));
        TextField name = new TextField();
        name.setId("history-pattern-name");
        name.setPromptText("Access pattern name");
        Button save = new Button("Save as access pattern");
        save.setId("history-save-pattern");
        save.setOnAction(e -> {
            if (history.saveAsPattern(list.getSelectionModel().getSelectedItem(), name.getText())) {
                name.clear();
            }
        });
        var readChosen = list.getSelectionModel().selectedItemProperty().map(en -> en.read() != null).orElse(false);
        again.disableProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(() -> !readChosen.getValue(), readChosen));
        save.disableProperty().bind(again.disableProperty());
        Label message = new Label();
        message.setId("history-message");
        message.getStyleClass().add(StyleClasses.HINT);
        message.textProperty().bind(history.messageProperty());
        HBox bar = new HBox(6, again, name, save, message);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4));
        setTop(bar);
        setCenter(list);
    }
}
