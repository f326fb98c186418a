package dev.tablewright.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ScalarType;
import java.util.Map;
import org.junit.jupiter.api.Test;

class IndexMembershipTest {
    private static final KeyAttribute G = KeyAttribute.of("G", ScalarType.S);
    private static final KeyAttribute N = KeyAttribute.of("N", ScalarType.N);
    private static final KeySchema KEYS = KeySchema.of(G, N);

    @Test
    void exclusion_whenEveryKeyPresentWithItsType_isEmpty() {
        Item item = Item.of(Map.of("G", AttributeValue.s("g"), "N", AttributeValue.n(1)));

        assertThat(IndexMembership.holds(KEYS, item)).isTrue();
        assertThat(IndexMembership.exclusion(KEYS, item)).isEmpty();
    }

    @Test
    void exclusion_whenSortKeyHasTheWrongType_namesItAndTheValueFound() {
        Item item = Item.of(Map.of("G", AttributeValue.s("g"), "N", AttributeValue.s("1")));

        assertThat(IndexMembership.holds(KEYS, item)).isFalse();
        assertThat(IndexMembership.exclusion(KEYS, item))
                .contains(new IndexMembership.Exclusion(N, AttributeValue.s("1")));
    }

    @Test
    void exclusion_whenPartitionKeyAbsent_isAbsentOnThatKey() {
        Item item = Item.of(Map.of("N", AttributeValue.n(1)));

        assertThat(IndexMembership.exclusion(KEYS, item)).hasValueSatisfying(why -> {
            assertThat(why.key()).isEqualTo(G);
            assertThat(why.isAbsent()).isTrue();
        });
    }
}
