package dev.tablewright.formats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AttributeValue;
import org.junit.jupiter.api.Test;

class SharedValuesTest {

    private static AttributeValue of(SharedValues shared, String text, int column) {
        char[] chars = ("..." + text + "...").toCharArray();
        return shared.of(chars, 3, text.length(), column);
    }

    @Test
    void of_whenATextRepeats_givesTheValueMadeFirst() {
        SharedValues shared = new SharedValues(AttributeValue::s);

        AttributeValue first = of(shared, "OPEN", 0);

        assertThat(of(shared, "OPEN", 0)).isSameAs(first);
        assertThat(of(shared, "OPEN!", 0)).isEqualTo(AttributeValue.s("OPEN!")).isNotSameAs(first);
        assertThat(of(shared, "x".repeat(SharedValues.MAX_TEXT + 1), 0)).isEqualTo(AttributeValue.s("x".repeat(65)));
    }

    @Test
    void of_whenOneColumnNeverRepeats_stillSharesAnotherColumnsValues() {
        SharedValues shared = new SharedValues(AttributeValue::s);
        java.util.Set<AttributeValue> statuses = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

        for (int i = 0; i < 3 * SharedValues.SKIP; i++) {
            assertThat(of(shared, "ORDER#" + i, 0)).isEqualTo(AttributeValue.s("ORDER#" + i));
            statuses.add(of(shared, "SHIPPED", 1));
        }

        // made again only when a sort key took its slot (in a small cache, mostly): not one in a thousand
        assertThat(statuses).hasSizeLessThan(3 * SharedValues.SKIP / 1000);
    }

    @Test
    void of_whenAColumnStartsRepeatingAfterBeingSkipped_sharesItsValuesAgain() {
        SharedValues shared = new SharedValues(AttributeValue::s);
        for (int i = 0; i < SharedValues.WINDOW; i++) {
            of(shared, "unique" + i, 0); // now skipped for a while
        }

        AttributeValue first = of(shared, "again", 0);
        AttributeValue later = null;
        for (int i = 0; i < SharedValues.SKIP + SharedValues.WINDOW; i++) {
            later = of(shared, "again", 0);
        }

        assertThat(first).isNotSameAs(later); // made while the column was skipped
        assertThat(of(shared, "again", 0)).isSameAs(later);
    }
}
