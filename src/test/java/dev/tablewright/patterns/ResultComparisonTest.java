package dev.tablewright.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Comparing two engines' results of one pattern. */
class ResultComparisonTest {
    private static Item item(String pk, String sk, String total) {
        return Item.of(Map.of("PK", AttributeValue.s(pk), "SK", AttributeValue.s(sk), "Total", AttributeValue.n(total)));
    }

    private static final List<String> KEYS = List.of("PK", "SK");

    @Test
    void of_whenNumbersDifferOnlyInTheirText_isTheSame() {
        ResultComparison c = ResultComparison.of("memory", List.of(item("A", "1", "6.20")), "Local",
                List.of(item("A", "1", "6.2")), KEYS);

        assertThat(c.same()).isTrue();
        assertThat(c.summary()).isEqualTo("Same result on memory and Local: 1 item in the same order.");
    }

    @Test
    void of_whenItemsMissingChangedAndReordered_saysEachDifference() {
        ResultComparison c = ResultComparison.of("memory",
                List.of(item("A", "1", "1"), item("A", "2", "2"), item("B", "1", "3")), "Local",
                List.of(item("A", "2", "2"), item("A", "1", "9"), item("C", "1", "4")), KEYS);

        assertThat(c.same()).isFalse();
        assertThat(c.onlyLeft()).containsExactly(item("B", "1", "3"));
        assertThat(c.onlyRight()).containsExactly(item("C", "1", "4"));
        assertThat(c.changed()).containsExactly(item("A", "1", "1"));
        assertThat(c.sameOrder()).isFalse();
        assertThat(c.summary()).isEqualTo("Different: 1 only on memory; 1 only on Local; 1 with different attributes;"
                + " the common items come in a different order.");
    }
}
