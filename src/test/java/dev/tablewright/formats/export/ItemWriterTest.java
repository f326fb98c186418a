package dev.tablewright.formats.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.formats.imports.CsvImport;
import dev.tablewright.formats.imports.CsvItemReader;
import dev.tablewright.formats.imports.ScanOutputReader;
import dev.tablewright.formats.imports.SourcedItem;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ItemWriterTest {
    private static final Table TABLE = Table.of("T", KeySchema.of(KeyAttribute.of("pk", ScalarType.S),
            KeyAttribute.of("sk", ScalarType.N)));

    /** Items holding all ten types, awkward text (commas, quotes, new lines) and nested sets. */
    static List<Item> allTypes() {
        Map<String, AttributeValue> first = new LinkedHashMap<>();
        first.put("pk", AttributeValue.s("a,\"b\"\nc"));
        first.put("sk", AttributeValue.n("1.50"));
        first.put("s", AttributeValue.s("007"));
        first.put("b", AttributeValue.b(Binary.fromBase64("AAEC/w==")));
        first.put("bool", AttributeValue.bool(true));
        first.put("null", AttributeValue.nul());
        first.put("ss", AttributeValue.ss(List.of("x", "y,z")));
        first.put("ns", AttributeValue.ns(List.of("1", "-2.5")));
        first.put("bs", AttributeValue.bs(List.of(Binary.fromBase64("AQ=="))));
        first.put("l", AttributeValue.l(List.of(AttributeValue.s("1"), AttributeValue.n("1"),
                AttributeValue.ss(List.of("in")))));
        first.put("m", AttributeValue.m(Map.of("S", AttributeValue.s("key named S"), "inner",
                AttributeValue.m(Map.of("b", AttributeValue.b(Binary.fromBase64("AA==")))))));
        Map<String, AttributeValue> second = new LinkedHashMap<>();
        second.put("pk", AttributeValue.s("second"));
        second.put("sk", AttributeValue.n("2"));
        second.put("s", AttributeValue.s(""));
        return List.of(Item.of(first), Item.of(second));
    }

    @Test
    void toCsv_whenReadBackByCsvItemReader_givesTheSameItems() throws Exception {
        List<Item> items = allTypes();

        String csv = ItemWriter.toCsv(items, TABLE.keySchema());
        CsvImport read = CsvItemReader.read(new StringReader(csv), TABLE, null);

        assertThat(read.problems()).isEmpty();
        // an empty string cannot be told from an absent attribute in CSV: it comes back absent
        assertThat(read.items()).containsExactly(items.get(0), items.get(1).without("s"));
        assertThat(csv.lines().findFirst().orElseThrow()).startsWith("pk:S,sk:N,s:S,b:B,bool:BOOL,null:NULL,ss:SS");
    }

    @Test
    void toDynamoDbJson_whenReadAsScanOutput_givesTheSameItems() throws Exception {
        List<Item> items = allTypes();

        List<SourcedItem> read = ScanOutputReader.read(ItemWriter.toDynamoDbJson(items), Path.of("items.json"));

        assertThat(read).extracting(SourcedItem::item).containsExactlyElementsOf(items);
    }

    @Test
    void toPlainJson_whenWritten_usesNumbersArraysAndBase64() throws Exception {
        JsonNode json = new ObjectMapper().readTree(ItemWriter.toPlainJson(allTypes()));

        JsonNode first = json.get(0);
        assertThat(first.get("sk").decimalValue()).isEqualByComparingTo("1.5");
        assertThat(first.get("b").asText()).isEqualTo("AAEC/w==");
        assertThat(first.get("null").isNull()).isTrue();
        assertThat(first.get("ns").get(1).decimalValue()).isEqualByComparingTo("-2.5");
        assertThat(first.get("l").toString()).isEqualTo("[\"1\",1,[\"in\"]]");
        assertThat(first.at("/m/inner/b").asText()).isEqualTo("AA==");
    }
}
