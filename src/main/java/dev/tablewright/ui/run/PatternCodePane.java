package dev.tablewright.ui.run;

import dev.tablewright.codegen.CodeLanguage;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import dev.tablewright.ui.common.StyleClasses;

/** The Code tab of the pattern runner: a language, the pattern written in it (read-only), and Copy. */
final class PatternCodePane extends VBox {
    PatternCodePane(PatternCodeViewModel viewModel) {
        super(6);
        setPadding(new Insets(6, 0, 0, 0));
        ComboBox<CodeLanguage> language = new ComboBox<>(viewModel.languages());
        language.setId("code-language");
        language.valueProperty().bindBidirectional(viewModel.languageProperty());
        language.setTooltip(new Tooltip("Java: AWS SDK v2 · Python: boto3 · JavaScript: AWS SDK v3 · "
                + "AWS CLI: a bash script with jq"));
        Button copy = new Button("Copy");
        copy.setId("code-copy");
        copy.getStyleClass().add(StyleClasses.SMALL);
        copy.disableProperty().bind(viewModel.codeProperty().isEmpty());
        copy.setOnAction(e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(viewModel.codeProperty().get());
            Clipboard.getSystemClipboard().setContent(content);
        });
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox header = new HBox(8, new Label("Language"), language, gap, copy);
        header.setAlignment(Pos.CENTER_LEFT);
        TextArea code = new TextArea();
        code.setId("code-text");
        code.setEditable(false);
        code.getStyleClass().add(StyleClasses.CODE);
        code.textProperty().bind(viewModel.codeProperty());
        VBox.setVgrow(code, Priority.ALWAYS);
        getChildren().addAll(header, code);
    }
}
