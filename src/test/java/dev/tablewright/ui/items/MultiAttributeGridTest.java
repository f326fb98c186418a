package dev.tablewright.ui.items;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Items grid of a multi-attribute GSI (2 partition-key and 3 sort-key attributes), without a toolkit. */
class MultiAttributeGridTest {
    private static Item item(Object... pairs) {
        Map<String, AttributeValue> a = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            Object v = pairs[i + 1];
            a.put((String) pairs[i], v instanceof Integer n ? AttributeValue.n(n) : AttributeValue.s((String) v));
        }
        return Item.of(a);
    }

    private static Item order(String id, String region, String store, int year, String status, int total) {
        return item("PK", id, "Region", region, "Store", store, "Year", year, "Status", status, "Total", total);
    }

    /** A table whose GSI ByStore has partition key (Region, Store) and sort key (Year N, Status S, Total N). */
    private static Table table() {
        KeySchema gsiKeys = KeySchema.of(
                List.of(KeyAttribute.of("Region", ScalarType.S), KeyAttribute.of("Store", ScalarType.S)),
                List.of(KeyAttribute.of("Year", ScalarType.N), KeyAttribute.of("Status", ScalarType.S),
                        KeyAttribute.of("Total", ScalarType.N)));
        return Table.of("Shop", KeySchema.of(KeyAttribute.of("PK", ScalarType.S)))
                .withItems(List.of(
                        order("o1", "eu", "s1", 2024, "OPEN", 100),
                        order("o2", "eu", "s1", 2023, "SHIPPED", 5),
                        order("o3", "eu", "s1", 2024, "OPEN", 9),
                        order("o4", "eu", "s2", 2022, "OPEN", 1),
                        order("o5", "us", "s1", 2021, "OPEN", 1),
                        item("PK", "o6", "Region", "eu", "Store", "s1", "Status", "OPEN", "Total", 3),
                        item("PK", "o7", "Region", "eu", "Store", "s1", "Year", "2024", "Status", "OPEN", "Total", 3)))
                .withIndexes(List.of(SecondaryIndex.gsi("ByStore", gsiKeys, Projection.all())), List.of());
    }

    @Test
    void show_whenIndexHasTwoPlusThreeKeyAttributes_givesEachItsOwnKeyColumnPartitionKeysFirst() {
        ItemGridViewModel grid = new ItemGridViewModel();

        grid.show(table(), "ByStore", null);

        assertThat(grid.keyColumns()).containsExactly("Region", "Store", "Year", "Status", "Total");
        assertThat(grid.partitionKeyColumns()).as("Region and Store are the partition key").isEqualTo(2);
    }

    @Test
    void show_whenIndexHasMultiAttributeKeys_groupsByTheWholePartitionKeyAndSortsByEachSortKeyByItsType() {
        ItemGridViewModel grid = new ItemGridViewModel();

        grid.show(table(), "ByStore", null);

        assertThat(grid.rows()).extracting(r -> text(r.item()),
                        ItemGridViewModel.Row::group, ItemGridViewModel.Row::groupStart)
                .containsExactly(
                        tuple("o2", 0, true),
                        tuple("o3", 0, false),   // 2024 OPEN 9 before 2024 OPEN 100: Total is a number
                        tuple("o1", 0, false),
                        tuple("o4", 1, true),
                        tuple("o5", 2, true));
        assertThat(grid.rows().get(0).groupSize()).isEqualTo(3);
        assertThat(grid.captionProperty().get()).endsWith("5 items in 3 partitions");
        assertThat(grid.partitions()).extracting(PartitionLoad::partition)
                .containsExactlyInAnyOrder("eu · s1", "eu · s2", "us · s1");
    }

    @Test
    void missing_whenAnItemLacksOrMistypesAKeyAttribute_namesThatAttribute() {
        ItemGridViewModel grid = new ItemGridViewModel();

        grid.show(table(), "ByStore", null);

        assertThat(grid.missing()).extracting(m -> text(m.item()), ItemGridViewModel.Missing::reason)
                .containsExactlyInAnyOrder(tuple("o6", "lacks Year"), tuple("o7", "Year is S, not N"));
    }

    private static String text(Item item) {
        return ((AttributeValue.S) item.get("PK")).value();
    }
}
