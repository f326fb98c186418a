package dev.tablewright.formats.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.formats.AtomicFiles;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ScalarType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The streamed forms are the in-memory writer's forms, whatever the pages. */
class ItemSinkTest {
    private static final KeySchema KEYS = KeySchema.of(KeyAttribute.of("pk", ScalarType.S),
            KeyAttribute.of("sk", ScalarType.N));
    @TempDir
    Path folder;

    /** The all-types items, then items whose new attributes and changed types appear only late. */
    private static List<Item> items() {
        List<Item> items = new ArrayList<>(ItemWriterTest.allTypes());
        for (int i = 0; i < 7; i++) {
            Map<String, AttributeValue> attributes = new LinkedHashMap<>();
            attributes.put("pk", AttributeValue.s("late" + i));
            attributes.put("sk", AttributeValue.n(Integer.toString(i)));
            attributes.put(i % 2 == 0 ? "s" : "onlyLate", i % 2 == 0 ? AttributeValue.n("1") : AttributeValue.s("x"));
            items.add(Item.of(attributes));
        }
        return items;
    }

    private String streamed(ItemFormat format, List<Item> items, int pageSize) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ItemSink sink = ItemSink.open(format, KEYS, out, folder.resolve("out"))) {
            for (int from = 0; from < items.size(); from += pageSize) {
                sink.write(items.subList(from, Math.min(items.size(), from + pageSize)));
            }
            sink.finish(() -> false);
            assertThat(sink.count()).isEqualTo(items.size());
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void csv_whenWrittenInPages_isTheInMemoryCsvWithColumnsSeenLate() throws Exception {
        String text = streamed(ItemFormat.CSV, items(), 2);

        assertThat(text).isEqualTo(ItemWriter.toCsv(items(), KEYS));
        assertThat(text.lines().findFirst().orElseThrow())
                .as("a column first seen on the last page is in the header, and a column of two types has no type")
                .startsWith("pk:S,sk:N,s,").endsWith(",onlyLate:S");
    }

    @Test
    void dynamoDbJson_whenWrittenInPages_isTheInMemoryForm() throws Exception {
        assertThat(streamed(ItemFormat.DYNAMODB_JSON, items(), 3)).isEqualTo(ItemWriter.toDynamoDbJson(items()));
        assertThat(streamed(ItemFormat.DYNAMODB_JSON, List.of(), 3)).isEqualTo(ItemWriter.toDynamoDbJson(List.of()));
    }

    @Test
    void dynamoDbJson_whenStreamed_keepsTheScanOutputTextExportsAlwaysHad() throws Exception {
        List<Item> two = List.of(Item.of(Map.of("pk", AttributeValue.s("a"))), Item.of(Map.of("pk", AttributeValue.s("b"))));

        assertThat(streamed(ItemFormat.DYNAMODB_JSON, two, 1)).isEqualTo("""
                {
                  "Items" : [ {
                    "pk" : {
                      "S" : "a"
                    }
                  }, {
                    "pk" : {
                      "S" : "b"
                    }
                  } ],
                  "Count" : 2,
                  "ScannedCount" : 2
                }
                """);
    }

    @Test
    void plainJson_whenWrittenInPages_isTheInMemoryForm() throws Exception {
        assertThat(streamed(ItemFormat.JSON, items(), 4)).isEqualTo(ItemWriter.toPlainJson(items()));
    }

    @Test
    void csv_whenClosed_leavesNoScratchFileBehind() throws Exception {
        streamed(ItemFormat.CSV, items(), 5);

        try (Stream<Path> left = Files.list(folder)) {
            assertThat(left).as("the CSV's rows were gathered in a scratch file beside the output").isEmpty();
        }
    }

    @Test
    void csv_whenStoppedWhileWritingRows_throwsCancellation() throws Exception {
        List<Item> many = new ArrayList<>();
        for (int i = 0; i < 2_500; i++) {
            many.add(Item.of(Map.of("pk", AttributeValue.s("p" + i), "sk", AttributeValue.n("1"))));
        }
        try (ItemSink sink = ItemSink.open(ItemFormat.CSV, KEYS, new ByteArrayOutputStream(), folder.resolve("out"))) {
            sink.write(many);

            assertThatThrownBy(() -> sink.finish(() -> true)).isInstanceOf(CancellationException.class);
        }
        assertThat(AtomicFiles.temporaries(folder.resolve("out"))).isEmpty();
    }

    @Test
    void csv_whenMoreAttributeNamesThanColumns_failsSayingWhatToDo() throws Exception {
        try (ItemSink sink = new CsvItemSink(KEYS, new ByteArrayOutputStream(), AtomicFiles.scratch(folder.resolve("o")), 3)) {
            sink.write(List.of(Item.of(Map.of("pk", AttributeValue.s("a"), "sk", AttributeValue.n("1"),
                    "x", AttributeValue.s("1")))));

            assertThatThrownBy(() -> sink.write(List.of(Item.of(Map.of("pk", AttributeValue.s("b"),
                    "sk", AttributeValue.n("2"), "y", AttributeValue.s("2"))))))
                    .isInstanceOf(IOException.class).hasMessageContaining("more than 3 attribute names")
                    .hasMessageContaining("DynamoDB JSON");
        }
    }
}
