package dev.tablewright.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.engine.ItemSize;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** An item's size is measured once: validation, the grid, the review and capacity all ask for it. */
class ItemSizeMemoTest {

    private static Item item() {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        attributes.put("PK", new AttributeValue.S("USER#1"));
        attributes.put("n", new AttributeValue.N("12.5"));
        return Item.of(attributes);
    }

    @Test
    void size_whenAskedTwice_measuresOnce() {
        Item item = item();
        AtomicInteger measured = new AtomicInteger();

        long first = item.size(i -> measured.incrementAndGet() * 0L + 42);
        long second = item.size(i -> measured.incrementAndGet() * 0L + 99);

        assertThat(first).isEqualTo(42);
        assertThat(second).as("the remembered size, not a new measurement").isEqualTo(42);
        assertThat(measured).as("measurements of one item").hasValue(1);
    }

    @Test
    void itemSizeOf_whenAskedAgain_givesTheSameExactSizeFromTheMemo() {
        Item item = item();

        long once = ItemSize.of(item);

        assertThat(once).as("PK (2) + USER#1 (6) + n (1) + 12.5 (3)").isEqualTo(12);
        assertThat(item.size(i -> -7)).as("ItemSize.of remembered its measurement on the item").isEqualTo(12);
        assertThat(ItemSize.of(item)).isEqualTo(once);
    }

    @Test
    void size_whenTooLargeToRemember_measuresEachTime() {
        Item item = item();
        AtomicInteger measured = new AtomicInteger();

        item.size(i -> measured.incrementAndGet() + (long) Integer.MAX_VALUE);
        item.size(i -> measured.incrementAndGet() + (long) Integer.MAX_VALUE);

        assertThat(measured).hasValue(2);
    }
}
