package dev.tablewright.ui.inspector;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.Item;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.testing.DeferredTaskExecutor;
import java.util.Optional;
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

    @Test
    void refreshVerdict_whenAnOlderExplanationFinishesAfterTheLatest_showsTheLatestItemsVerdict() {
        DeferredTaskExecutor executor = new DeferredTaskExecutor();
        InspectorViewModel inspector = new InspectorViewModel(executor);
        Item first = DynamoJson.parseItem("{\"PK\": {\"S\": \"first\"}}");
        Item second = DynamoJson.parseItem("{\"PK\": {\"S\": \"second\"}}");
        inspector.setVerdictSource(item -> Optional.of(() -> "about " + (item == first ? "first" : "second")));

        inspector.itemProperty().set(first);
        inspector.itemProperty().set(second);
        assertThat(inspector.verdictProperty().get()).as("while both are explained").isEqualTo(InspectorViewModel.EXPLAINING);
        executor.runLast();
        assertThat(inspector.verdictProperty().get()).isEqualTo("about second");
        executor.runNext();

        assertThat(inspector.verdictProperty().get()).as("the older, slower answer must not replace the latest")
                .isEqualTo("about second");
    }

    @Test
    void refreshVerdict_whenTheItemIsClearedWhileExplaining_staysEmpty() {
        DeferredTaskExecutor executor = new DeferredTaskExecutor();
        InspectorViewModel inspector = new InspectorViewModel(executor);
        inspector.setVerdictSource(item -> Optional.of(() -> "✓ Returned"));

        inspector.itemProperty().set(DynamoJson.parseItem("{\"a\": {\"BOOL\": true}}"));
        inspector.itemProperty().set(null);
        executor.runAll();

        assertThat(inspector.verdictProperty().get()).isEmpty();
    }
}
