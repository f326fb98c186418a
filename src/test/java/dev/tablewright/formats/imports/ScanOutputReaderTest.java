package dev.tablewright.formats.imports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.model.AttributeValue;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScanOutputReaderTest {
    @Test
    void read_whenScanOutput_givesItsItemsWithLines() throws Exception {
        String text = "{\n  \"Items\": [\n    {\"PK\": {\"S\": \"a\"}},\n    {\"PK\": {\"S\": \"b\"}, \"n\": {\"N\": \"1\"}}\n"
                + "  ],\n  \"Count\": 2,\n  \"ScannedCount\": 2,\n  \"ConsumedCapacity\": null\n}\n";

        List<SourcedItem> items = ScanOutputReader.read(text, Path.of("scan.json"));

        assertThat(items).extracting(SourcedItem::line).containsExactly(3, 4);
        assertThat(items.get(1).item().get("n")).isEqualTo(AttributeValue.n("1"));
    }

    @Test
    void read_whenJsonLinesOrAnArray_readsThemToo() throws Exception {
        assertThat(ScanOutputReader.read("{\"a\":{\"S\":\"x\"}}\n{\"a\":{\"S\":\"y\"}}\n", Path.of("i.jsonl")))
                .extracting(SourcedItem::line).containsExactly(1, 2);
        assertThat(ScanOutputReader.read("[{\"a\":{\"S\":\"x\"}}]", Path.of("i.json"))).hasSize(1);
    }

    @Test
    void read_whenAnItemIsMalformed_namesFileLineAndPath() {
        String text = "{\"Items\": [\n{\"PK\": {\"S\": \"a\"}},\n{\"PK\": {\"X\": \"b\"}}\n]}";

        assertThatThrownBy(() -> ScanOutputReader.read(text, Path.of("scan.json")))
                .isInstanceOf(ItemImportException.class)
                .hasMessage("scan.json:3: Items[1].PK: 'X' is not one of S, N, B, BOOL, NULL, L, M, SS, NS, BS");
    }

    @Test
    void read_whenNotScanOutput_saysWhatIsExpected() {
        assertThatThrownBy(() -> ScanOutputReader.read("{\"Table\": {}}", Path.of("d.json")))
                .hasMessageContaining("an object with an \"Items\" list");
    }
}
