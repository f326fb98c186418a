package dev.tablewright.ui.items;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Facet;
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

/** The aggregate view's layout, without a toolkit. */
class ItemGridViewModelTest {
    private static Item item(Object... pairs) {
        Map<String, AttributeValue> a = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            Object v = pairs[i + 1];
            a.put((String) pairs[i], v instanceof Integer n ? AttributeValue.n(n) : AttributeValue.s((String) v));
        }
        return Item.of(a);
    }

    private static Table table() {
        KeyAttribute pk = KeyAttribute.of("PK", ScalarType.S);
        KeyAttribute sk = KeyAttribute.of("SK", ScalarType.S);
        Facet orders = Facet.of("Order", "OrderID", "CustomerID", List.of("Status"), List.of(
                item("PK", "O#2", "SK", "C#1", "Status", "OPEN", "Bucket", 10, "Total", 5),
                item("PK", "O#1", "SK", "C#9", "Status", "SHIPPED", "Bucket", 9, "Total", 7)));
        Facet lines = Facet.of("Line", "OrderID", "ProductID", List.of(), List.of(
                item("PK", "O#1", "SK", "P#2", "Qty", 3),
                item("PK", "O#1", "SK", "P#1", "Qty", 1, "Bucket", "not a number")));
        return Table.of("Shop", KeySchema.of(pk, sk)).withFacets(List.of(orders, lines))
                .withIndexes(List.of(SecondaryIndex.gsi("ByBucket",
                        KeySchema.of(KeyAttribute.of("Bucket", ScalarType.N), KeyAttribute.of("Status", ScalarType.S)),
                        Projection.keysOnly())), List.of());
    }

    @Test
    void show_whenBaseTable_groupsByPartitionAndSortsBySortKey() {
        ItemGridViewModel grid = new ItemGridViewModel();

        grid.show(table(), null, null);

        assertThat(grid.rows()).extracting(r -> r.item().get("PK"), r -> r.item().get("SK"), r -> r.groupStart())
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(AttributeValue.s("O#1"), AttributeValue.s("C#9"), true),
                        org.assertj.core.groups.Tuple.tuple(AttributeValue.s("O#1"), AttributeValue.s("P#1"), false),
                        org.assertj.core.groups.Tuple.tuple(AttributeValue.s("O#1"), AttributeValue.s("P#2"), false),
                        org.assertj.core.groups.Tuple.tuple(AttributeValue.s("O#2"), AttributeValue.s("C#1"), true));
        assertThat(grid.rows().get(0).groupSize()).isEqualTo(3);
        assertThat(grid.rows().get(3).group()).isEqualTo(1);
        assertThat(grid.captionProperty().get()).isEqualTo("Shop · Base table · 4 items in 2 partitions");
        assertThat(grid.legend()).containsOnlyKeys("Order", "Line");
        assertThat(grid.aliasOf("Line", "SK")).isEqualTo("ProductID");
        assertThat(grid.membershipProperty().get()).isEmpty();
    }

    @Test
    void show_whenSparseKeysOnlyIndex_keepsItemsWithTypedKeysAndOnlyProjectedAttributes() {
        ItemGridViewModel grid = new ItemGridViewModel();

        grid.show(table(), "ByBucket", null);

        assertThat(grid.keyColumns()).containsExactly("Bucket", "Status");
        assertThat(grid.rows()).extracting(r -> r.item().get("Bucket"))
                .containsExactly(AttributeValue.n(9), AttributeValue.n(10));
        assertThat(grid.rows().get(0).item().names()).containsExactlyInAnyOrder("PK", "SK", "Status", "Bucket");
        assertThat(grid.missing()).extracting(ItemGridViewModel.Missing::reason)
                .containsExactlyInAnyOrder("lacks Bucket", "Bucket is S, not N");
        assertThat(grid.membershipProperty().get())
                .isEqualTo("2 of 4 items; 2 lack ByBucket's keys · projection KEYS_ONLY");
    }

    @Test
    void partitions_whenOneValueHoldsAQuarterOfManyItems_flagsItHot() {
        java.util.List<Item> items = new java.util.ArrayList<>();
        for (int i = 0; i < 12; i++) {
            items.add(item("PK", i < 6 ? "OPEN" : "P" + i, "SK", "s" + i));
        }
        Table table = Table.of("T", KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.S)))
                .withItems(items);
        ItemGridViewModel grid = new ItemGridViewModel();

        grid.show(table, null, null);

        assertThat(grid.partitions()).first().satisfies(load -> {
            assertThat(load.partition()).isEqualTo("OPEN");
            assertThat(load.items()).isEqualTo(6);
            assertThat(load.itemShare()).isEqualTo(0.5);
            assertThat(load.hot()).isTrue();
        });
        assertThat(grid.partitions()).filteredOn(PartitionLoad::hot).hasSize(1);
    }

    @Test
    void show_whenFacetChosen_showsOnlyItsItems() {
        ItemGridViewModel grid = new ItemGridViewModel();

        grid.show(table(), null, "Line");

        assertThat(grid.rows()).hasSize(2).allSatisfy(r -> assertThat(r.facet()).isEqualTo("Line"));
        assertThat(grid.legend()).containsOnlyKeys("Line");
    }

    @Test
    void emptyMessage_whenNothingShownYet_saysHowToOpenAModel() {
        ItemGridViewModel grid = new ItemGridViewModel();

        assertThat(grid.emptyMessageProperty().get()).isEqualTo(ItemGridViewModel.NO_MODEL).contains("File > Open");
    }

    @Test
    void emptyMessage_whenIndexHoldsNoItem_namesTheMissingKeys() {
        KeyAttribute pk = KeyAttribute.of("PK", ScalarType.S);
        Table table = Table.of("Shop", KeySchema.of(pk, null))
                .withItems(List.of(item("PK", "a")))
                .withIndexes(List.of(SecondaryIndex.gsi("ByOwner",
                        KeySchema.of(KeyAttribute.of("Owner", ScalarType.S), null), Projection.all())), List.of());
        ItemGridViewModel grid = new ItemGridViewModel();

        grid.show(table, "ByOwner", null);

        assertThat(grid.rows()).isEmpty();
        assertThat(grid.emptyMessageProperty().get()).isEqualTo("No item carries ByOwner's key attributes [Owner].");
    }

    @Test
    void emptyMessage_whenClearedAfterAModel_goesBackToNoModel() {
        ItemGridViewModel grid = new ItemGridViewModel();
        grid.show(Table.of("Empty", KeySchema.of(KeyAttribute.of("PK", ScalarType.S), null)), null, null);
        assertThat(grid.emptyMessageProperty().get()).isEqualTo("No items in Empty yet.");

        grid.clear();

        assertThat(grid.emptyMessageProperty().get()).isEqualTo(ItemGridViewModel.NO_MODEL);
    }

    @Test
    void highlight_whenRunReturnedTwoItems_marksThemInTheBaseTableAndTheIndex() {
        ItemGridViewModel grid = new ItemGridViewModel();
        Table table = table();
        grid.show(table, null, null);

        // a run's items as an index returns them: projected, so matched by the table's key only
        grid.highlight(table, List.of(item("PK", "O#1", "SK", "C#9", "Bucket", 9), item("PK", "O#1", "SK", "P#2")),
                "orders by bucket");

        assertThat(grid.rows()).filteredOn(r -> grid.isHighlighted(r.item())).extracting(r -> r.item().get("SK"))
                .containsExactly(AttributeValue.s("C#9"), AttributeValue.s("P#2"));
        assertThat(grid.highlightCaptionProperty().get())
                .isEqualTo("2 of the 2 items returned by orders by bucket are in this view (highlighted)");
        grid.show(table, "ByBucket", null);
        assertThat(grid.highlightedRows()).isEqualTo(1);
        assertThat(grid.highlightCaptionProperty().get()).startsWith("1 of the 2 items returned by orders by bucket is");
    }

    @Test
    void highlight_whenCleared_marksNothing() {
        ItemGridViewModel grid = new ItemGridViewModel();
        Table table = table();
        grid.show(table, null, null);
        grid.highlight(table, List.of(item("PK", "O#2", "SK", "C#1")), "p");

        grid.clearHighlight();

        assertThat(grid.highlightedRows()).isZero();
        assertThat(grid.highlightCaptionProperty().get()).isEmpty();
    }

    @Test
    void showItems_whenResultGiven_keepsItsOrderAndGroupsConsecutivePartitions() {
        ItemGridViewModel grid = new ItemGridViewModel();
        List<Item> result = List.of(item("PK", "O#2", "SK", "C#1"), item("PK", "O#1", "SK", "P#2"),
                item("PK", "O#1", "SK", "P#1"));

        grid.showItems(table(), null, result, "a run");

        assertThat(grid.rows()).extracting(r -> r.item().get("SK")).containsExactly(AttributeValue.s("C#1"),
                AttributeValue.s("P#2"), AttributeValue.s("P#1"));
        assertThat(grid.rows()).extracting(ItemGridViewModel.Row::groupStart).containsExactly(true, true, false);
        assertThat(grid.rows()).extracting(ItemGridViewModel.Row::facet).containsExactly("Order", "Line", "Line");
        assertThat(grid.captionProperty().get()).isEqualTo("a run");
    }

    @Test
    void find_whenTextInAValue_goesToTheNextMatchingRowAndWraps() {
        ItemGridViewModel grid = new ItemGridViewModel();
        grid.show(table(), null, null);

        int first = grid.find("p#", -1);
        int second = grid.find("p#", first);
        int wrapped = grid.find("p#", second);

        assertThat(grid.rows().get(first).item().get("SK")).isEqualTo(AttributeValue.s("P#1"));
        assertThat(grid.rows().get(second).item().get("SK")).isEqualTo(AttributeValue.s("P#2"));
        assertThat(wrapped).isEqualTo(first);
        assertThat(grid.countMatches("shipped")).isEqualTo(1);
        assertThat(grid.countMatches("qty")).as("attribute names count too").isEqualTo(2);
        assertThat(grid.find("nowhere", -1)).isEqualTo(-1);
    }

    private static Table numbered(int count, int changed, String status, String sortKey) {
        List<Item> items = new java.util.ArrayList<>();
        for (int i = 0; i < count; i++) {
            String sk = i == changed && sortKey != null ? sortKey : "S#%04d".formatted(i);
            items.add(item("PK", "P#%03d".formatted(i / 10), "SK", sk, "Status", i == changed ? status : "OPEN"));
        }
        return Table.of("Big", KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.S)))
                .withItems(items);
    }

    /** Records the grid's row changes as "from..to replaced|added|removed N". */
    private static void recorded(ItemGridViewModel grid, List<String> into) {
        grid.rows().addListener((javafx.collections.ListChangeListener<ItemGridViewModel.Row>) c -> {
            while (c.next()) {
                into.add(c.getFrom() + ".." + c.getTo() + (c.wasReplaced() ? " replaced" : c.wasAdded() ? " added"
                        : " removed " + c.getRemovedSize()));
            }
        });
    }

    @Test
    void show_whenOneItemOfManyEdited_replacesOnlyItsRow() {
        ItemGridViewModel grid = new ItemGridViewModel();
        grid.show(numbered(3_000, -1, null, null), null, null);
        List<String> changes = new java.util.ArrayList<>();
        recorded(grid, changes);

        grid.reshow(numbered(3_000, 1_234, "CANCELLED", null));

        assertThat(changes).containsExactly("1234..1235 replaced");
        assertThat(grid.rows().get(1_234).item().get("Status")).isEqualTo(AttributeValue.s("CANCELLED"));
        assertThat(grid.indexOf(item("PK", "P#123", "SK", "S#1234"))).isEqualTo(1_234);
    }

    @Test
    void show_whenAnEditMovesAnItem_replacesTheRangeBetweenAndEndsAsAFreshLayout() {
        ItemGridViewModel grid = new ItemGridViewModel();
        grid.show(numbered(3_000, -1, null, null), null, null);
        List<String> changes = new java.util.ArrayList<>();
        recorded(grid, changes);
        Table moved = numbered(3_000, 1_234, "OPEN", "S#0000a"); // now first of P#123

        grid.reshow(moved);

        ItemGridViewModel fresh = new ItemGridViewModel();
        fresh.show(moved, null, null);
        assertThat(grid.rows()).containsExactlyElementsOf(fresh.rows());
        assertThat(changes).as("only the rows of P#123 from the item's new place to its old one")
                .containsExactly("1230..1235 replaced");
    }

    @Test
    void show_ofABigTableOnAnExecutor_saysItIsLayingOutUntilTheRowsArrive() {
        ItemGridViewModel grid = new ItemGridViewModel();
        Deferred pending = new Deferred();
        grid.useExecutor(pending);

        grid.show(numbered(6_000, -1, null, null), null, null);

        assertThat(grid.layingOutProperty().get()).isTrue();
        assertThat(grid.emptyMessageProperty().get()).isEqualTo("Laying out 6,000 items…");
        assertThat(grid.captionProperty().get()).isEqualTo("Big · Laying out 6,000 items…");
        assertThat(grid.rows()).isEmpty();
        pending.runNext();
        assertThat(grid.layingOutProperty().get()).isFalse();
        assertThat(grid.rows()).hasSize(6_000);
        assertThat(grid.captionProperty().get()).startsWith("Big · Base table · 6000 items");
    }

    @Test
    void countMatchesLater_onABigGrid_countsAwayFromTheCallerAndANewerQueryWins() {
        ItemGridViewModel grid = new ItemGridViewModel();
        Deferred pending = new Deferred();
        grid.useExecutor(pending);
        grid.show(numbered(6_000, 4_321, "CANCELLED", null), null, null);
        pending.runNext();

        grid.countMatchesLater("open");
        assertThat(grid.findSummaryProperty().get()).isEqualTo("Counting…");
        grid.countMatchesLater("cancelled");
        pending.runNext();
        assertThat(grid.findSummaryProperty().get()).as("the older count, finished late, is dropped").isEqualTo("Counting…");
        pending.runNext();
        assertThat(grid.findSummaryProperty().get()).isEqualTo("1 match");
        grid.countMatchesLater("s#");
        pending.runNext();
        assertThat(grid.findSummaryProperty().get()).isEqualTo("6,000 matches");
        grid.countMatchesLater(" ");
        assertThat(grid.findSummaryProperty().get()).isEmpty();
    }

    @Test
    void findLater_onABigGrid_handsTheRowOverLaterAndNotAfterTheRowsChanged() {
        ItemGridViewModel grid = new ItemGridViewModel();
        Deferred pending = new Deferred();
        grid.useExecutor(pending);
        grid.show(numbered(6_000, 4_321, "CANCELLED", null), null, null);
        pending.runNext();
        List<Integer> found = new java.util.ArrayList<>();

        grid.countMatchesLater("cancelled");
        grid.findLater("cancelled", 0, found::add);
        assertThat(grid.searchingProperty().get()).isTrue();
        pending.runNext();
        assertThat(grid.findSummaryProperty().get()).as("a search does not cancel the count").isEqualTo("1 match");
        pending.runNext();
        assertThat(grid.searchingProperty().get()).isFalse();
        assertThat(found).containsExactly(4_321);

        grid.findLater("cancelled", 0, found::add);
        grid.reshow(numbered(6_000, 10, "CANCELLED", null));
        pending.runLast(); // the layout
        pending.runNext(); // the search, over rows no longer shown
        assertThat(found).containsExactly(4_321);
        assertThat(grid.searchingProperty().get()).isFalse();
        grid.findLater("cancelled", 0, found::add);
        pending.runNext();
        assertThat(found).containsExactly(4_321, 10);
    }

    @Test
    void highlight_onABigGrid_countsTheHighlightedRowsLater() {
        ItemGridViewModel grid = new ItemGridViewModel();
        Deferred pending = new Deferred();
        grid.useExecutor(pending);
        Table big = numbered(6_000, 4_321, "CANCELLED", null);
        grid.show(big, null, null);
        pending.runNext();

        grid.highlight(big, List.of(item("PK", "P#432", "SK", "S#4321"), item("PK", "P#999", "SK", "S#9999")), "pattern 1");
        assertThat(grid.highlightCaptionProperty().get()).isEmpty();
        pending.runNext();

        assertThat(grid.highlightCaptionProperty().get())
                .isEqualTo("1 of the 2 items returned by pattern 1 is in this view (highlighted)");
        assertThat(grid.highlightedRows()).isEqualTo(1);
    }

    /** Runs the work it is given only when asked, in order: what is on screen meanwhile can be checked. */
    private static final class Deferred implements dev.tablewright.ui.common.TaskExecutor {
        private final List<Runnable> pending = new java.util.ArrayList<>();

        @Override
        public <T> void submit(String name, java.util.concurrent.Callable<T> work, java.util.function.Consumer<T> onSuccess,
                               java.util.function.Consumer<Throwable> onError) {
            pending.add(() -> dev.tablewright.ui.common.TaskExecutor.sameThread().submit(name, work, onSuccess, onError));
        }

        @Override
        public void onUi(Runnable update) {
            update.run();
        }

        @Override
        public Scheduled schedule(String name, java.time.Duration delay, Runnable work) {
            pending.add(work);
            return () -> pending.remove(work);
        }

        void runNext() {
            pending.remove(0).run();
        }

        void runLast() {
            pending.remove(pending.size() - 1).run();
        }
    }
}
