package dev.tablewright.ui.review;

import dev.tablewright.review.ReviewFinding;
import dev.tablewright.review.ReviewSeverity;
import dev.tablewright.ui.common.StyleClasses;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The Review tab: a status line, the findings as a table (severity, code, where, message, fix, and
 * an Apply button where the fix is a model edit), and the chosen finding in full below. Clicking a
 * finding (or Enter) shows what it is about.
 */
public final class ReviewView extends VBox {
    private final TableView<ReviewFinding> table;

    public ReviewView(ReviewViewModel viewModel) {
        super(8);
        getStyleClass().add(StyleClasses.REVIEW);
        setPadding(new Insets(12));
        Label title = new Label("Design review");
        title.getStyleClass().add(StyleClasses.PANEL_TITLE);
        Label status = new Label();
        status.setId("review-status");
        status.getStyleClass().add(StyleClasses.HINT);
        status.textProperty().bind(viewModel.statusProperty());
        table = new TableView<>(viewModel.findings());
        table.setId("review-findings");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label("No findings: the review has nothing to say about this model."));
        TableColumn<ReviewFinding, ReviewSeverity> severity = new TableColumn<>("");
        severity.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().severity()));
        severity.setPrefWidth(36);
        severity.setMaxWidth(36);
        severity.setSortable(false);
        severity.setCellFactory(c -> new SeverityCell());
        table.getColumns().add(severity);
        table.getColumns().add(text("Code", f -> f.code().name(), 150));
        table.getColumns().add(text("Where", ReviewViewModel::where, 170));
        table.getColumns().add(wrapping("Message", ReviewFinding::message, 380));
        table.getColumns().add(wrapping("Fix", ReviewFinding::fix, 260));
        table.getColumns().add(applyColumn(viewModel));
        VBox.setVgrow(table, Priority.ALWAYS);
        table.setRowFactory(t -> {
            TableRow<ReviewFinding> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (!row.isEmpty() && !insideButton(e.getPickResult().getIntersectedNode())) {
                    viewModel.show(row.getItem());
                }
            });
            return row;
        });
        table.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                viewModel.show(table.getSelectionModel().getSelectedItem());
            }
        });
        Label detail = new Label();
        detail.setId("review-detail");
        detail.setWrapText(true);
        detail.setMinHeight(Region.USE_PREF_SIZE);
        detail.textProperty().bind(table.getSelectionModel().selectedItemProperty().map(f -> f.line())
                .orElse("Click a finding to show its table, index, pattern or items; Apply makes its fix an "
                        + "edit you can undo (Ctrl+Z)."));
        getChildren().addAll(title, status, table, detail);
    }

    /** The findings table. */
    public TableView<ReviewFinding> table() {
        return table;
    }

    private static boolean insideButton(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n instanceof Button) {
                return true;
            }
        }
        return false;
    }

    private static String symbol(ReviewSeverity severity) {
        return switch (severity) {
            case ERROR -> "✖";
            case WARNING -> "▲";
            case INFO -> "ℹ";
        };
    }

    private static TableColumn<ReviewFinding, String> text(String name, Function<ReviewFinding, String> value,
                                                           double width) {
        TableColumn<ReviewFinding, String> column = new TableColumn<>(name);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
        column.setPrefWidth(width);
        column.setSortable(false);
        return column;
    }

    /** A column whose text wraps to the column's width (messages are a sentence or three). */
    private static TableColumn<ReviewFinding, String> wrapping(String name, Function<ReviewFinding, String> value,
                                                               double width) {
        TableColumn<ReviewFinding, String> column = text(name, value, width);
        column.setCellFactory(c -> new TableCell<>() {
            private final Label label = new Label();

            {
                label.setWrapText(true);
                label.maxWidthProperty().bind(c.widthProperty().subtract(12));
                label.setMinHeight(Region.USE_PREF_SIZE);
            }

            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                label.setText(empty ? null : text);
                setGraphic(empty ? null : label);
                setTooltip(empty || text == null ? null : new Tooltip(text));
            }
        });
        return column;
    }

    private static TableColumn<ReviewFinding, ReviewFinding> applyColumn(ReviewViewModel viewModel) {
        TableColumn<ReviewFinding, ReviewFinding> column = new TableColumn<>("");
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        column.setPrefWidth(90);
        column.setMinWidth(90);
        column.setSortable(false);
        column.setCellFactory(c -> new TableCell<>() {
            private final Button apply = new Button("Apply");

            {
                apply.getStyleClass().add(StyleClasses.SMALL);
                apply.setOnAction(e -> viewModel.apply(getItem()));
            }

            @Override
            protected void updateItem(ReviewFinding finding, boolean empty) {
                super.updateItem(finding, empty);
                boolean fixable = !empty && ReviewViewModel.canApply(finding);
                if (fixable) {
                    apply.setTooltip(new Tooltip(finding.fixAction().orElseThrow().description()));
                }
                setGraphic(fixable ? new HBox(apply) : null);
            }
        });
        return column;
    }

    /** The severity as a symbol, coloured by a style class. */
    private static final class SeverityCell extends TableCell<ReviewFinding, ReviewSeverity> {
        @Override
        protected void updateItem(ReviewSeverity severity, boolean empty) {
            super.updateItem(severity, empty);
            getStyleClass().removeAll(StyleClasses.REVIEW_ERROR, StyleClasses.REVIEW_WARNING, StyleClasses.REVIEW_INFO);
            if (empty || severity == null) {
                setText(null);
                setTooltip(null);
                return;
            }
            setText(symbol(severity));
            getStyleClass().add(switch (severity) {
                case ERROR -> StyleClasses.REVIEW_ERROR;
                case WARNING -> StyleClasses.REVIEW_WARNING;
                case INFO -> StyleClasses.REVIEW_INFO;
            });
            setTooltip(new Tooltip(severity.name()));
        }
    }
}
