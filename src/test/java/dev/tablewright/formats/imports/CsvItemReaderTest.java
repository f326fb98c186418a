package dev.tablewright.formats.imports;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CsvItemReaderTest {
    private static final Table TABLE = Table.of("Orders",
            KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.N)));

    private static CsvImport read(String csv) throws Exception {
        return CsvItemReader.read(new StringReader(csv), TABLE, null);
    }

    private static Item item(Object... nameValue) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        for (int i = 0; i < nameValue.length; i += 2) {
            map.put((String) nameValue[i], (AttributeValue) nameValue[i + 1]);
        }
        return Item.of(map);
    }

    @Test
    void read_whenCellsUntyped_infersNumbersBooleansAndStringsAndKeepsKeysAtTheirTypes() throws Exception {
        CsvImport read = read("PK,SK,total,paid,zip,note,big\n1001,2,19.5,true,01234,hello,-1e3\n");

        assertThat(read.problems()).isEmpty();
        assertThat(read.items()).containsExactly(item("PK", AttributeValue.s("1001"), "SK", AttributeValue.n("2"),
                "total", AttributeValue.n("19.5"), "paid", AttributeValue.bool(true), "zip", AttributeValue.s("01234"),
                "note", AttributeValue.s("hello"), "big", AttributeValue.n("-1e3")));
        assertThat(read.rows().get(0).line()).isEqualTo(2);
    }

    @Test
    void read_whenHeaderGivesTypes_readsEachCellAsItsType() throws Exception {
        CsvImport read = read("PK,SK:N,code:S,flag:BOOL,photo:B,tags:SS,scores:NS,nothing:NULL,"
                + "list:L,map:M\n"
                + "a,1,42,FALSE,AQID,\"[\"\"x\"\",\"\"y\"\"]\",\"[\"\"1\"\",2]\",true,"
                + "\"[1,\"\"two\"\",{\"\"S\"\":\"\"three\"\"}]\",\"{\"\"n\"\":{\"\"N\"\":\"\"5\"\"},\"\"plain\"\":true}\"\n");

        assertThat(read.problems()).isEmpty();
        Item item = read.items().get(0);
        assertThat(item.get("code")).isEqualTo(AttributeValue.s("42"));
        assertThat(item.get("flag")).isEqualTo(AttributeValue.bool(false));
        assertThat(item.get("photo")).isEqualTo(AttributeValue.b(Binary.fromBase64("AQID")));
        assertThat(item.get("tags")).isEqualTo(AttributeValue.ss(List.of("x", "y")));
        assertThat(item.get("scores")).isEqualTo(AttributeValue.ns(List.of("1", "2")));
        assertThat(item.get("nothing")).isEqualTo(AttributeValue.nul());
        assertThat(item.get("list")).isEqualTo(AttributeValue.l(List.of(AttributeValue.n("1"), AttributeValue.s("two"),
                AttributeValue.s("three"))));
        assertThat(item.get("map")).isEqualTo(AttributeValue.m(Map.of("n", AttributeValue.n("5"),
                "plain", AttributeValue.bool(true))));
    }

    @Test
    void read_whenCellEmpty_leavesTheAttributeOut() throws Exception {
        CsvImport read = read("PK,SK,a,b\nx,1,,2\n");

        assertThat(read.items().get(0).names()).containsExactly("PK", "SK", "b");
    }

    @Test
    void read_whenPrimaryKeyRepeats_reportsBothLinesAndKeepsTheFirstOnly() throws Exception {
        CsvImport read = read("PK,SK,note\n"
                + "a,1,first\n"
                + "b,1,\"two\nlines\"\n"
                + "a,1.0,again\n"
                + "b,1,third\n");

        assertThat(read.problems()).containsExactly(
                new ItemProblem(5, "primary key (PK=a, SK=1.0) repeats line 2"),
                new ItemProblem(6, "primary key (PK=b, SK=1) repeats line 3"));
        assertThat(read.items()).extracting(i -> i.get("note")).containsExactly(
                AttributeValue.s("first"), AttributeValue.s("two\nlines"));
    }

    @Test
    void read_whenKeyMissingOrOfWrongType_reportsTheLines() throws Exception {
        CsvImport read = read("PK,SK,x\n,1,a\nb,,a\nc,one,a\nd,4,a\n");

        assertThat(read.problems()).containsExactly(
                new ItemProblem(2, "no value for partition key PK"),
                new ItemProblem(3, "no value for sort key SK"),
                new ItemProblem(4, "column SK: 'one' is not a number"));
        assertThat(read.items()).hasSize(1);
    }

    @Test
    void read_whenHeaderLacksAKeyColumnOrRepeatsOne_reportsLineOne() throws Exception {
        CsvImport read = read("PK,note,note\nx,1,2\n");

        assertThat(read.problems()).contains(new ItemProblem(1, "attribute note heads two columns"),
                new ItemProblem(1, "no column for key attribute SK"));
    }

    @Test
    void read_whenFacetGiven_acceptsItsKeyAliasesAsHeaders() throws Exception {
        Facet facet = Facet.of("Order", "OrderId", "Line", List.of("qty"), List.of());

        CsvImport read = CsvItemReader.read(new StringReader("OrderId,Line,qty\nO-1,3,2\n"), TABLE, facet);

        assertThat(read.problems()).isEmpty();
        assertThat(read.items()).containsExactly(item("PK", AttributeValue.s("O-1"), "SK", AttributeValue.n("3"),
                "qty", AttributeValue.n("2")));
    }

    @Test
    void read_whenManyRows_readsThemAllWithoutALimit() throws Exception {
        StringBuilder csv = new StringBuilder("PK,SK,v\n");
        for (int i = 0; i < 50_000; i++) {
            csv.append("p").append(i % 100).append(',').append(i).append(",x\n");
        }

        CsvImport read = read(csv.toString());

        assertThat(read.problems()).isEmpty();
        assertThat(read.items()).hasSize(50_000);
        assertThat(read.rows().get(49_999).line()).isEqualTo(50_001);
    }

    @Test
    void preview_whenAskedForTwoRows_parsesOnlyThoseWithTypesAndProblems() throws Exception {
        String csv = "PK,SK,total\na,1,5\n,2,x\nc,3,7\nd,4,8\n";

        CsvImport preview = CsvItemReader.preview(new StringReader(csv), TABLE, null, 2);

        assertThat(preview.rows()).hasSize(1);
        assertThat(preview.problems()).containsExactly(new ItemProblem(3, "no value for partition key PK"));
        assertThat(preview.columns()).extracting(CsvColumn::inferred).containsExactly(false, false, true);
        assertThat(preview.typesSeen()).containsEntry("total", Set.of(AttributeType.N));
    }
}
