package dev.tablewright.ui.items;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.Test;

/** The grid's row list: content replaced at once, listeners told only the range that differs. */
class RowListTest {
    private static List<Integer> numbers(int count) {
        return IntStream.range(0, count).boxed().toList();
    }

    private static List<String> recorded(RowList<Integer> list) {
        List<String> seen = new ArrayList<>();
        list.addListener((ListChangeListener<Integer>) c -> {
            while (c.next()) {
                seen.add(c.getFrom() + ".." + c.getTo() + " removed " + c.getRemoved() + " added " + c.getAddedSubList());
            }
        });
        return seen;
    }

    @Test
    void replace_ofOneRangeInAMillion_tellsListenersThatRangeOnly() {
        RowList<Integer> list = new RowList<>();
        list.replaceAll(numbers(1_000_000));
        List<String> seen = recorded(list);
        List<Integer> after = new ArrayList<>(numbers(1_000_000));
        after.set(500_000, -1);
        after.add(500_001, -2);

        list.replace(after, 500_000, 500_001, 500_002);

        assertThat(seen).containsExactly("500000..500002 removed [500000] added [-1, -2]");
        assertThat(list).hasSize(1_000_001);
        assertThat(list.get(500_002)).isEqualTo(500_001);
    }

    @Test
    void replace_withAnInsertionARemovalOrNothing_reportsAnAddARemoveOrNoChange() {
        RowList<Integer> list = new RowList<>();
        list.replaceAll(List.of(1, 2, 3));
        List<String> seen = recorded(list);

        list.replace(List.of(1, 9, 2, 3), 1, 1, 2);
        list.replace(List.of(1, 3), 1, 3, 1);
        list.replace(List.of(1, 3), 2, 2, 2);
        list.replaceAll(List.of());

        assertThat(seen).containsExactly("1..2 removed [] added [9]", "1..1 removed [9, 2] added []",
                "0..0 removed [1, 3] added []");
        assertThat(list).isEmpty();
    }

    @Test
    void replace_withARangeTheListsDoNotShare_isRefusedAndChangesNothing() {
        RowList<Integer> list = new RowList<>();
        list.replaceAll(List.of(1, 2, 3));

        assertThatThrownBy(() -> list.replace(List.of(1, 2), 1, 2, 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a range of both lists");
        assertThat(list).containsExactly(1, 2, 3);
    }
}
