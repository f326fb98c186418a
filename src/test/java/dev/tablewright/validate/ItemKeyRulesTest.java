package dev.tablewright.validate;

import static dev.tablewright.validate.Fixtures.errors;
import static dev.tablewright.validate.Fixtures.facet;
import static dev.tablewright.validate.Fixtures.item;
import static dev.tablewright.validate.Fixtures.model;
import static dev.tablewright.validate.Fixtures.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class ItemKeyRulesTest {

    @Test
    void validate_whenItemLacksTheSortKey_reportsTheMissingKey() {
        assertThat(errors(model(table(item("PK", "o1", "SK", "c1"), item("PK", "o2")))))
                .extracting(Finding::path, Finding::message).containsExactly(tuple("DataModel[0].TableData[1]",
                        "One or more parameter values were invalid: Missing the key SK in the item"));
    }

    @Test
    void validate_whenFacetItemLacksThePartitionKey_pointsIntoTheFacetsTableData() {
        Table table = table().withFacets(List.of(facet("Order", item("PK", "o1", "SK", "x")),
                facet("Customer", item("PK", "c1", "SK", "c1"), item("SK", "c2"))));

        assertThat(errors(model(table))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "DataModel[0].TableFacets[1].TableData[1]",
                "One or more parameter values were invalid: Missing the key PK in the item"));
    }

    @Test
    void validate_whenTableKeyHasWrongType_reportsTypeMismatch() {
        Item wrong = item("SK", "c1").with("PK", AttributeValue.n(7));

        assertThat(errors(model(table(wrong)))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "DataModel[0].TableData[0].PK",
                "One or more parameter values were invalid: Type mismatch for key PK expected: S actual: N"));
    }

    @Test
    void validate_whenTableKeyIsEmptyString_reportsTheEmptyKey() {
        assertThat(errors(model(table(item("PK", "o1", "SK", ""))))).extracting(Finding::path, Finding::message)
                .containsExactly(tuple("DataModel[0].TableData[0].SK", "One or more parameter values are not valid. "
                        + "The AttributeValue for a key attribute cannot contain an empty string value. Key: SK"));
    }

    @Test
    void validate_whenBinaryTableKeyIsEmpty_reportsTheEmptyBinary() {
        Table table = Table.of("Blobs", KeySchema.of(KeyAttribute.of("Id", ScalarType.B)))
                .withItems(List.of(Item.empty().with("Id", AttributeValue.b(Binary.of(new byte[0])))));

        assertThat(errors(model(table))).singleElement().satisfies(f -> assertThat(f.message())
                .endsWith("cannot contain an empty binary value. Key: Id"));
    }

    @Test
    void validate_whenIndexKeyHasWrongType_reportsIndexKeyTypeMismatch() {
        Item wrong = item("PK", "o1", "SK", "c1").with("Data", AttributeValue.n(5));

        assertThat(errors(model(table(wrong)))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "DataModel[0].TableData[0].Data", "One or more parameter values were invalid: Type mismatch for Index Key "
                        + "Data Expected: S Actual: N IndexName: GSI1"));
    }

    @Test
    void validate_whenIndexKeyIsEmptyString_reportsTheSecondaryIndexKey() {
        assertThat(errors(model(table(item("PK", "o1", "SK", "c1", "Data", ""))))).extracting(Finding::path, Finding::message)
                .containsExactly(tuple("DataModel[0].TableData[0].Data", "One or more parameter values are not valid. "
                        + "A value specified for a secondary index key is not supported. The AttributeValue for a key "
                        + "attribute cannot contain an empty string value. IndexName: GSI1, IndexKey: Data"));
    }

    @Test
    void validate_whenItemLacksAnIndexKey_acceptsItAsSparse() {
        assertThat(errors(model(table(item("PK", "o1", "SK", "c1"))))).isEmpty();
    }

    @Test
    void validate_whenPartitionKeyIsOver2048Bytes_reportsHashKeySize() {
        assertThat(errors(model(table(item("PK", "x".repeat(2049), "SK", "c1"))))).extracting(Finding::path, Finding::message)
                .containsExactly(tuple("DataModel[0].TableData[0].PK", "One or more parameter values were invalid: "
                        + "Size of hashkey has exceeded the maximum size limit of 2048 bytes (PK is 2049 bytes)"));
    }

    @Test
    void validate_whenPartitionKeyIsExactly2048Bytes_acceptsIt() {
        assertThat(errors(model(table(item("PK", "x".repeat(2048), "SK", "c1"))))).isEmpty();
    }

    @Test
    void validate_whenSortKeyIsOver1024BytesInUtf8_reportsRangeKeySize() {
        // 513 two-byte characters: 1026 bytes though only 513 characters
        assertThat(errors(model(table(item("PK", "o1", "SK", "é".repeat(513)))))).extracting(Finding::message)
                .containsExactly("One or more parameter values were invalid: Aggregated size of all range keys has "
                        + "exceeded the size limit of 1024 bytes (SK is 1026 bytes)");
    }

    @Test
    void validate_whenIndexSortKeyIsOver1024Bytes_reportsIndexKeySize() {
        assertThat(errors(model(table(item("PK", "o1", "SK", "c1", "Data", "d".repeat(1025))))))
                .extracting(Finding::path, Finding::message).containsExactly(tuple("DataModel[0].TableData[0].Data",
                        "One or more parameter values were invalid: Size limit exceeded for Index Key Data Actual Size: "
                                + "1025 bytes Max Size: 1024 bytes IndexName: GSI1"));
    }

    @Test
    void validate_whenLsiSharesTablePartitionKey_checksItOnlyOnce() {
        SecondaryIndex lsi = SecondaryIndex.lsi("ByDate",
                KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("Date", ScalarType.S)), Projection.all());
        Table table = table(item("SK", "c1").with("PK", AttributeValue.n(1)))
                .withIndexes(List.of(), List.of(lsi));

        assertThat(errors(model(table))).hasSize(1);
    }
}
