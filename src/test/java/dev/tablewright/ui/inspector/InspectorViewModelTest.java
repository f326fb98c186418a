package dev.tablewright.ui.inspector;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.DynamoJson;
import dev.tablewright.ui.common.TaskExecutor;
import org.junit.jupiter.api.Test;

class InspectorViewModelTest {
    @Test
    void item_whenNested_flattensToPathsWithTypesAndSummarisesCost() {
        InspectorViewModel inspector = new InspectorViewModel(TaskExecutor.sameThread());

        inspector.itemProperty().set(DynamoJson.parseItem("""
                {"PK": {"S": "ORDER#1"}, "Total": {"N": "-12.5"},
                 "Address": {"M": {"City": {"S": "Oslo"}, "Lines": {"L": [{"N": "1"}, {"SS": ["a", "b"]}]}}}}"""));

        assertThat(inspector.lines()).extracting(InspectorViewModel.Line::path, InspectorViewModel.Line::type)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("PK", "S"),
                        org.assertj.core.groups.Tuple.tuple("Total", "N"),
                        org.assertj.core.groups.Tuple.tuple("Address", "M"),
                        org.assertj.core.groups.Tuple.tuple("Address.City", "S"),
                        org.assertj.core.groups.Tuple.tuple("Address.Lines", "L"),
                        org.assertj.core.groups.Tuple.tuple("Address.Lines[0]", "N"),
                        org.assertj.core.groups.Tuple.tuple("Address.Lines[1]", "SS"));
        assertThat(inspector.summaryProperty().get()).startsWith("3 attributes · 52 bytes · 1 WCU to write");
    }

    @Test
    void item_whenCleared_asksForASelection() {
        InspectorViewModel inspector = new InspectorViewModel(TaskExecutor.sameThread());
        inspector.itemProperty().set(DynamoJson.parseItem("{\"a\": {\"BOOL\": true}}"));

        inspector.itemProperty().set(null);

        assertThat(inspector.lines()).isEmpty();
        assertThat(inspector.summaryProperty().get()).isEqualTo("Select an item to inspect it.");
    }
}
