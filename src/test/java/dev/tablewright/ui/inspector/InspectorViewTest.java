package dev.tablewright.ui.inspector;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.DynamoJson;
import dev.tablewright.ui.common.TaskExecutor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;

@ExtendWith(ApplicationExtension.class)
class InspectorViewTest {
    private final InspectorViewModel viewModel = new InspectorViewModel(TaskExecutor.sameThread());

    @Test
    void view_beforeAnyItem_hasNoTableOfLines() {
        InspectorView view = new InspectorView(viewModel);

        assertThat(view.table()).isNull();
        assertThat(view.getChildren()).hasSize(3); // title, summary, verdict
    }

    @Test
    void view_whenAnItemIsShownThenCleared_showsItsLinesThenHidesTheTable() {
        InspectorView view = new InspectorView(viewModel);

        viewModel.itemProperty().set(DynamoJson.parseItem("""
                {"PK": {"S": "ORDER#1"}, "Total": {"N": "-12.5"}}"""));

        assertThat(view.table()).isNotNull();
        assertThat(view.getChildren()).contains(view.table());
        assertThat(view.table().getItems()).extracting(InspectorViewModel.Line::path).containsExactly("PK", "Total");
        assertThat(view.table().isVisible()).isTrue();

        viewModel.itemProperty().set(null);

        assertThat(view.table().isVisible()).isFalse();
        assertThat(view.table().isManaged()).isFalse();

        viewModel.itemProperty().set(DynamoJson.parseItem("""
                {"PK": {"S": "ORDER#2"}}"""));

        assertThat(view.getChildren()).filteredOn(node -> node == view.table()).hasSize(1);
        assertThat(view.table().isVisible()).isTrue();
    }
}
