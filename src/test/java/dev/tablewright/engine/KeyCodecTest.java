package dev.tablewright.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.testing.RandomValues;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

class KeyCodecTest {
    @Test
    void sortable_whenNumbersAreSortedByTheirBytes_givesNumericOrder() {
        RandomValues values = new RandomValues(3);
        List<String> numbers = new ArrayList<>(List.of("0", "-0.0", "1", "1.0", "-1", "10", "9.99", "-10", "-9.99",
                "1E-130", "-1E-130", "9.9999999999999999999999999999999999999E+125"));
        for (int i = 0; i < 5000; i++) {
            numbers.add(values.number());
        }
        List<String> byBytes = new ArrayList<>(numbers);
        byBytes.sort(Comparator.comparing(n -> KeyCodec.sortable(AttributeValue.n(n))));
        List<String> byValue = new ArrayList<>(numbers);
        byValue.sort(Comparator.comparing(BigDecimal::new));
        for (int i = 0; i < numbers.size(); i++) {
            assertThat(new BigDecimal(byBytes.get(i))).as("position %d", i)
                    .isEqualByComparingTo(new BigDecimal(byValue.get(i)));
        }
    }

    @Test
    void base100_whenMeasured_hasDynamoDbsNumberSize() {
        RandomValues values = new RandomValues(4);
        for (int i = 0; i < 5000; i++) {
            String n = values.number();
            assertThat((long) KeyCodec.base100(new BigDecimal(n)).length).as(n).isEqualTo(ItemSize.numberSize(n));
        }
    }

    @Test
    void hash_whenTwoValuesAreEqualNumbers_isTheSame() {
        assertThat(KeyCodec.hash(AttributeValue.n("1.50"))).isEqualTo(KeyCodec.hash(AttributeValue.n("1.5")));
        assertThat(KeyCodec.hash(AttributeValue.s("a"), AttributeValue.n("2")))
                .isNotEqualTo(KeyCodec.hash(AttributeValue.s("b"), AttributeValue.n("2")));
    }
}
