package dev.tablewright.ui.items;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.junit.jupiter.api.Test;

/** The window of rows a grid's table holds, without a toolkit. */
class RowWindowTest {
    private static ObservableList<String> rows(int count) {
        return FXCollections.observableArrayList(IntStream.range(0, count).mapToObj(i -> "r" + i).toList());
    }

    /** A window that follows every change of its list, as the grid makes it. */
    private static RowWindow<String> window(ObservableList<String> all, int size) {
        RowWindow<String> window = new RowWindow<>(all, size);
        all.addListener((ListChangeListener<String>) window::follow);
        return window;
    }

    private static void assertConsistent(RowWindow<String> window, ObservableList<String> all, int size) {
        int shown = Math.min(size, all.size());
        assertThat(window.base()).isBetween(0, Math.max(0, all.size() - shown));
        assertThat(window.shown()).containsExactlyElementsOf(all.subList(window.base(), window.base() + shown));
    }

    @Test
    void follow_whenEveryRowFits_repeatsEachChangeAsItWasMade() {
        ObservableList<String> all = rows(5);
        RowWindow<String> window = window(all, 10);
        List<String> seen = new ArrayList<>();
        window.shown().addListener((ListChangeListener<String>) c -> {
            while (c.next()) {
                seen.add((c.wasReplaced() ? "replaced " : c.wasAdded() ? "added " : "removed ") + c.getFrom() + "-" + c.getTo());
            }
        });

        all.set(2, "x");
        all.add(1, "y");
        all.remove(0);
        all.setAll("a", "b");

        assertThat(window.shown()).containsExactly("a", "b");
        assertThat(window.windowed()).isFalse();
        assertThat(seen).containsExactly("replaced 2-3", "added 1-2", "removed 0-0", "replaced 0-2");
    }

    @Test
    void centreOn_whenTheListIsLongerThanTheWindow_holdsTheRowsAroundTheIndex() {
        ObservableList<String> all = rows(100);
        RowWindow<String> window = window(all, 10);

        assertThat(window.windowed()).isTrue();
        assertThat(window.shown()).hasSize(10).startsWith("r0");
        assertThat(window.centreOn(50)).isTrue();
        assertThat(window.base()).isEqualTo(45);
        assertThat(window.toLocal(50)).isEqualTo(5);
        assertThat(window.toLocal(44)).isEqualTo(-1);
        assertThat(window.centreOn(50)).isFalse();
        window.centreOn(99);
        assertThat(window.base()).isEqualTo(90);
        assertThat(window.shown()).endsWith("r99");
        window.centreOn(2);
        assertThat(window.base()).isZero();
        assertConsistent(window, all, 10);
    }

    @Test
    void nearEdge_isTrueOnlyTowardsAnEndOfTheWindowThatIsNotAnEndOfTheList() {
        ObservableList<String> all = rows(100);
        RowWindow<String> window = window(all, 10);

        assertThat(window.nearEdge(0, 3, 2)).as("the top of the list").isFalse();
        assertThat(window.nearEdge(5, 8, 2)).as("rows below the window").isTrue();
        window.centreOn(50);
        assertThat(window.nearEdge(1, 4, 2)).isTrue();
        assertThat(window.nearEdge(3, 6, 2)).isFalse();
        window.centreOn(99);
        assertThat(window.nearEdge(6, 9, 2)).as("the bottom of the list").isFalse();
        all.remove(50, 100);
        window.centreOn(0);
        assertThat(window.nearEdge(6, 9, 2)).isTrue();
    }

    @Test
    void follow_whenARowOfAWindowedListIsReplaced_replacesItInTheWindowOnly() {
        ObservableList<String> all = rows(100);
        RowWindow<String> window = window(all, 10);
        window.centreOn(50);
        List<ListChangeListener.Change<? extends String>> changes = new ArrayList<>();
        window.shown().addListener((ListChangeListener<String>) c -> {
            c.next();
            changes.add(c);
        });

        all.set(47, "edited");
        all.set(3, "elsewhere");

        assertThat(window.shown().get(2)).isEqualTo("edited");
        assertThat(window.shown()).doesNotContain("elsewhere");
        assertThat(changes).hasSize(1);
        assertConsistent(window, all, 10);
    }

    @Test
    void follow_whenRowsAreAddedOrRemovedBeforeTheWindow_keepsShowingTheSameRows() {
        ObservableList<String> all = rows(100);
        RowWindow<String> window = window(all, 10);
        window.centreOn(50);

        all.addAll(0, List.of("n1", "n2", "n3"));
        assertThat(window.shown().get(0)).isEqualTo("r45");
        all.remove(0, 10);
        assertThat(window.shown().get(0)).isEqualTo("r45");
        assertThat(window.base()).isEqualTo(38);
        all.remove(30, 50);
        assertThat(window.base()).as("its first row was removed: it starts where the rows were").isEqualTo(30);
        assertConsistent(window, all, 10);
    }

    @Test
    void follow_whenTheListShrinksToFitOrGrowsPastTheWindow_showsAllOrTheFirstRows() {
        ObservableList<String> all = rows(100);
        RowWindow<String> window = window(all, 10);
        window.centreOn(80);

        all.setAll("a", "b", "c");
        assertThat(window.shown()).containsExactly("a", "b", "c");
        assertThat(window.windowed()).isFalse();
        all.addAll(rows(20));
        assertThat(window.windowed()).isTrue();
        assertConsistent(window, all, 10);
        assertThat(window.shown()).startsWith("a", "b", "c");
    }

    @Test
    void follow_whenAnEmptyListIsFilledPastTheWindow_showsItsFirstRows() {
        ObservableList<String> all = FXCollections.observableArrayList();
        RowWindow<String> window = window(all, 10);

        all.setAll(rows(100));

        assertThat(window.base()).isZero();
        assertThat(window.shown()).hasSize(10).startsWith("r0");
    }

    @Test
    void followIndex_movesWithRowsAddedAndRemovedBeforeIt() {
        ObservableList<String> all = rows(10);
        int[] at = {5, 5, 5};
        all.addListener((ListChangeListener<String>) c -> {
            at[0] = RowWindow.follow(at[0], c, false);
            at[1] = RowWindow.follow(at[1], c, true);
        });

        all.add(0, "x");
        assertThat(at[0]).isEqualTo(6);
        all.set(6, "replaced");
        assertThat(at[0]).isEqualTo(6);
        all.remove(8);
        assertThat(at[0]).isEqualTo(6);
        all.remove(5, 7);
        assertThat(at[0]).as("removed").isEqualTo(-1);
        assertThat(at[1]).as("where it was").isEqualTo(5);
    }

    @Test
    void follow_overRandomChangesAndMoves_alwaysHoldsAContiguousSliceOfTheList() {
        Random random = new Random(20261123);
        for (int size : new int[] {1, 7, 50}) {
            ObservableList<String> all = rows(random.nextInt(120));
            RowWindow<String> window = window(all, size);
            int serial = 0;
            for (int step = 0; step < 3_000; step++) {
                int n = all.size();
                switch (random.nextInt(7)) {
                    case 0 -> all.add(random.nextInt(n + 1), "a" + serial++);
                    case 1 -> {
                        if (n > 0) {
                            all.set(random.nextInt(n), "s" + serial++);
                        }
                    }
                    case 2 -> {
                        if (n > 0) {
                            int from = random.nextInt(n);
                            all.remove(from, Math.min(n, from + 1 + random.nextInt(15)));
                        }
                    }
                    case 3 -> all.setAll(rows(random.nextInt(150)));
                    case 4 -> {
                        if (n > 0) {
                            int from = random.nextInt(n);
                            int to = Math.min(n, from + random.nextInt(20));
                            List<String> replacement = IntStream.range(0, random.nextInt(20)).mapToObj(i -> "b" + i).toList();
                            all.subList(from, to).clear();
                            all.addAll(from, replacement);
                        }
                    }
                    case 5 -> window.centreOn(n == 0 ? 0 : random.nextInt(n));
                    default -> all.addAll(rows(random.nextInt(30)));
                }
                assertConsistent(window, all, size);
            }
        }
    }
}
