package dev.tablewright.formats;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.Table;
import dev.tablewright.testing.BigModels;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the model reader tells while it reads: the first table's first items early, the count read. */
class ReadProgressTest {
    @TempDir
    Path temp;

    /** Every event in the order told, "done" once read() has returned. */
    private final List<String> events = new ArrayList<>();
    private final List<Table> firsts = new ArrayList<>();
    private final ReadProgress recorder = new ReadProgress() {
        @Override
        public void firstItems(Table first) {
            events.add("first " + first.items().size());
            firsts.add(first);
        }

        @Override
        public void itemsRead(long count) {
            events.add("read " + count);
        }
    };

    @Test
    void read_whenFirstTableIsBig_tellsItsFirstItemsBeforeTheRestIsRead() throws Exception {
        Path file = temp.resolve("big.json");
        ModelFiles.write(BigModels.orders(200_000), file);

        LoadedModel loaded = ModelFiles.read(file, recorder);
        events.add("done");

        assertThat(events).as("the first items come first, then the reading goes on to the end")
                .startsWith("first 200", "read 65536")
                .containsSubsequence("first 200", "read 65536", "read 131072", "read 196608", "done")
                .filteredOn(e -> e.startsWith("first")).hasSize(1);
        Table first = firsts.get(0);
        Table full = loaded.model().tables().get(0);
        assertThat(first.name()).isEqualTo("Orders");
        assertThat(first.keySchema()).isEqualTo(full.keySchema());
        assertThat(first.items()).as("the file's first 200 items, in the file's order")
                .containsExactlyElementsOf(full.items().subList(0, ReadProgress.FIRST_ITEMS));
        assertThat(full.items()).hasSize(200_000);
    }

    @Test
    void read_whenTablesAreSmall_tellsNothing() throws Exception {
        ModelFiles.read(Path.of("models/hr-oe.json"), recorder);

        assertThat(events).isEmpty();
    }

    @Test
    void read_whenKeysComeAfterTheItems_tellsNoFirstItemsButStillCounts() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = (ObjectNode) mapper.readTree(ModelFiles.toJson(BigModels.orders(70_000)));
        ObjectNode table = (ObjectNode) root.get("DataModel").get(0);
        table.set("KeyAttributes", table.remove("KeyAttributes")); // now after TableData
        Path file = temp.resolve("keys-last.json");
        Files.writeString(file, mapper.writeValueAsString(root));

        LoadedModel loaded = ModelFiles.read(file, recorder);

        assertThat(events).containsExactly("read 65536");
        assertThat(loaded.model().tables().get(0).items()).hasSize(70_000);
    }
}
