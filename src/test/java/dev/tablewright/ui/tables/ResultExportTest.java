package dev.tablewright.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.dynamo.live.ItemPage;
import dev.tablewright.formats.NumberedBackups;
import dev.tablewright.formats.export.ItemFormat;
import dev.tablewright.formats.imports.CsvImport;
import dev.tablewright.formats.imports.CsvItemReader;
import dev.tablewright.formats.imports.ScanOutputReader;
import dev.tablewright.formats.imports.SourcedItem;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import dev.tablewright.ui.common.TaskExecutor;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The streamed export over an in-test source of 2,500 items in pages of 100, every task on the test's thread. */
class ResultExportTest {
    private static final int ITEMS = 2_500;
    private static final int PAGE = 100;
    private static final KeySchema KEYS = KeySchema.of(KeyAttribute.of("pk", ScalarType.S),
            KeyAttribute.of("sk", ScalarType.N));
    @TempDir
    Path folder;
    private final StringProperty status = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");
    private final ResultExport export = new ResultExport(TaskExecutor.sameThread(), status, error);
    private final Pages pages = new Pages();

    /** Item i; from the 2,000th on, an attribute no earlier page has. */
    private static Item item(int i) {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        attributes.put("pk", AttributeValue.s(String.format("P#%04d", i)));
        attributes.put("sk", AttributeValue.n(Integer.toString(i)));
        attributes.put("note", AttributeValue.s(i % 7 == 0 ? "comma, \"quote\"\nline" : "n" + i));
        if (i >= 2_000) {
            attributes.put("late", AttributeValue.n(Integer.toString(i * 2)));
        }
        return Item.of(attributes);
    }

    private static List<Item> all() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < ITEMS; i++) {
            items.add(item(i));
        }
        return items;
    }

    /**
     * Pages made on demand (the cursor is the next item's number). A page is live from the moment
     * it is handed out until the export reports its items written; {@code maxLive} is the most
     * pages live at once, counted when each is asked for.
     */
    private final class Pages implements ItemPager.Source {
        int fetched;
        int maxLive;
        int cancelAtPage = -1;

        @Override
        public ItemPage fetch(Object cursor) {
            int from = cursor == null ? 0 : (Integer) cursor;
            long writtenPages = export.writtenProperty().get() / PAGE;
            fetched++;
            maxLive = Math.max(maxLive, (int) (fetched - writtenPages));
            if (fetched == cancelAtPage) {
                export.cancel();
            }
            List<Item> items = new ArrayList<>();
            for (int i = from; i < Math.min(ITEMS, from + PAGE); i++) {
                items.add(item(i));
            }
            int next = from + PAGE;
            return new ItemPage(items, items.size(), next < ITEMS ? next : null);
        }
    }

    @Test
    void exportTo_whenCsvOf2500ItemsInPages_writesEveryItemWithEveryColumn() throws Exception {
        Path file = folder.resolve("out.csv");
        List<Long> progress = new ArrayList<>();
        export.writtenProperty().addListener((obs, old, now) -> progress.add(now.longValue()));
        export.source(pages, KEYS);

        export.exportTo(file, ItemFormat.CSV, () -> false);

        assertThat(error.get()).isEmpty();
        assertThat(Files.readAllLines(file).get(0)).isEqualTo("pk:S,sk:N,note:S,late:N");
        try (Reader in = Files.newBufferedReader(file)) {
            CsvImport read = CsvItemReader.read(in, Table.of("T", KEYS), null);
            assertThat(read.problems()).isEmpty();
            assertThat(read.items()).as("every item, quoting intact, the late column filled from item 2,000")
                    .containsExactlyElementsOf(all());
        }
        assertThat(progress).as("items written, page by page, up to the total").hasSize(25)
                .isSorted().endsWith((long) ITEMS);
        assertThat(status.get()).isEqualTo("Exported 2,500 items to " + file);
        assertThat(export.runningProperty().get()).isFalse();
    }

    @Test
    void exportTo_whenDynamoDbJson_writesTheScanOutputFormReadBackWhole() throws Exception {
        Path file = folder.resolve("out.json");
        export.source(pages, KEYS);

        export.exportTo(file, ItemFormat.DYNAMODB_JSON, () -> false);

        assertThat(ScanOutputReader.read(file)).extracting(SourcedItem::item).containsExactlyElementsOf(all());
        assertThat(Files.readString(file)).contains("\"Count\" : 2500");
        assertThat(export.writtenProperty().get()).isEqualTo(ITEMS);
    }

    @Test
    void exportTo_whenReading_holdsAtMostOnePageAndAsksForEachPageOnce() {
        export.source(pages, KEYS);

        export.exportTo(folder.resolve("out.csv"), ItemFormat.CSV, () -> false);

        assertThat(pages.fetched).as("the pages, asked for one after another").isEqualTo(ITEMS / PAGE);
        assertThat(pages.maxLive).as("a page is written before the next is asked for").isEqualTo(1);
    }

    @Test
    void exportTo_whenCancelledMidway_leavesNoFileAndStopsReading() throws Exception {
        Path file = folder.resolve("out.csv");
        pages.cancelAtPage = 10;
        export.source(pages, KEYS);

        export.exportTo(file, ItemFormat.CSV, () -> false);

        assertThat(file).doesNotExist();
        try (Stream<Path> left = Files.list(folder)) {
            assertThat(left).as("neither the temporary file nor the CSV's scratch file stays").isEmpty();
        }
        assertThat(pages.fetched).as("no page read after the cancel").isEqualTo(10);
        assertThat(export.writtenProperty().get()).isEqualTo(10L * PAGE);
        assertThat(status.get()).isEqualTo("Export cancelled: out.csv not written");
        assertThat(error.get()).isEmpty();
        assertThat(export.runningProperty().get()).isFalse();
    }

    @Test
    void exportTo_whenCancelledOverAnExistingFile_leavesItAsItWasWithoutABackup() throws Exception {
        Path file = folder.resolve("out.json");
        Files.writeString(file, "keep me");
        pages.cancelAtPage = 3;
        export.source(pages, KEYS);

        export.exportTo(file, ItemFormat.DYNAMODB_JSON, () -> true);

        assertThat(Files.readString(file)).isEqualTo("keep me");
        assertThat(NumberedBackups.of(file)).isEmpty();
    }

    @Test
    void exportTo_whenReplacingAConfirmedFile_keepsTheOldOneAsANumberedBackup() throws Exception {
        Path file = folder.resolve("out.csv");
        Files.writeString(file, "old export");
        export.source(pages, KEYS);

        export.exportTo(file, ItemFormat.CSV, () -> true);

        assertThat(Files.readAllLines(file)).hasSize(ITEMS + 1 + 358); // the header, and items 0, 7, ..., 2,499 hold a line break
        assertThat(NumberedBackups.of(file)).singleElement()
                .satisfies(backup -> assertThat(Files.readString(backup)).isEqualTo("old export"));
    }

    @Test
    void exportTo_whenNotConfirmed_leavesTheFileAndReadsNothing() throws Exception {
        Path file = folder.resolve("out.csv");
        Files.writeString(file, "keep me");
        export.source(pages, KEYS);

        export.exportTo(file, ItemFormat.CSV, () -> false);

        assertThat(Files.readString(file)).isEqualTo("keep me");
        assertThat(pages.fetched).isZero();
        assertThat(status.get()).isEqualTo("Export not written: out.csv exists");
    }
}
