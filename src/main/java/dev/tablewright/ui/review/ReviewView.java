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
import javafx.scene.text.Text;

/**
 * The Review tab: a status line, the findings as a table (severity; code and where; message and fix;
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
        table.getColumns().add(twoLines("Finding", f -> f.code().name(),
                f -> ReviewViewModel.where(f).replace("/", " / "), 190, true));
        table.getColumns().add(twoLines("Message and fix", ReviewFinding::message, f -> "→ " + f.fix(), 420, false));
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
        detail.textProperty().bind(table.getSelectionModel().selectedItemProperty().map(f -> f.fixAction()
                        .map(a -> "Apply: " + a.description() + ". Undo (Ctrl+Z) takes it back.")
                        .orElse("This finding's fix needs your judgement: no edit to apply."))
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

    /**
     * A column of two texts a finding, the second under the first, each wrapped to the column's
     * width (messages are a sentence or three): the code and where it is, or the message and the fix.
     */
    private static TableColumn<ReviewFinding, ReviewFinding> twoLines(String name, Function<ReviewFinding, String> first,
                                                                      Function<ReviewFinding, String> second,
                                                                      double width, boolean strong) {
        TableColumn<ReviewFinding, ReviewFinding> column = new TableColumn<>(name);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellFactory(c -> new TableCell<>() {
            private final Text top = new Text();
            private final Text bottom = new Text();
            private final VBox box = new VBox(2, top, bottom);

            {
                top.getStyleClass().add(StyleClasses.REVIEW_TEXT);
                if (strong) {
                    top.getStyleClass().add(StyleClasses.REVIEW_FIRST);
                }
                bottom.getStyleClass().addAll(StyleClasses.REVIEW_TEXT, StyleClasses.REVIEW_SECOND);
                top.wrappingWidthProperty().bind(c.widthProperty().subtract(14));
                bottom.wrappingWidthProperty().bind(c.widthProperty().subtract(14));
            }

            @Override
            protected void updateItem(ReviewFinding finding, boolean empty) {
                super.updateItem(finding, empty);
                if (empty || finding == null) {
                    setGraphic(null);
                    return;
                }
                top.setText(first.apply(finding));
                bottom.setText(second.apply(finding));
                setGraphic(box);
            }
        });
        return column;
    }

    private static TableColumn<ReviewFinding, ReviewFinding> applyColumn(ReviewViewModel viewModel) {
        TableColumn<ReviewFinding, ReviewFinding> column = new TableColumn<>("");
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        column.setPrefWidth(80);
        column.setMinWidth(80);
        column.setSortable(false);
        column.setCellFactory(c -> new TableCell<>() {
            private final Button apply = new Button("Apply");

            {
                apply.getStyleClass().add(StyleClasses.SMALL);
                apply.setOnAction(e -> viewModel.apply(getItem()));
                // a finding of a model being reviewed again may already be fixed: wait for the new findings
                apply.disableProperty().bind(viewModel.reviewingProperty());
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
