package dev.tablewright.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.ModelFiles;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@link Table#itemStream()} streams the items {@link Table#allItems()} lists, in the same order. */
class TableItemStreamTest {

    @Test
    void itemStream_whenTheTableHasFacets_givesTheTablesItemsThenEachFacetsInOrder() throws Exception {
        Table table = ModelFiles.read(Path.of("models/hr-oe.json")).model().tables().get(0);

        assertThat(table.facets()).isNotEmpty();
        assertThat(table.itemStream().toList()).containsExactlyElementsOf(table.allItems()).hasSize(109);
    }

    @Test
    void itemStream_whenTheTableHasNoFacets_givesItsItems() {
        Item item = Item.of(java.util.Map.of("PK", AttributeValue.s("a")));
        Table table = Table.of("T", KeySchema.of(KeyAttribute.of("PK", ScalarType.S))).withItems(java.util.List.of(item));

        assertThat(table.itemStream().toList()).containsExactly(item);
    }
}
